/**
 * Names of the headers the browser sends its guest and visitor ids in. Kept apart from the zod
 * schemas so the web app's first script can read them without bundling zod.
 */
export const GUEST_ID_HEADER = 'x-guest-id';
export const VISITOR_ID_HEADER = 'x-visitor-id';
/** Spec 2 section 7: a seller's profile change carries its e-mailed code in this header. */
export const UPDATE_TOKEN_HEADER = 'x-update-token';
