import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GUEST_ID_HEADER } from '@souk/shared/schemas/identity';
import { SESSION_COOKIE } from '../modules/auth/sessions.ts';

/**
 * An answer is the caller's own when its route needs an account, when it was read with a session
 * or a guest id (the cart and wish list are public routes keyed on either), or when it starts a
 * session.
 */
function isPrivate(request: FastifyRequest, reply: FastifyReply): boolean {
  const access = request.routeOptions.config?.access;
  const guestQuery = (request.query as { guestId?: unknown } | undefined)?.guestId;
  return (
    (access !== undefined && access !== 'public') ||
    request.headers.authorization !== undefined ||
    request.cookies?.[SESSION_COOKIE] !== undefined ||
    request.headers[GUEST_ID_HEADER] !== undefined ||
    guestQuery !== undefined ||
    reply.hasHeader('set-cookie')
  );
}

/**
 * Private API answers carry `Cache-Control: no-store`, so no browser cache, proxy or CDN keeps one
 * buyer's cart, orders or profile for the next person on a shared phone or network. A route whose
 * answer is the same for everyone (the catalogue's listings) sets its own public caching, which
 * wins even when a session came along.
 */
export function noStorePrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control') && isPrivate(request, reply)) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
