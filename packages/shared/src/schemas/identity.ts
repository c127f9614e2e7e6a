import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** Guests and visitors are keyed by random UUIDs the browser makes; nothing else is accepted. */
export const guestIdSchema = z.uuid(MESSAGES.invalidGuestId);

export { GUEST_ID_HEADER, VISITOR_ID_HEADER } from '../headers.ts';
