import { randomBytes } from 'node:crypto';
import { and, arrayOverlaps, asc, eq, ilike, ne, not, or, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import { localDigits, toE164 } from '@souk/shared/phone';
import { STAFF_TYPES, isAdmin } from '@souk/shared/roles';
import type { StaffCreateInput, StaffPatch } from '@souk/shared/schemas/accounts';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError } from '../../http/envelope.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { toStaffSession } from './auth.service.ts';
import { users } from './auth.tables.ts';
import { hashPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';

/**
 * Issue 14: admins run staff accounts and buyers. Only a super admin creates or changes admins, the
 * last active super admin stays, and the sessions of an account deactivated, suspended or losing its
 * dashboard permission end at once.
 */

type UserRow = typeof users.$inferSelect;

/** A password shown once: 16 characters with a lower, an upper case letter and a digit (spec 1's rule). */
function newPassword() {
  const body = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
  return `Sk${body}7`;
}

/** What an account's audit entry keeps: never the password hash. */
const auditable = ({ passwordHash: _hash, ...row }: UserRow) => row;

export async function listStaff(db: Db) {
  const rows = await db
    .select()
    .from(users)
    .where(arrayOverlaps(users.accountTypes, [...STAFF_TYPES]))
    .orderBy(asc(users.userName));
  return rows.map(toStaffSession);
}

/** A change that touches an admin (or makes one) is the super admins' only. */
function guardAdmins(actorTypes: readonly string[], types: readonly string[]) {
  if (isAdmin(types) && !actorTypes.includes('super_admin')) throw new HttpError(403, MESSAGES.staffAdminsBySuperAdmin);
}

const UNIQUE_VIOLATION = '23505';
async function uniqueAccount<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const candidate = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
    const pg = candidate.code ? candidate : candidate.cause;
    if (pg?.code === UNIQUE_VIOLATION) {
      if (pg.constraint?.includes('email')) throw fieldError(409, 'email', MESSAGES.emailTaken);
      if (pg.constraint?.includes('phone')) throw fieldError(409, 'phone', MESSAGES.phoneTaken);
      throw fieldError(409, 'userName', MESSAGES.userNameTaken);
    }
    throw error;
  }
}

export async function createStaff(db: Db, actor: { id: string; types: readonly string[] }, input: StaffCreateInput) {
  guardAdmins(actor.types, [input.userType]);
  const password = newPassword();
  const passwordHash = await hashPassword(password);
  const [firstName = '', ...rest] = input.fullName.split(/\s+/);
  const user = await uniqueAccount(() =>
    db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.userName}) = lower(${input.userName})`);
      if (taken) throw fieldError(409, 'userName', MESSAGES.userNameTaken);
      const [row] = await tx
        .insert(users)
        .values({
          userName: input.userName,
          email: input.email,
          phone: input.phone ? toE164(input.phone) : null,
          passwordHash,
          accountTypes: [input.userType],
          firstName,
          lastName: rest.join(' '),
          canViewDashboard: input.canViewDashboard,
        })
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'create',
        entity: 'staff',
        entityId: row!.id,
        after: auditable(row!),
      });
      return row!;
    }),
  );
  return { staff: toStaffSession(user), password };
}

async function lockStaff(db: Db, id: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), arrayOverlaps(users.accountTypes, [...STAFF_TYPES])))
    .for('update');
  if (!user) throw new HttpError(404, MESSAGES.staffNotFound);
  return user;
}

/** The last active super admin may not be deactivated or lose the role (nobody could then appoint admins). */
async function guardLastSuperAdmin(db: Db, user: UserRow, patch: StaffPatch) {
  if (!user.accountTypes.includes('super_admin')) return;
  const demoted =
    patch.isActive === false ||
    (patch.userType !== undefined && patch.userType !== 'super_admin') ||
    patch.canViewDashboard === false;
  if (!demoted) return;
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(arrayOverlaps(users.accountTypes, ['super_admin']), eq(users.isActive, true), ne(users.id, user.id)))
    .limit(1);
  if (!other) throw new HttpError(409, MESSAGES.lastSuperAdmin);
}

export async function updateStaff(
  db: Db,
  actor: { id: string; types: readonly string[] },
  id: string,
  patch: StaffPatch,
) {
  return db.transaction(async (tx) => {
    const before = await lockStaff(tx, id);
    if (patch.isActive === false && id === actor.id) throw new HttpError(409, MESSAGES.notYourself);
    guardAdmins(actor.types, [...before.accountTypes, ...(patch.userType ? [patch.userType] : [])]);
    await guardLastSuperAdmin(tx, before, patch);
    const [firstName, ...rest] = patch.fullName?.split(/\s+/) ?? [];
    const [after] = await tx
      .update(users)
      .set({
        ...(patch.fullName !== undefined ? { firstName: firstName ?? '', lastName: rest.join(' ') } : {}),
        ...(patch.userType !== undefined
          ? {
              accountTypes: [
                ...before.accountTypes.filter((type) => !(STAFF_TYPES as readonly string[]).includes(type)),
                patch.userType,
              ],
            }
          : {}),
        ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
        ...(patch.canViewDashboard !== undefined ? { canViewDashboard: patch.canViewDashboard } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    // The API refuses staff routes without the permission anyway (http/access.ts); ending the
    // sessions sends the browser back to the login at once instead of to a dashboard that fails.
    if (patch.isActive === false || (patch.canViewDashboard === false && before.canViewDashboard))
      await revokeUserSessions(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: patch.isActive === false && before.isActive ? 'deactivate' : 'update',
      entity: 'staff',
      entityId: id,
      before: auditable(before),
      after: auditable(after!),
    });
    return toStaffSession(after!);
  });
}

/** A new password, shown once to the admin; the account's sessions end. */
export async function resetStaffPassword(db: Db, actor: { id: string; types: readonly string[] }, id: string) {
  const password = newPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const user = await lockStaff(tx, id);
    guardAdmins(actor.types, user.accountTypes);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    await revokeUserSessions(tx, id);
    await recordAudit(tx, { actorId: actor.id, action: 'reset_password', entity: 'staff', entityId: id });
  });
  return { password };
}

const buyerView = (user: UserRow) => ({
  _id: user.id,
  userName: user.userName,
  fullName: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email,
  phone: localDigits(user.phone),
  accountType: user.accountTypes,
  isActive: user.isActive,
  createdAt: user.createdAt.toISOString(),
  lastLogin: user.lastLoginAt?.toISOString() ?? null,
});

/** Buyers (not staff) by a part of their e-mail or phone; at most 20. */
export async function findBuyers(db: Db, q: string) {
  const digits = q.replace(/\D/g, '');
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        not(arrayOverlaps(users.accountTypes, [...STAFF_TYPES])),
        or(
          ilike(users.email, `%${q.replace(/[\\%_]/g, '\\$&')}%`),
          digits.length >= 3 ? sql`${users.phone} like ${`%${digits}%`}` : undefined,
        ),
      ),
    )
    .orderBy(asc(users.email))
    .limit(20);
  return rows.map(buyerView);
}

/** Suspending ends every session at once; a suspended account cannot log in until reactivated. */
export async function setBuyerActive(db: Db, actorId: string, id: string, isActive: boolean) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (
      !before ||
      isAdmin(before.accountTypes) ||
      before.accountTypes.some((type) => (STAFF_TYPES as readonly string[]).includes(type))
    )
      throw new HttpError(404, MESSAGES.buyerNotFound);
    const [after] = await tx.update(users).set({ isActive, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    if (!isActive) await revokeUserSessions(tx, id);
    await recordAudit(tx, {
      actorId,
      action: isActive ? 'reactivate' : 'suspend',
      entity: 'buyer',
      entityId: id,
      before: { isActive: before.isActive },
      after: { isActive },
    });
    return buyerView(after!);
  });
}
