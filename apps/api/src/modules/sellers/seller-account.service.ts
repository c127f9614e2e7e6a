import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import { toE164 } from '@souk/shared/phone';
import { SELLER_TYPES } from '@souk/shared/roles';
import type { OnboardingChoiceInput, SellerSignupInput, SellerUpdateInput } from '@souk/shared/schemas/sellers';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError } from '../../http/envelope.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { users } from '../auth/auth.tables.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { categories, products } from '../catalog/catalog.tables.ts';
import { codeEmail } from '../emails/emails.tsx';
import { enqueueEmail, readerLanguage } from '../emails/emails.service.ts';
import { notifySeller } from './seller-notifications.service.ts';
import { findSellerProfile, toSellerDetails, type SellerProfileRow } from './sellers.service.ts';
import { sellerProfiles, sellerUpdateRequests } from './sellers.tables.ts';
import { thenPurge } from '../ssr/storefront-purge.ts';

/** An e-mailed profile-change code is good for this long, once. */
export const UPDATE_TOKEN_MINUTES = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const emptyToNull = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());

/** The sub-category must be a child of the chosen category (both active). */
export async function checkCategories(db: Db, categoryId: string, subCategoryId: string) {
  const [sub] = await db
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(and(eq(categories.id, subCategoryId), eq(categories.isActive, true)));
  if (!sub) throw fieldError(400, 'productSubCategory', MESSAGES.productSubCategoryRequired);
  if (sub.parentId !== categoryId) throw fieldError(400, 'productSubCategory', MESSAGES.subCategoryNotInCategory);
}

/** A seller type for a data-entry choice: self_managed, or any `{product}_managed`. */
const sellerTypeFor = (choice: string) => (choice === 'self_managed' ? 'seller_self_managed' : 'seller_managed');
const withSellerType = (types: string[], sellerType: string) => [
  ...types.filter((type) => !(SELLER_TYPES as readonly string[]).includes(type)),
  sellerType,
];

/**
 * Spec 2 section 3: a signed-in account opens a shop. The profile starts pending (an admin
 * approves it) and the account becomes a managed seller at once, staying a buyer; the choice saved
 * next may make it self-managed. One transaction: no profile without its role, or the reverse.
 */
export async function signUpSeller(db: Db, userId: string, input: SellerSignupInput & { businessLocation: string }) {
  await checkCategories(db, input.productCategory, input.productSubCategory);
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new HttpError(404, MESSAGES.sellerNotFound);
    if (await findSellerProfile(tx, userId)) throw new HttpError(409, MESSAGES.alreadySeller);
    const [profile] = await tx
      .insert(sellerProfiles)
      .values({
        userId,
        fullName: input.fullName.trim(),
        businessName: input.businessName.trim(),
        businessEmail: emptyToNull(input.businessEmail) ?? user.email,
        businessPhone: input.businessPhone ? toE164(input.businessPhone) : user.phone,
        businessDescription: input.businessDescription.trim(),
        communicationMethod: input.communicationMethod,
        dataEntryChoice: 'product_managed',
        productCategoryId: input.productCategory,
        productSubCategoryId: input.productSubCategory,
        businessLocation: input.businessLocation,
        businessAddress: emptyToNull(input.businessAddress),
        status: 'pending',
      })
      .returning();
    // An account opened with only a user name takes the person's name the application gives, so
    // greetings say "Hello, Rania", not "Hello, shopb23902" (issue 38); a name already set stays.
    const [firstName = '', ...lastNames] = input.fullName.trim().split(/\s+/);
    const unnamed = !user.firstName && !user.lastName;
    await tx
      .update(users)
      .set({
        accountTypes: withSellerType(user.accountTypes, 'seller_managed'),
        ...(unnamed ? { firstName, lastName: lastNames.join(' ') } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return profile!;
  });
}

/**
 * Spec 2 section 3, choices payload: sets the seller type from the data-entry choice. It is the last
 * step of onboarding, saved once (the preferred communication is set by it alone) while the shop
 * waits for review; after that only staff change a seller's type.
 */
export async function saveOnboardingChoice(db: Db, userId: string, input: Required<OnboardingChoiceInput>) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    const profile = await findSellerProfile(tx, userId);
    if (!user || !profile) throw new HttpError(409, MESSAGES.onboardingFirst);
    if (profile.status !== 'pending' || profile.preferredCommunication !== null)
      throw new HttpError(409, MESSAGES.sellerTypeByStaff);
    const userRoles = withSellerType(user.accountTypes, sellerTypeFor(input.dataEntryChoice));
    await tx.update(users).set({ accountTypes: userRoles, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .update(sellerProfiles)
      .set({
        dataEntryChoice: input.dataEntryChoice,
        preferredCommunication: input.preferredCommunication,
        updatedAt: new Date(),
      })
      .where(eq(sellerProfiles.userId, userId));
    return { userRoles };
  });
}

/** The seller's own profile with its review state, plan and category names. */
export async function sellerProfileView(db: Db, profile: SellerProfileRow) {
  const ids = [profile.productCategoryId, profile.productSubCategoryId].filter((id): id is string => id !== null);
  const names = ids.length
    ? await db
        .select({ id: categories.id, name: categories.nameEn, nameAr: categories.nameAr })
        .from(categories)
        .where(sql`${categories.id} in ${ids}`)
    : [];
  const named = (id: string | null) => {
    const row = names.find((candidate) => candidate.id === id);
    return row ? { _id: row.id, name: row.name, nameAr: row.nameAr } : null;
  };
  return {
    ...toSellerDetails(profile),
    preferredCommunication: profile.preferredCommunication,
    productCategory: named(profile.productCategoryId),
    productSubCategory: named(profile.productSubCategoryId),
    plan: profile.plan,
    statusChangedAt: profile.statusChangedAt?.toISOString() ?? null,
    createdAt: profile.createdAt.toISOString(),
  };
}

export async function requireSellerProfile(db: Db, userId: string) {
  const profile = await findSellerProfile(db, userId);
  if (!profile) throw new HttpError(404, MESSAGES.sellerDetailsNotFound);
  return profile;
}

/**
 * Step one of a profile change: a single-use code, e-mailed through the outbox to the shop's
 * e-mail (or the account's). Only its hash is kept.
 */
export async function requestProfileUpdate(db: Db, userId: string, accountEmail: string | null) {
  const profile = await requireSellerProfile(db, userId);
  const to = profile.businessEmail ?? accountEmail;
  if (!to) throw new HttpError(409, MESSAGES.updateTokenInvalid);
  const token = randomBytes(24).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(sellerUpdateRequests).values({
      sellerId: userId,
      tokenHash: hashToken(token),
      tokenExpiresAt: new Date(Date.now() + UPDATE_TOKEN_MINUTES * 60_000),
    });
    const language = await readerLanguage(tx, userId);
    await enqueueEmail(
      tx,
      to,
      codeEmail({
        language,
        purpose: 'profile_update',
        code: token,
        minutes: UPDATE_TOKEN_MINUTES,
        shop: profile.businessName,
      }),
    );
  });
}

/** Step two: the changes, sent with the e-mailed code, wait for an admin. */
export async function submitProfileUpdate(db: Db, userId: string, token: string, changes: SellerUpdateInput) {
  const merged = await requireSellerProfile(db, userId);
  const categoryId = changes.productCategory ?? merged.productCategoryId;
  const subCategoryId = changes.productSubCategory ?? merged.productSubCategoryId;
  if ((changes.productCategory || changes.productSubCategory) && categoryId && subCategoryId)
    await checkCategories(db, categoryId, subCategoryId);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(sellerUpdateRequests)
      .set({ tokenUsedAt: new Date(), changes: changes as Record<string, unknown>, status: 'pending' })
      .where(
        and(
          eq(sellerUpdateRequests.tokenHash, hashToken(token)),
          eq(sellerUpdateRequests.sellerId, userId),
          eq(sellerUpdateRequests.status, 'token_sent'),
          sql`${sellerUpdateRequests.tokenUsedAt} is null`,
          sql`${sellerUpdateRequests.tokenExpiresAt} > now()`,
        ),
      )
      .returning();
    if (!used) throw new HttpError(401, MESSAGES.updateTokenInvalid);
    return toUpdateRequestView(used);
  });
}

type UpdateRequestRow = typeof sellerUpdateRequests.$inferSelect;
function toUpdateRequestView(row: UpdateRequestRow) {
  return {
    _id: row.id,
    sellerId: row.sellerId,
    status: row.status,
    changes: row.changes ?? {},
    decisionNote: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The seller's own requests with a form sent (codes never used are not requests). */
export async function myUpdateRequests(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(sellerUpdateRequests)
    .where(and(eq(sellerUpdateRequests.sellerId, userId), sql`${sellerUpdateRequests.status} <> 'token_sent'`))
    .orderBy(desc(sellerUpdateRequests.createdAt))
    .limit(50);
  return rows.map(toUpdateRequestView);
}

export async function listUpdateRequests(db: Db, status: string) {
  const rows = await db
    .select({ request: sellerUpdateRequests, businessName: sellerProfiles.businessName })
    .from(sellerUpdateRequests)
    .innerJoin(sellerProfiles, eq(sellerProfiles.userId, sellerUpdateRequests.sellerId))
    .where(eq(sellerUpdateRequests.status, status))
    .orderBy(asc(sellerUpdateRequests.createdAt))
    .limit(100);
  return rows.map((row) => ({ ...toUpdateRequestView(row.request), businessName: row.businessName }));
}

/** The profile columns a change request may set. */
function profileChanges(changes: SellerUpdateInput): Partial<typeof sellerProfiles.$inferInsert> {
  const set: Partial<typeof sellerProfiles.$inferInsert> = {};
  if (changes.businessName !== undefined) set.businessName = changes.businessName.trim();
  if (changes.businessEmail !== undefined) set.businessEmail = emptyToNull(changes.businessEmail);
  if (changes.businessPhone !== undefined)
    set.businessPhone = changes.businessPhone ? toE164(changes.businessPhone) : null;
  if (changes.businessDescription !== undefined) set.businessDescription = changes.businessDescription.trim();
  if (changes.businessDescriptionAr !== undefined) set.businessDescriptionAr = changes.businessDescriptionAr.trim();
  if (changes.communicationMethod !== undefined) set.communicationMethod = changes.communicationMethod;
  if (changes.productCategory !== undefined) set.productCategoryId = changes.productCategory;
  if (changes.productSubCategory !== undefined) set.productSubCategoryId = changes.productSubCategory;
  if (changes.businessLocation !== undefined) set.businessLocation = changes.businessLocation;
  if (changes.businessAddress !== undefined) set.businessAddress = emptyToNull(changes.businessAddress);
  return set;
}

/** An admin approves (the change applies, in the same transaction) or declines a seller's request. */
export async function decideUpdateRequest(
  db: Db,
  input: { id: string; adminId: string; decision: 'approve' | 'decline'; note?: string },
) {
  const work = db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(sellerUpdateRequests)
      .where(eq(sellerUpdateRequests.id, input.id))
      .for('update');
    if (!request || request.status === 'token_sent') throw new HttpError(404, MESSAGES.updateRequestNotFound);
    if (request.status !== 'pending') throw new HttpError(409, MESSAGES.updateRequestDecided);
    const approved = input.decision === 'approve';
    const [decided] = await tx
      .update(sellerUpdateRequests)
      .set({
        status: approved ? 'approved' : 'declined',
        decidedBy: input.adminId,
        decidedAt: new Date(),
        decisionNote: input.note ?? null,
      })
      .where(eq(sellerUpdateRequests.id, request.id))
      .returning();
    const profile = (await findSellerProfile(tx, request.sellerId))!;
    await recordAudit(tx, {
      actorId: input.adminId,
      action: approved ? 'approve' : 'decline',
      entity: 'seller_update_request',
      entityId: request.id,
      before: { sellerId: request.sellerId, status: request.status },
      after: { status: decided!.status, changes: request.changes, ...(input.note ? { note: input.note } : {}) },
    });
    if (approved) {
      await tx
        .update(sellerProfiles)
        .set({ ...profileChanges((request.changes ?? {}) as SellerUpdateInput), updatedAt: new Date() })
        .where(eq(sellerProfiles.userId, request.sellerId));
    }
    await notifySeller(tx, {
      sellerId: request.sellerId,
      kind: approved ? 'profile_update_approved' : 'profile_update_declined',
      params: input.note ? { reason: input.note } : {},
      emailTo: profile.businessEmail,
    });
    return toUpdateRequestView(decided!);
  });
  // An approved change may rename the shop: its page (and its address: the database gives it a new
  // slug, the old one redirects), and "Sold by" on each of its products' pages. Rare, so every page.
  return thenPurge(work, (view) => (view.status === 'approved' ? 'everything' : undefined));
}

/**
 * Approve or suspend a shop. In one transaction its products follow (listed only while active),
 * a suspended shop's sessions end (its next login meets the suspended page and every seller route
 * refuses it, http/access.ts), and the seller is told, by notification and e-mail.
 */
export async function setSellerStatus(db: Db, actorId: string, sellerId: string, status: 'active' | 'suspended') {
  const changed = db.transaction(async (tx) => {
    const [profile] = await tx.select().from(sellerProfiles).where(eq(sellerProfiles.userId, sellerId)).for('update');
    if (!profile) throw new HttpError(404, MESSAGES.sellerNotFound);
    if (profile.status === status) return profile;
    const [updated] = await tx
      .update(sellerProfiles)
      .set({ status, statusChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(sellerProfiles.userId, sellerId))
      .returning();
    await tx
      .update(products)
      .set({ sellerActive: status === 'active' })
      .where(eq(products.sellerId, sellerId));
    if (status === 'suspended') await revokeUserSessions(tx, sellerId);
    await recordAudit(tx, {
      actorId,
      action: status === 'active' ? 'approve' : 'suspend',
      entity: 'seller',
      entityId: sellerId,
      before: { status: profile.status },
      after: { status },
    });
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, sellerId));
    await notifySeller(tx, {
      sellerId,
      kind: status === 'active' ? 'shop_approved' : 'shop_suspended',
      params: { businessName: profile.businessName },
      emailTo: profile.businessEmail ?? user?.email ?? null,
    });
    return updated!;
  });
  // All of the shop's products leave the storefront, or come back to it.
  return thenPurge(changed, 'everything');
}

export async function setSellerPlan(db: Db, actorId: string, sellerId: string, plan: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ plan: sellerProfiles.plan })
      .from(sellerProfiles)
      .where(eq(sellerProfiles.userId, sellerId))
      .for('update');
    if (!before) throw new HttpError(404, MESSAGES.sellerNotFound);
    const [updated] = await tx
      .update(sellerProfiles)
      .set({ plan, updatedAt: new Date() })
      .where(eq(sellerProfiles.userId, sellerId))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: 'change_plan',
      entity: 'seller',
      entityId: sellerId,
      before,
      after: { plan },
    });
    return updated!;
  });
}

/** Staff set who lists a shop's products once onboarding is over; the seller's type follows, audited. */
export async function setSellerManagement(db: Db, actorId: string, sellerId: string, dataEntryChoice: string) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, sellerId)).for('update');
    const [before] = await tx.select().from(sellerProfiles).where(eq(sellerProfiles.userId, sellerId)).for('update');
    if (!user || !before) throw new HttpError(404, MESSAGES.sellerNotFound);
    const accountTypes = withSellerType(user.accountTypes, sellerTypeFor(dataEntryChoice));
    await tx.update(users).set({ accountTypes, updatedAt: new Date() }).where(eq(users.id, sellerId));
    const [updated] = await tx
      .update(sellerProfiles)
      .set({ dataEntryChoice, updatedAt: new Date() })
      .where(eq(sellerProfiles.userId, sellerId))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: 'change_management',
      entity: 'seller',
      entityId: sellerId,
      before: { dataEntryChoice: before.dataEntryChoice, accountTypes: user.accountTypes },
      after: { dataEntryChoice, accountTypes },
    });
    return updated!;
  });
}

/** Shops for the admins, newest first, with how many products each has. */
export async function listSellers(db: Db, query: { status?: string; page: number; limit: number }) {
  const where = query.status ? eq(sellerProfiles.status, query.status) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        profile: sellerProfiles,
        email: users.email,
        productCount: sql<number>`(select count(*)::int from ${products} p where p.seller_id = ${sellerProfiles.userId} and p.status <> 'archived')`,
      })
      .from(sellerProfiles)
      .innerJoin(users, eq(users.id, sellerProfiles.userId))
      .where(where)
      .orderBy(desc(sellerProfiles.createdAt))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(sellerProfiles).where(where),
  ]);
  return {
    sellers: rows.map((row) => ({
      ...toSellerDetails(row.profile),
      plan: row.profile.plan,
      email: row.email,
      productCount: row.productCount,
      createdAt: row.profile.createdAt.toISOString(),
    })),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}
