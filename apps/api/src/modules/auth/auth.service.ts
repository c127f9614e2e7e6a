import { randomBytes } from 'node:crypto';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import { localDigits, toE164 } from '@souk/shared/phone';
import { isSeller, isStaff, STAFF_TYPES } from '@souk/shared/roles';
import type { ChangePasswordInput, ProfileUpdateInput, PublicUser } from '@souk/shared/schemas/auth';
import type { Db } from '../../db/client.ts';
import { HttpError, fieldError } from '../../http/envelope.ts';
import { consumePhoneVerification } from '../otp/otp.service.ts';
import { users } from './auth.tables.ts';
import type { CounterStore } from '../../http/counter-store.ts';
import { admit, clearAttempts, forgiveAttempt, type ThrottleKey } from '../../http/throttle.ts';
import { accountKey, addressKey, passwordCheckKey } from './login-throttle.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import { createSession, revokeUserSessions, type NewSession, type SessionMeta } from './sessions.ts';
import type { LanguageCode } from '@souk/shared/languages';
import { welcomeEmail } from '../emails/emails.tsx';
import { enqueueEmail } from '../emails/emails.service.ts';

export type UserRow = typeof users.$inferSelect;

export function toPublicUser(row: UserRow): PublicUser {
  const fullName = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.userName;
  const initials = fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  return {
    _id: row.id,
    userName: row.userName,
    email: row.email,
    phone: localDigits(row.phone),
    phoneVerified: row.phoneVerified,
    accountType: row.accountTypes,
    isSeller: isSeller(row.accountTypes),
    firstName: row.firstName,
    lastName: row.lastName,
    fullName,
    initials,
    permissions: { canViewDashboard: row.canViewDashboard },
    createdAt: row.createdAt.toISOString(),
  };
}

export interface RequestMeta extends SessionMeta {
  ip: string;
  /** The language the request asks for: a new account keeps it, and its e-mails follow it. */
  language?: LanguageCode;
  /** Where the throttle counts attempts (shared by every instance). */
  counters: CounterStore;
  /** Spends the solved challenge the request carries, if any (true once for a valid one). */
  redeemChallenge?: () => Promise<boolean>;
}

const UNIQUE_VIOLATION = '23505';
function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code === UNIQUE_VIOLATION || candidate?.cause?.code === UNIQUE_VIOLATION;
}

/** 409 naming the field that clashes with another account. */
async function assertUnique(
  db: Db,
  fields: { userName?: string; email?: string; phone?: string },
  exceptUserId?: string,
) {
  const clauses = [
    fields.userName ? sql`lower(${users.userName}) = lower(${fields.userName})` : undefined,
    fields.email ? eq(users.email, fields.email) : undefined,
    fields.phone ? eq(users.phone, fields.phone) : undefined,
  ].filter((clause) => clause !== undefined);
  if (clauses.length === 0) return;
  const scope = exceptUserId ? and(or(...clauses), ne(users.id, exceptUserId)) : or(...clauses);
  const clashes = await db.select().from(users).where(scope).limit(3);
  for (const clash of clashes) {
    if (fields.email && clash.email === fields.email) throw fieldError(409, 'email', MESSAGES.emailTaken);
    if (fields.userName && clash.userName.toLowerCase() === fields.userName.toLowerCase())
      throw fieldError(409, 'userName', MESSAGES.userNameTaken);
    if (fields.phone && clash.phone === fields.phone) throw fieldError(409, 'phone', MESSAGES.phoneTaken);
  }
}

/** A unique index caught a race the pre-check missed: answer as the pre-check would. */
async function withUniqueRetry<T>(work: () => Promise<T>, recheck: () => Promise<void>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await recheck();
    throw new HttpError(409, MESSAGES.emailTaken);
  }
}

export interface RegisterData {
  userName: string;
  email: string;
  phone: string;
  password: string;
  verificationToken?: string | undefined;
}

/** `provenOnly`: count only a holder who proved the number with a code (an unproven claim yields to its owner). */
export async function isPhoneRegistered(db: Db, phoneE164: string, provenOnly = false): Promise<boolean> {
  const holder = provenOnly
    ? and(eq(users.phone, phoneE164), eq(users.phoneVerified, true))
    : eq(users.phone, phoneE164);
  const [row] = await db.select({ id: users.id }).from(users).where(holder).limit(1);
  return Boolean(row);
}

export async function findActiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.isActive, true)))
    .limit(1);
  return user;
}

/** A buyer made from a Google or Facebook identity: no phone yet and no password to guess. */
export async function createUserFromSocial(
  db: Db,
  input: { email: string; name: string | undefined; suffix: string; language?: LanguageCode | undefined },
): Promise<UserRow> {
  const [firstName = '', ...rest] = (input.name ?? '').trim().split(/\s+/);
  const base =
    input.email
      .split('@')[0]!
      .replace(/[^a-z0-9._-]/gi, '')
      .slice(0, 30) || 'user';
  const [user] = await db
    .insert(users)
    .values({
      userName: `${base}.${input.suffix}`,
      email: input.email,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      accountTypes: ['buyer'],
      firstName,
      lastName: rest.join(' '),
      language: input.language ?? 'en',
    })
    .returning();
  await enqueueEmail(db, input.email, welcomeEmail({ language: input.language ?? 'en', name: firstName }));
  return user!;
}

/**
 * Sign-up always makes a buyer, whatever the request says (spec 1 section 5). A verification token
 * from the code check is redeemed in the same transaction: a code sent to the phone proves the phone
 * (and takes the number from an account that only claimed it unproven); a code sent by e-mail proves
 * only that e-mail, so it must be the account's e-mail and the phone stays unverified.
 */
export async function register(db: Db, input: RegisterData, meta: RequestMeta) {
  const fields = { userName: input.userName, email: input.email, phone: toE164(input.phone) };
  const checkUnique = async (phoneProven: boolean) => {
    await assertUnique(db, { userName: fields.userName, email: fields.email });
    if (await isPhoneRegistered(db, fields.phone, phoneProven)) throw fieldError(409, 'phone', MESSAGES.phoneTaken);
  };
  await checkUnique(Boolean(input.verificationToken));
  const passwordHash = await hashPassword(input.password);
  return withUniqueRetry(
    () =>
      db.transaction(async (tx) => {
        const proof = input.verificationToken
          ? await consumePhoneVerification(tx, input.verificationToken, fields.phone, 'signup')
          : undefined;
        if (proof && !proof.phoneProven && proof.email !== fields.email) {
          throw fieldError(400, 'email', MESSAGES.codeSentToOtherEmail);
        }
        const phoneVerified = proof?.phoneProven === true;
        if (phoneVerified) {
          await tx
            .update(users)
            .set({ phone: null, updatedAt: new Date() })
            .where(and(eq(users.phone, fields.phone), eq(users.phoneVerified, false)));
        }
        const language = meta.language ?? 'en';
        const [user] = await tx
          .insert(users)
          .values({ ...fields, passwordHash, accountTypes: ['buyer'], phoneVerified, language })
          .returning();
        const session = await createSession(tx, user!.id, false, meta);
        await enqueueEmail(tx, fields.email, welcomeEmail({ language, name: fields.userName }));
        return { user: user!, session };
      }),
    () => checkUnique(false),
  );
}

const noChallenge = async () => false;

/** Who is throttled and where the counts live: enough to check a password. */
type ThrottleMeta = Pick<RequestMeta, 'ip' | 'counters'>;

/**
 * Shared by buyer and staff login: the same reply, status and cost for an unknown account and a
 * wrong password; past a few failures a solved challenge, far past them a refusal (login-throttle.ts).
 */
async function authenticate(
  db: Db,
  identifier: string,
  password: string,
  findUser: () => Promise<UserRow | undefined>,
  invalidMessage: string,
  meta: RequestMeta,
  rememberMe: boolean,
): Promise<{ user: UserRow; session: NewSession }> {
  const account = accountKey(identifier);
  const address = addressKey(meta.ip);
  await admit(meta.counters, [account, address], meta.redeemChallenge ?? noChallenge);
  const user = await findUser();
  const valid = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
  if (!user || !valid) throw new HttpError(401, invalidMessage);
  await clearAttempts(meta.counters, account);
  await forgiveAttempt(meta.counters, address);
  const [updated] = await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id)).returning();
  const session = await createSession(db, user.id, rememberMe, meta);
  return { user: updated!, session };
}

/** Buyers and sellers sign in by e-mail; staff accounts use the staff login. */
export function login(db: Db, input: { email: string; password: string; rememberMe: boolean }, meta: RequestMeta) {
  return authenticate(
    db,
    input.email,
    input.password,
    async () => {
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, input.email), eq(users.isActive, true)))
        .limit(1);
      return user && !isStaff(user.accountTypes) ? user : undefined;
    },
    MESSAGES.invalidCredentials,
    meta,
    input.rememberMe,
  );
}

/** Staff sign in by user name; a staff session is remembered like a remembered buyer session. */
export function staffLogin(db: Db, input: { username: string; password: string }, meta: RequestMeta) {
  return authenticate(
    db,
    `staff:${input.username}`,
    input.password,
    async () => {
      const [user] = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.userName}) = lower(${input.username})`, eq(users.isActive, true)))
        .limit(1);
      return user && isStaff(user.accountTypes) ? user : undefined;
    },
    MESSAGES.invalidStaffCredentials,
    meta,
    true,
  );
}

/** The staff session shape of spec 3 section 3. */
export function toStaffSession(user: UserRow) {
  const permissions = { canViewDashboard: user.canViewDashboard };
  return {
    _id: user.id,
    username: user.userName,
    fullName: toPublicUser(user).fullName,
    email: user.email,
    phone: localDigits(user.phone),
    userType: user.accountTypes.find((type) => (STAFF_TYPES as readonly string[]).includes(type)) ?? 'staff',
    isActive: user.isActive,
    lastLogin: user.lastLoginAt?.toISOString() ?? null,
    permissions,
  };
}

/**
 * The e-mail and phone are how an account is recovered, so changing either takes the current
 * password: a stolen or forgotten-open session alone must not be enough to take the account.
 */
export async function updateProfile(
  db: Db,
  user: UserRow,
  input: ProfileUpdateInput,
  meta: ThrottleMeta,
): Promise<UserRow> {
  const phone = input.phone === undefined ? undefined : toE164(input.phone);
  const unique = {
    ...(input.userName !== undefined && input.userName.toLowerCase() !== user.userName.toLowerCase()
      ? { userName: input.userName }
      : {}),
    ...(input.email !== undefined && input.email !== user.email ? { email: input.email } : {}),
    ...(phone !== undefined && phone !== user.phone ? { phone } : {}),
  };
  if (unique.email || unique.phone) {
    if (!input.currentPassword) throw fieldError(400, 'currentPassword', MESSAGES.currentPasswordRequired);
    await checkPassword(user, input.currentPassword, meta, 'currentPassword');
  }
  await assertUnique(db, unique, user.id);
  return withUniqueRetry(
    async () => {
      const [updated] = await db
        .update(users)
        .set({
          ...(input.userName !== undefined ? { userName: input.userName } : {}),
          ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
          ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
          ...(unique.email ? { email: unique.email } : {}),
          // A new number has not been proven by a code yet.
          ...(unique.phone ? { phone: unique.phone, phoneVerified: false } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning();
      return updated!;
    },
    () => assertUnique(db, unique, user.id),
  );
}

/**
 * A signed-in user confirming the password: only the session's holder can try, so the account is
 * refused outright after a few wrong tries, and the address only far above (a shared address).
 */
export async function checkPassword(
  user: UserRow,
  password: string,
  { ip, counters }: ThrottleMeta,
  field = 'password',
): Promise<void> {
  const address: ThrottleKey = { ...addressKey(ip), challengeAfter: addressKey(ip).refuseAfter };
  await admit(counters, [passwordCheckKey(user.id), address], noChallenge);
  if (!(await verifyPassword(user.passwordHash, password))) throw fieldError(401, field, MESSAGES.incorrectPassword);
  await clearAttempts(counters, passwordCheckKey(user.id));
  await forgiveAttempt(counters, address);
}

/** A new password ends every session; the browser that changed it gets a fresh one. */
export async function changePassword(
  db: Db,
  user: UserRow,
  rememberMe: boolean,
  input: ChangePasswordInput,
  meta: RequestMeta,
): Promise<NewSession> {
  await checkPassword(user, input.currentPassword, meta, 'currentPassword');
  return db.transaction(async (tx) => {
    await setPassword(tx, user.id, input.newPassword);
    return createSession(tx, user.id, rememberMe, meta);
  });
}

/** A new password ends every session of the account (change and reset alike). */
export async function setPassword(db: Db, userId: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await revokeUserSessions(db, userId);
}
