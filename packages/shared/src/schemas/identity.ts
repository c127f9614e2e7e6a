import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** Guests and visitors are keyed by random UUIDs the browser makes; nothing else is accepted. */
export const guestIdSchema = z.uuid(MESSAGES.invalidGuestId);

export const GUEST_ID_HEADER = 'x-guest-id';
export const VISITOR_ID_HEADER = 'x-visitor-id';
