import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@souk/shared/messages';
import { guestIdSchema } from '@souk/shared/schemas/identity';
import { HttpError } from '../../http/envelope.ts';
import { guestIdOf } from '../../http/session.ts';

/** Whose cart or wish list: the signed-in account, else the guest's random id. */
export type Owner = { userId: string; guestId?: undefined } | { guestId: string; userId?: undefined };

/**
 * The account when signed in; otherwise the guest id from the x-guest-id header or the guestId
 * query parameter (the spec's client sends it there), which must be a well-formed UUID. Undefined
 * for a visitor who is neither, such as one whose session just ended.
 */
export function readerOf(request: FastifyRequest): Owner | undefined {
  if (request.auth) return { userId: request.auth.user.id };
  const fromHeader = guestIdOf(request);
  if (fromHeader) return { guestId: fromHeader };
  const fromQuery = (request.query as { guestId?: unknown } | undefined)?.guestId;
  if (fromQuery === undefined) return undefined;
  const parsed = guestIdSchema.safeParse(fromQuery);
  if (!parsed.success) throw new HttpError(400, MESSAGES.invalidGuestId);
  return { guestId: parsed.data };
}

/** Whose cart or wish list a change goes to: changes need an account or a guest id. */
export function ownerOf(request: FastifyRequest): Owner {
  const owner = readerOf(request);
  if (!owner) throw new HttpError(400, MESSAGES.identityRequired);
  return owner;
}
