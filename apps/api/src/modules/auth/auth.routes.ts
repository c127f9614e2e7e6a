import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '@souk/shared/messages';
import { SELLER_TYPES } from '@souk/shared/roles';
import {
  changePasswordSchema,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  staffLoginSchema,
  verifyPasswordSchema,
} from '@souk/shared/schemas/auth';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ADDRESS_LIMITS, challengeOf } from '../../http/address-gate.ts';
import { HttpError, ok } from '../../http/envelope.ts';
import { clearSessionCookie, guestIdOf, setSessionCookie } from '../../http/session.ts';
import { findSellerProfile, toSellerDetails } from '../sellers/sellers.service.ts';
import { adoptGuest } from './adopt-guest.ts';
import {
  changePassword,
  checkPassword,
  login,
  register,
  staffLogin,
  toPublicUser,
  toStaffSession,
  updateProfile,
  type RequestMeta,
} from './auth.service.ts';
import { revokeSession } from './sessions.ts';
import { requestLanguage } from '../../http/request-language.ts';

const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  counters: request.server.counters,
  redeemChallenge: challengeOf(request),
  userAgent: request.headers['user-agent'],
  visitorId: request.visitorId,
  guestId: guestIdOf(request),
  language: requestLanguage(request),
});

/** Routes behind `access: 'user'` always have a session; this narrows the type. */
function authOf(request: FastifyRequest) {
  if (!request.auth) throw new HttpError(401, MESSAGES.notAuthenticated);
  return request.auth;
}

export async function authRoutes(app: FastifyInstance, options: { db: Db; config: Config }) {
  const { db, config } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  /** Login and sign-up replace whatever session the browser had (spec 1 section 4). */
  async function endCurrentSession(request: FastifyRequest) {
    if (request.auth) await revokeSession(db, request.auth.sessionId);
  }
  /**
   * A new session for the account; what the browser gathered as a guest (cart, wish list) moves
   * into the account so nothing is lost.
   */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    session: Parameters<typeof setSessionCookie>[2],
  ) {
    setSessionCookie(reply, config, session);
    const guestId = guestIdOf(request);
    if (guestId) await adoptGuest(db, guestId, userId);
  }

  api.post(
    '/api/auth/register',
    { config: { access: 'public', addressGate: ADDRESS_LIMITS.signUp }, schema: { tags, body: registerSchema } },
    async (request, reply) => {
      await endCurrentSession(request);
      const { user, session } = await register(db, request.body, meta(request));
      app.metrics.signUp('password');
      await startSession(request, reply, user.id, session);
      return reply.status(201).send(ok({ accessToken: session.token, user: toPublicUser(user) }, MESSAGES.signedUp));
    },
  );

  api.post(
    '/api/auth/login',
    { config: { access: 'public' }, schema: { tags, body: loginSchema } },
    async (request, reply) => {
      await endCurrentSession(request);
      const { user, session } = await login(db, request.body, meta(request));
      await startSession(request, reply, user.id, session);
      return ok({ accessToken: session.token, token: session.token, user: toPublicUser(user) }, MESSAGES.loggedIn);
    },
  );

  api.post(
    '/api/staff/login',
    { config: { access: 'public' }, schema: { tags: ['staff'], body: staffLoginSchema } },
    async (request, reply) => {
      await endCurrentSession(request);
      const { user, session } = await staffLogin(db, request.body, meta(request));
      setSessionCookie(reply, config, session);
      const staff = toStaffSession(user);
      return ok(
        { staff, token: session.token, permissions: staff.permissions, user: toPublicUser(user) },
        MESSAGES.loggedIn,
      );
    },
  );

  api.post('/api/auth/logout', { config: { access: 'public' }, schema: { tags } }, async (request, reply) => {
    await endCurrentSession(request);
    clearSessionCookie(reply, config);
    return ok(null, MESSAGES.loggedOut);
  });

  api.get('/api/auth/profile', { config: { access: 'user' }, schema: { tags } }, async (request) => {
    return ok({ user: toPublicUser(authOf(request).user) });
  });

  api.put(
    '/api/auth/profile',
    { config: { access: 'user' }, schema: { tags, body: profileUpdateSchema } },
    async (request) => {
      const updated = await updateProfile(db, authOf(request).user, request.body, meta(request));
      return ok({ user: toPublicUser(updated) }, MESSAGES.profileUpdated);
    },
  );

  api.post(
    '/api/auth/verify-password',
    { config: { access: 'user' }, schema: { tags, body: verifyPasswordSchema } },
    async (request) => {
      await checkPassword(authOf(request).user, request.body.password, meta(request));
      return ok({ valid: true }, MESSAGES.passwordVerified);
    },
  );

  api.put(
    '/api/auth/change-password',
    { config: { access: 'user' }, schema: { tags, body: changePasswordSchema } },
    async (request, reply) => {
      const auth = authOf(request);
      const session = await changePassword(db, auth.user, auth.rememberMe, request.body, meta(request));
      setSessionCookie(reply, config, session);
      return ok({ accessToken: session.token }, MESSAGES.passwordChanged);
    },
  );

  // A suspended shop still reads its own details: its page says it is suspended.
  api.get(
    '/api/auth/seller-details',
    { config: { access: SELLER_TYPES, openToSuspendedShop: true }, schema: { tags } },
    async (request) => {
      const profile = await findSellerProfile(db, authOf(request).user.id);
      if (!profile) throw new HttpError(404, MESSAGES.sellerDetailsNotFound);
      return ok({ seller: toSellerDetails(profile) });
    },
  );
}
