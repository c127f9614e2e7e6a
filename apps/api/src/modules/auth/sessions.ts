import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from './auth.tables.ts';

export const SESSION_COOKIE = 'souk_session';
/** Remembered sessions live 7 days (spec); others end with the browser, and on the server after a day. */
export const REMEMBERED_SESSION_MS = 7 * 24 * 60 * 60 * 1000;
export const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
  visitorId?: string | undefined;
  guestId?: string | undefined;
}

export interface NewSession {
  token: string;
  sessionId: string;
  rememberMe: boolean;
  expiresAt: Date;
}

/** 256 random bits, handed to the client once; only its hash is kept. */
export async function createSession(
  db: Db,
  userId: string,
  rememberMe: boolean,
  meta: SessionMeta,
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (rememberMe ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS));
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      rememberMe,
      expiresAt,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 400) ?? null,
      visitorId: meta.visitorId ?? null,
      guestId: meta.guestId ?? null,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, rememberMe, expiresAt };
}

/** Every request with a token asks this, so the query is built once and prepared by name on each connection. */
function prepareFindSession(db: Db) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare('find_session');
}
const findSessionQueries = new WeakMap<Db, ReturnType<typeof prepareFindSession>>();

/** The live session behind a token, with its active user, or undefined. */
export async function findSession(db: Db, token: string) {
  let query = findSessionQueries.get(db);
  if (!query) findSessionQueries.set(db, (query = prepareFindSession(db)));
  const [row] = await query.execute({ tokenHash: hashToken(token) });
  return row;
}

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user: after a password change or reset. */
export async function revokeUserSessions(db: Db, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
