import { and, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { MESSAGES } from '@souk/shared/messages';
import { centsToUsd } from '@souk/shared/money';
import { toE164 } from '@souk/shared/phone';
import { isSeller, isStaff } from '@souk/shared/roles';
import type { OrderStage, buyerProfileEditSchema, sellerProfileEditSchema } from '@souk/shared/schemas/cs';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError } from '../../http/envelope.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { users } from '../auth/auth.tables.ts';
import { orders, sellerOrders } from '../orders/orders.tables.ts';
import { refunds } from '../payments/payments.tables.ts';
import { checkCategories } from '../sellers/seller-account.service.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { returnWindowDays } from '../settings/settings.service.ts';
import { returnRequests } from './cs.tables.ts';
import { lookupSeller, lookupUser, sellerView } from './cs-lookup.service.ts';
import { accountUpdatedEmail, shopUpdatedEmail } from '../emails/messages.ts';
import { enqueueEmail, readerLanguage } from '../emails/emails.service.ts';

/**
 * Profile management (spec 3 section 7): the desk edits a buyer's name and phone, or a seller's
 * business details, at once (not as the seller's own change requests), audited, and the person is
 * told by e-mail. A phone changed by staff is unverified until a code confirms it.
 * The buyer routes reach buyers only and the seller routes sellers only: staff accounts are run
 * from administration, and the desk must not rename an admin.
 */

const isPlainBuyer = (types: readonly string[]) => !isSeller(types) && !isStaff(types);
const isPlainSeller = (types: readonly string[]) => isSeller(types) && !isStaff(types);

/** `buyer-profile-management/search-by-phone`: the buyer with this phone; a seller or staff account is no buyer here. */
export async function lookupBuyer(db: Db, digits: string) {
  const user = await lookupUser(db, digits);
  if (!isPlainBuyer(user.accountType)) throw new HttpError(404, MESSAGES.csNoUserFound);
  return user;
}

/** `seller-profile-management/search-by-phone`: the seller with this phone, never a staff account. */
export async function lookupSellerAccount(db: Db, digits: string) {
  const seller = await lookupSeller(db, digits);
  if (!isPlainSeller(seller.accountType)) throw new HttpError(404, MESSAGES.csNoSellerFound);
  return seller;
}

async function requireBuyer(db: Db, userId: string) {
  const [user] = await db.select({ accountTypes: users.accountTypes }).from(users).where(eq(users.id, userId));
  if (!user || !isPlainBuyer(user.accountTypes)) throw new HttpError(404, MESSAGES.csNoUserFound);
}

export async function updateBuyerProfile(
  db: Db,
  actorId: string,
  userId: string,
  input: z.output<typeof buyerProfileEditSchema>,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before || !isPlainBuyer(before.accountTypes)) throw new HttpError(404, MESSAGES.csNoUserFound);
    const phone = toE164(input.phone);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), ne(users.id, userId)));
    if (taken) throw fieldError(409, 'phone', MESSAGES.phoneTaken);
    const [firstName = '', ...rest] = input.name.split(/\s+/);
    const phoneChanged = phone !== before.phone;
    const [after] = await tx
      .update(users)
      .set({
        firstName,
        lastName: rest.join(' '),
        phone,
        ...(phoneChanged ? { phoneVerified: false } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: 'update',
      entity: 'buyer',
      entityId: userId,
      before: { firstName: before.firstName, lastName: before.lastName, phone: before.phone },
      after: { firstName: after!.firstName, lastName: after!.lastName, phone: after!.phone },
    });
    if (after!.email) {
      const language = await readerLanguage(tx, userId);
      await enqueueEmail(tx, after!.email, accountUpdatedEmail(language, { name: input.name, phone, phoneChanged }));
    }
    return lookupUser(tx, input.phone);
  });
}

export async function updateSellerProfile(
  db: Db,
  actorId: string,
  sellerId: string,
  input: z.output<typeof sellerProfileEditSchema>,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(sellerProfiles).where(eq(sellerProfiles.userId, sellerId)).for('update');
    const [account] = await tx.select().from(users).where(eq(users.id, sellerId));
    if (!before || !account || !isPlainSeller(account.accountTypes)) throw new HttpError(404, MESSAGES.csNoSellerFound);
    await checkCategories(tx, input.productCategory, input.productSubCategory);
    const [after] = await tx
      .update(sellerProfiles)
      .set({
        communicationMethod: input.communicationMethod,
        productCategoryId: input.productCategory,
        productSubCategoryId: input.productSubCategory,
        businessLocation: input.businessLocation,
        businessAddress: input.businessAddress,
        businessDescription: input.businessDescription,
        updatedAt: new Date(),
      })
      .where(eq(sellerProfiles.userId, sellerId))
      .returning();
    await recordAudit(tx, { actorId, action: 'update', entity: 'seller', entityId: sellerId, before, after });
    const to = after!.businessEmail ?? account.email;
    if (to) {
      const language = await readerLanguage(tx, sellerId);
      await enqueueEmail(
        tx,
        to,
        shopUpdatedEmail(language, {
          shop: after!.businessName,
          location: input.businessLocation,
          address: input.businessAddress,
        }),
      );
    }
    return sellerView(tx, account, after!);
  });
}

/** `dashboard/buyer-profile-management/user-orders/{userId}`: the buyer's orders with their stage, read from what each went through. */
export async function buyerProfileOrders(db: Db, userId: string) {
  await requireBuyer(db, userId);
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(200);
  const windowDays = await returnWindowDays(db);
  const ids = rows.map((row) => row.id);
  const [parts, requests, given] = ids.length
    ? await Promise.all([
        db
          .select({ orderId: sellerOrders.orderId, deliveredAt: sellerOrders.deliveredAt })
          .from(sellerOrders)
          .where(and(inArray(sellerOrders.orderId, ids), isNotNull(sellerOrders.deliveredAt))),
        db
          .select({
            orderId: returnRequests.orderId,
            status: returnRequests.status,
            returnType: returnRequests.returnType,
          })
          .from(returnRequests)
          .where(inArray(returnRequests.orderId, ids)),
        // Item refunds only: what a cancelled order gave back is its cancellation, not a refund stage.
        db
          .select({ orderId: refunds.orderId, status: refunds.status })
          .from(refunds)
          .where(and(inArray(refunds.orderId, ids), isNotNull(refunds.orderItemId), ne(refunds.status, 'failed'))),
      ])
    : [[], [], []];
  const stageOf = (order: (typeof rows)[number]): OrderStage => {
    const refundsOfOrder = given.filter((row) => row.orderId === order.id);
    if (refundsOfOrder.length)
      return refundsOfOrder.some((row) => row.status === 'pending') ? 'refund_picked_up' : 'refund_completed';
    const request = requests.find((row) => row.orderId === order.id);
    if (request?.status === 'pending') return 'refund_requested';
    if (request?.status === 'accepted') return request.returnType === 'refund' ? 'refund_approved' : 'returned';
    if (order.status === 'cancelled') return order.paymentStatus === 'failed' ? 'failed_delivery' : 'cancelled';
    if (order.status === 'shipped') return 'in_transit';
    if (order.status === 'delivered') {
      const last = Math.max(
        ...parts.filter((part) => part.orderId === order.id).map((part) => part.deliveredAt!.getTime()),
      );
      return Date.now() - last > windowDays * 86_400_000 ? 'closed' : 'delivery_paid';
    }
    return 'pending_dispatch';
  };
  return rows.map((order) => ({
    id: order.id,
    orderNumber: order.orderNumber,
    date: order.createdAt.toISOString(),
    status: order.status,
    stage: stageOf(order),
    total: centsToUsd(order.totalCents),
    currency: 'USD',
  }));
}
