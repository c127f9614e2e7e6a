/**
 * Per-address limits for public forms that reach people (customer service's inbox): enough for
 * anyone writing in earnest, too few for a flood. Routes opt in with `config: { rateLimit }`.
 */
export const PUBLIC_FORM_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
