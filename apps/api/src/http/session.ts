import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { guestIdSchema, GUEST_ID_HEADER, VISITOR_ID_HEADER } from '@souk/shared/schemas/identity';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../modules/auth/auth.service.ts';
import { users, visitors } from '../modules/auth/auth.tables.ts';
import { findSession, SESSION_COOKIE, type NewSession } from '../modules/auth/sessions.ts';
import { MESSAGES } from '@souk/shared/messages';
import { HttpError } from './envelope.ts';
import { requestLanguageHint } from './request-language.ts';

export interface RequestAuth {
  user: UserRow;
  sessionId: string;
  rememberMe: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
    /** The browser's random visitor id, when the header carried a well-formed one. */
    visitorId: string | undefined;
  }
}

/** The session token from the cookie, or from `Authorization: Bearer` for API clients. */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** A guest key must be a well-formed UUID; later modules (cart, wish list) read it through this. */
export function guestIdOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[GUEST_ID_HEADER];
  if (raw === undefined) return undefined;
  const parsed = guestIdSchema.safeParse(raw);
  if (!parsed.success)
    throw new HttpError(400, MESSAGES.invalidGuestId, [{ msg: MESSAGES.invalidGuestId, path: GUEST_ID_HEADER }]);
  return parsed.data;
}

export function setSessionCookie(reply: FastifyReply, config: Config, session: NewSession) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    secure: config.secureCookies,
    sameSite: 'strict',
    ...(config.cookieDomain ? { domain: config.cookieDomain } : {}),
    // Without remember me the cookie ends with the browser (spec 1 section 4).
    ...(session.rememberMe ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    secure: config.secureCookies,
    sameSite: 'strict',
    ...(config.cookieDomain ? { domain: config.cookieDomain } : {}),
  });
}

const VISITOR_WRITE_INTERVAL_MS = 10 * 60 * 1000;

/** Resolves the session on every request and notes visitors, at most once per ten minutes each. */
export const sessionPlugin = fp(async (app: FastifyInstance, options: { db: Db }) => {
  const { db } = options;
  const lastWritten = new Map<string, number>();

  app.decorateRequest('auth', null);
  app.decorateRequest('visitorId', undefined);

  app.addHook('onRequest', async (request) => {
    const visitor = guestIdSchema.safeParse(request.headers[VISITOR_ID_HEADER]);
    request.visitorId = visitor.success ? visitor.data : undefined;
    if (!request.url.startsWith('/api/')) return;
    const token = tokenOf(request);
    if (!token) return;
    const found = await findSession(db, token);
    request.auth = found
      ? { user: found.user, sessionId: found.session.id, rememberMe: found.session.rememberMe }
      : null;
    // The account follows the language its person reads the site in, so e-mails go out in it.
    const language = found && requestLanguageHint(request);
    if (found && language && language !== found.user.language) {
      await db.update(users).set({ language }).where(eq(users.id, found.user.id));
      found.user.language = language;
    }
  });

  app.addHook('onResponse', async (request) => {
    const visitorId = request.visitorId;
    if (!visitorId || !request.url.startsWith('/api/')) return;
    const now = Date.now();
    if (now - (lastWritten.get(visitorId) ?? 0) < VISITOR_WRITE_INTERVAL_MS) return;
    if (lastWritten.size > 50_000) lastWritten.clear();
    lastWritten.set(visitorId, now);
    const userId = request.auth?.user.id ?? null;
    try {
      await db
        .insert(visitors)
        .values({ id: visitorId, userId })
        .onConflictDoUpdate({ target: visitors.id, set: { lastSeenAt: new Date(), ...(userId ? { userId } : {}) } });
    } catch (error) {
      request.log.warn({ err: error }, 'could not record visitor');
    }
  });
});
