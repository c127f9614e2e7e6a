import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@souk/shared/messages';
import { hasAnyRole } from '@souk/shared/roles';
import { HttpError } from './envelope.ts';

/**
 * Every route declares who may call it in `config.access`; a route without one stops start-up,
 * so nothing is public by accident. `'public'`, `'user'` (any signed-in account) or a role list.
 */
export type Access = 'public' | 'user' | readonly string[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export function enforceAccess(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const isInternal = !route.url.startsWith('/api/') || route.url.startsWith('/api/docs');
    if (!isInternal && route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    }
  });
  // Before the body is validated: a caller who may not use a route learns nothing of its rules.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const auth = request.auth;
    if (!auth) throw new HttpError(401, MESSAGES.notAuthenticated);
    if (access === 'user') return;
    if (!hasAnyRole(auth.user.accountTypes, access)) throw new HttpError(403, MESSAGES.forbidden);
  });
}
