import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import { toE164 } from '@souk/shared/phone';
import type { Db } from '../../db/client.ts';
import { centsToUsd } from '@souk/shared/money';
import { HttpError } from '../../http/envelope.ts';
import { users } from '../auth/auth.tables.ts';
import { categories } from '../catalog/catalog.tables.ts';
import { orderItems, orders, sellerOrders } from '../orders/orders.tables.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';

/**
 * Spec 3 section 7, customer service: finding the person a ticket is about (by the phone they give)
 * and their orders and items, for the ticket forms and the profiles.
 */

const fullName = (user: { firstName: string; lastName: string; userName: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.userName;

/** The buyer with this phone (the 8 digits after +961), as the preview card shows them. */
export async function lookupUser(db: Db, digits: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.phone, toE164(digits)))
    .limit(1);
  if (!user) throw new HttpError(404, MESSAGES.csNoUserFound);
  // The address is the one the buyer last shipped to.
  const [last] = await db
    .select({ address: orders.shippingAddress })
    .from(orders)
    .where(eq(orders.userId, user.id))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  const [seller] = await db
    .select({ businessLocation: sellerProfiles.businessLocation })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, user.id));
  return {
    id: user.id,
    _id: user.id,
    name: fullName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    phoneVerified: user.phoneVerified,
    accountType: user.accountTypes,
    address: last ? `${last.address.streetAddress}, ${last.address.city}` : null,
    location: last?.address.location ?? null,
    businesslocation: seller?.businessLocation ?? null,
  };
}

/** The seller with this phone: their account's or their business's. */
export async function lookupSeller(db: Db, digits: string) {
  const phone = toE164(digits);
  const rows = await db
    .select({ user: users, profile: sellerProfiles })
    .from(sellerProfiles)
    .innerJoin(users, eq(users.id, sellerProfiles.userId))
    .where(or(eq(users.phone, phone), eq(sellerProfiles.businessPhone, phone)))
    .limit(1);
  const [row] = rows;
  if (!row) throw new HttpError(404, MESSAGES.csNoSellerFound);
  return sellerView(db, row.user, row.profile);
}

export async function sellerView(db: Db, user: typeof users.$inferSelect, profile: typeof sellerProfiles.$inferSelect) {
  const ids = [profile.productCategoryId, profile.productSubCategoryId].filter((id): id is string => Boolean(id));
  const named = ids.length
    ? await db
        .select({ id: categories.id, name: categories.nameEn })
        .from(categories)
        .where(inArray(categories.id, ids))
    : [];
  const category = (id: string | null) =>
    id ? { _id: id, name: named.find((row) => row.id === id)?.name ?? '' } : null;
  return {
    id: user.id,
    _id: user.id,
    fullName: profile.fullName,
    name: fullName(user),
    email: user.email,
    phoneNumber: user.phone,
    accountType: user.accountTypes,
    businessName: profile.businessName,
    businessEmail: profile.businessEmail,
    businessPhone: profile.businessPhone,
    communicationMethod: profile.communicationMethod,
    productCategory: category(profile.productCategoryId),
    productSubCategory: category(profile.productSubCategoryId),
    subCategory: category(profile.productSubCategoryId)?.name ?? null,
    businessLocation: profile.businessLocation,
    businessAddress: profile.businessAddress,
    businessDescription: profile.businessDescription,
    status: profile.status,
  };
}

/** `cs/sellers/all`: every shop, for the ticket list's filter and the send-to-seller form. */
export async function allSellers(db: Db) {
  const rows = await db
    .select({
      id: sellerProfiles.userId,
      businessName: sellerProfiles.businessName,
      fullName: sellerProfiles.fullName,
      businessPhone: sellerProfiles.businessPhone,
      status: sellerProfiles.status,
    })
    .from(sellerProfiles)
    .orderBy(sellerProfiles.businessName)
    .limit(2000);
  return rows.map((row) => ({ _id: row.id, ...row }));
}

/** A buyer's orders, newest first, with their items and each item's seller. */
export async function userOrders(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(200);
  if (rows.length === 0) throw new HttpError(404, MESSAGES.csNoOrdersUser);
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((order) => ({
    id: order.id,
    _id: order.id,
    orderNumber: order.orderNumber,
    date: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    total: centsToUsd(order.totalCents),
    currency: 'USD',
    items: items.filter((item) => item.orderId === order.id),
  }));
}

/** The items of orders with their sellers (`product.seller`, `sellerInfo.fullName` as section 3 names them). */
export async function itemsOf(db: Db, orderIds: string[], sellerId?: string) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      item: orderItems,
      sellerId: sellerOrders.sellerId,
      sellerStatus: sellerOrders.status,
      businessName: sellerProfiles.businessName,
      sellerFullName: sellerProfiles.fullName,
    })
    .from(orderItems)
    .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, sellerOrders.sellerId))
    .where(and(inArray(orderItems.orderId, orderIds), sellerId ? eq(sellerOrders.sellerId, sellerId) : undefined))
    .orderBy(orderItems.name);
  return rows.map(({ item, sellerId: seller, sellerStatus, businessName, sellerFullName }) => ({
    _id: item.id,
    id: item.id,
    orderId: item.orderId,
    name: item.name,
    sku: item.sku,
    quantity: item.quantity,
    price: centsToUsd(item.unitPriceCents),
    status: sellerStatus,
    product: {
      _id: item.productId,
      name: item.name,
      seller,
      sellerInfo: { fullName: sellerFullName ?? '' },
      businessName: businessName ?? '',
    },
  }));
}

/** `cs/order/{orderId}/items` (and the seller form's `cs/seller/order/{orderId}/items` for one seller). */
export async function orderItemsFor(db: Db, orderId: string, sellerId?: string) {
  const items = await itemsOf(db, [orderId], sellerId);
  if (items.length === 0) throw new HttpError(404, MESSAGES.csNoItems);
  return items;
}

/** A seller's parts of orders, newest first; none is a 404 for the desk's forms. */
export async function sellerOrdersFor(db: Db, sellerId: string) {
  const parts = await sellerParts(db, sellerId);
  if (parts.length === 0) throw new HttpError(404, MESSAGES.csNoOrdersSeller);
  return parts;
}

/** A seller's parts of orders, newest first (the seller's own issue-request form). */
export async function sellerParts(db: Db, sellerId: string) {
  const rows = await db
    .select({ order: orders, part: sellerOrders })
    .from(sellerOrders)
    .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
    .where(eq(sellerOrders.sellerId, sellerId))
    .orderBy(desc(sellerOrders.createdAt))
    .limit(200);
  return rows.map(({ order, part }) => ({
    id: order.id,
    _id: order.id,
    orderNumber: order.orderNumber,
    date: part.createdAt.toISOString(),
    status: part.status,
    total: centsToUsd(part.subtotalCents),
    currency: 'USD',
  }));
}

/** `cs/orders/{orderId}/details`: the order with its buyer and every item. */
export async function orderDetails(db: Db, orderId: string) {
  const [row] = await db
    .select({ order: orders, user: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) throw new HttpError(404, MESSAGES.orderNotFound);
  const items = await itemsOf(db, [orderId]);
  return {
    id: row.order.id,
    orderNumber: row.order.orderNumber,
    date: row.order.createdAt.toISOString(),
    status: row.order.status,
    paymentMethod: row.order.paymentMethod,
    paymentStatus: row.order.paymentStatus,
    total: centsToUsd(row.order.totalCents),
    currency: 'USD',
    customer: { id: row.user.id, name: fullName(row.user), phone: row.user.phone, email: row.user.email },
    shippingAddress: row.order.shippingAddress,
    items,
  };
}
