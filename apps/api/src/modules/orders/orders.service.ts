import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { LanguageCode } from '@souk/shared/languages';
import { MESSAGES } from '@souk/shared/messages';
import { centsToUsd, formatPrice } from '@souk/shared/money';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { returnStock } from '../catalog/catalog.service.ts';
import { colors, products } from '../catalog/catalog.tables.ts';
import { releaseCoupon } from '../coupons/coupons.service.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { notify } from '../notifications/notifications.service.ts';
import { notifySeller } from '../sellers/seller-notifications.service.ts';
import { refunds } from '../payments/payments.tables.ts';
import { refundRestOfOrder } from '../payments/refund-ledger.ts';
import type { InvoiceSellerPart } from './invoice.ts';
import { orderItems, orders, sellerOrders } from './orders.tables.ts';
import { thenPurge } from '../ssr/storefront-purge.ts';

export type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** Statuses in which the buyer may still cancel: nothing has left the seller yet. */
export const CANCELLABLE = ['pending', 'awaiting_confirmation', 'confirmed', 'processing'];

/**
 * An order line as buyers and sellers see it, at the price fixed when it was ordered. With the
 * product's Arabic name (`nameAr`), the line carries both, for a reader of either language; the
 * colour's Arabic name (`colorAr`, from the colours table by the English name the line keeps) is
 * null where there is none.
 */
export function orderItemView(item: ItemRow & { nameAr?: string | null; colorAr?: string | null }) {
  return {
    _id: item.id,
    name: item.name,
    ...(item.nameAr !== undefined
      ? { translations: { en: { name: item.name }, ar: { name: item.nameAr || item.name } } }
      : {}),
    quantity: item.quantity,
    sku: item.sku,
    color: item.color,
    colorAr: item.colorAr || null,
    size: item.size,
    price: centsToUsd(item.unitPriceCents),
    lineTotal: centsToUsd(item.unitPriceCents * item.quantity),
    /** Taken out of the order by customer service before its parcel left (and refunded). */
    cancelled: item.cancelledAt !== null,
    product: { _id: item.productId, name: item.name },
    variantId: item.variantId,
  };
}

/** Each seller's parcel of some orders, with the seller's business name and its own status. */
export async function orderParcels(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      _id: sellerOrders.id,
      orderId: sellerOrders.orderId,
      seller: sql<string>`coalesce(${sellerProfiles.businessName}, 'Souk seller')`,
      /** The shop page's address (`/shops/<slug>`, issue 40): "Sold by" links to it. */
      sellerSlug: sellerProfiles.slug,
      status: sellerOrders.status,
      deliveredAt: sellerOrders.deliveredAt,
    })
    .from(sellerOrders)
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, sellerOrders.sellerId))
    .where(inArray(sellerOrders.orderId, orderIds))
    .orderBy(sellerOrders.createdAt, sellerOrders.id);
}
export type Parcel = Awaited<ReturnType<typeof orderParcels>>[number];

/** The buyer's view; with `parcels`, each line says which seller's parcel it travels in. */
type ItemRefund = { amount: number; status: string } | null;

export function orderView(
  order: OrderRow,
  items: (ItemRow & { nameAr?: string | null; colorAr?: string | null; refund?: ItemRefund })[],
  parcels: Parcel[] = [],
) {
  return {
    _id: order.id,
    id: order.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    date: order.createdAt.toISOString(),
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    currency: 'USD',
    subtotal: centsToUsd(order.subtotalCents),
    discountAmount: centsToUsd(order.discountCents),
    shippingFee: centsToUsd(order.shippingCents),
    /** Cash on delivery's fee, on its own line (issue 41); 0 for none. */
    cashOnDeliveryFee: centsToUsd(order.codFeeCents),
    vatAmount: centsToUsd(order.vatCents),
    vatRate: order.vatRate,
    total: centsToUsd(order.totalCents),
    totalLbp: Math.round((order.totalCents * order.lbpPerUsd) / 100),
    lbpPerUsd: order.lbpPerUsd,
    couponCode: order.couponCode,
    shippingAddress: order.shippingAddress,
    cancellable: CANCELLABLE.includes(order.status),
    items: items.map((item) => ({
      ...orderItemView(item),
      parcelId: item.sellerOrderId,
      ...(item.refund !== undefined ? { refund: item.refund } : {}),
    })),
    parcels: parcels.map(({ _id, seller, sellerSlug, status, deliveredAt }) => ({
      _id,
      seller,
      sellerSlug,
      status,
      deliveredAt: deliveredAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Whether the buyer received the product: a part of one of its orders holding it (a line not
 * cancelled) was delivered. Product reviews are accepted only then (issue 40). A later return
 * does not undo it: the buyer did hold the product.
 */
export async function receivedProduct(db: Db, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.productId, productId),
        isNull(orderItems.cancelledAt),
        isNotNull(sellerOrders.deliveredAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * One seller's part of an order, with the order's buyer and number and the seller's business name,
 * or undefined: what a shop rating checks and tells (issue 40).
 */
export async function orderPart(db: Db, partId: string) {
  const [part] = await db
    .select({
      id: sellerOrders.id,
      orderId: sellerOrders.orderId,
      sellerId: sellerOrders.sellerId,
      status: sellerOrders.status,
      deliveredAt: sellerOrders.deliveredAt,
      buyerId: orders.userId,
      orderNumber: orders.orderNumber,
      seller: sql<string>`coalesce(${sellerProfiles.businessName}, 'Souk seller')`,
    })
    .from(sellerOrders)
    .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, sellerOrders.sellerId))
    .where(eq(sellerOrders.id, partId));
  return part;
}

export async function orderHistory(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(100);
  return historyViews(db, rows);
}

/** Orders as the history shows them: their lines with what was given back of each, and their parcels. */
export async function historyViews(db: Db, rows: OrderRow[]) {
  const ids = rows.map((row) => row.id);
  const [items, parcels] = await Promise.all([ids.length ? itemsInBothLanguages(db, ids) : [], orderParcels(db, ids)]);
  // What was given back for each item (returns, desk refunds, cancelled items): added up, pending while any is.
  const given = ids.length
    ? await db
        .select()
        .from(refunds)
        .where(and(inArray(refunds.orderId, ids), isNotNull(refunds.orderItemId), ne(refunds.status, 'failed')))
    : [];
  const refundOf = (itemId: string): ItemRefund => {
    const rows = given.filter((row) => row.orderItemId === itemId);
    if (rows.length === 0) return null;
    const pending = rows.some((row) => row.status === 'pending');
    return {
      amount: centsToUsd(rows.reduce((sum, row) => sum + row.amountCents, 0)),
      status: pending ? 'pending' : rows[0]!.status,
    };
  };
  return rows.map((order) =>
    orderView(
      order,
      items.filter((item) => item.orderId === order.id).map((item) => ({ ...item, refund: refundOf(item.id) })),
      parcels.filter((parcel) => parcel.orderId === order.id),
    ),
  );
}

/** A buyer's own order, or a 404 (never someone else's). */
export async function ownOrder(db: Db, userId: string, orderId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new HttpError(404, MESSAGES.orderNotFound);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return { order, items };
}

/** An online order still waiting for its payment: it holds its stock until paid or cancelled. */
const awaitingPayment = (order: Pick<OrderRow, 'status' | 'paymentMethod' | 'paymentStatus'>) =>
  order.status === 'pending' &&
  order.paymentMethod !== 'cash_on_delivery' &&
  (order.paymentStatus === 'pending' || order.paymentStatus === 'failed');

/** awaitingPayment as a condition on the orders table. */
export const awaitingPaymentSql = and(
  eq(orders.status, 'pending'),
  ne(orders.paymentMethod, 'cash_on_delivery'),
  inArray(orders.paymentStatus, ['pending', 'failed']),
)!;

/**
 * Cancel before shipping: stock and coupon come back, each seller's part is cancelled too. A
 * payment already captured gives back what is left of it after earlier refunds (the refund
 * ledger, decision 0012) and becomes refund_pending; the caller asks the gateway for the refund.
 * `unpaidHoldMinutes`: the store cancels an online order not paid within its hold, and only if
 * it still is not (checked under the lock, so a payment landing meanwhile wins).
 */
export async function cancelOrder(
  db: Db,
  userId: string,
  orderId: string,
  unpaidHoldMinutes?: number,
  /** The cash sweep (issue 41): cancels a cash order its buyer did not confirm within these hours, if it still waits. */
  unconfirmedHours?: number,
) {
  const unpaid = unpaidHoldMinutes !== undefined;
  const unconfirmed = unconfirmedHours !== undefined;
  const cancelling = db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw new HttpError(404, MESSAGES.orderNotFound);
    if (
      !CANCELLABLE.includes(order.status) ||
      (unpaid && !awaitingPayment(order)) ||
      (unconfirmed && order.status !== 'awaiting_confirmation')
    )
      throw new HttpError(409, MESSAGES.orderNotCancellable);
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    // A part its seller already cancelled gave its stock back then.
    const liveParts = await tx
      .select()
      .from(sellerOrders)
      .where(and(eq(sellerOrders.orderId, orderId), ne(sellerOrders.status, 'cancelled')));
    // Items the desk cancelled gave theirs back then too.
    const stock = await returnStock(
      tx,
      items.filter((item) => !item.cancelledAt && liveParts.some((part) => part.id === item.sellerOrderId)),
    );
    await releaseCoupon(tx, orderId);
    const paid = order.paymentStatus === 'captured';
    const refund = paid ? await refundRestOfOrder(tx, order, { reason: 'order cancelled', createdBy: userId }) : null;
    const refundDue = refund !== null;
    const [cancelled] = await tx
      .update(orders)
      .set({
        status: 'cancelled',
        ...(paid ? { paymentStatus: refundDue ? 'refund_pending' : 'refunded' } : {}),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId))
      .returning();
    await tx
      .update(sellerOrders)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(sellerOrders.orderId, orderId));
    const amount = formatPrice(refund?.amountCents ?? order.totalCents, 'USD');
    const params = {
      orderNumber: order.orderNumber,
      amount,
      refundDue,
      unpaid,
      ...(unconfirmed ? { unconfirmed, holdMinutes: unconfirmedHours * 60 } : { holdMinutes: unpaidHoldMinutes }),
    };
    await notify(tx, { userId, kind: 'order_cancelled', params, orderId, emailTo: order.shippingAddress.email });
    // Sellers who were told of the order (cash, or paid) are told it is off.
    for (const part of liveParts.filter((candidate) => candidate.status !== 'pending')) {
      await notifySeller(tx, {
        sellerId: part.sellerId,
        kind: 'order_cancelled',
        params: { orderNumber: order.orderNumber },
        orderId,
      });
    }
    return { order: cancelled!, items, refundDue, stock };
  });
  // The stock comes back: the products' pages show it, the lists a card it changed (the unpaid sweep comes here too).
  return thenPurge(cancelling, ({ stock }) => ({ stock }));
}

/**
 * Cancels online orders still unpaid `holdMinutes` after they were placed, so an abandoned payment
 * page does not keep stock from other buyers; `now` is the sweep's clock. Returns how many were
 * cancelled.
 */
export async function cancelUnpaidOrders(db: Db, holdMinutes: number, now = new Date()) {
  const waitingBefore = new Date(now.getTime() - holdMinutes * 60_000);
  const stale = await db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(and(awaitingPaymentSql, lt(orders.awaitingPaymentSince, waitingBefore)));
  let cancelled = 0;
  for (const order of stale) {
    try {
      await cancelOrder(db, order.userId, order.id, holdMinutes);
      cancelled++;
    } catch (error) {
      // Paid or moved on since the list was read: it stays as it is.
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    }
  }
  return cancelled;
}

/** The order's items grouped by seller, with each seller's business name, for the invoice. */
/** The lines of some orders with their product's and colour's Arabic names (null where none). */
export function itemsInBothLanguages(db: Db, orderIds: string[]) {
  return db
    .select({ item: orderItems, nameAr: products.nameAr, colorAr: colors.nameAr })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(colors, eq(colors.name, orderItems.color))
    .where(inArray(orderItems.orderId, orderIds))
    .then((rows) => rows.map((row) => ({ ...row.item, nameAr: row.nameAr, colorAr: row.colorAr })));
}

/**
 * The invoice's parts, seller by seller, its lines named in the reader's language: in Arabic the
 * product's and the colour's Arabic names where they have one, else the English ones the line keeps.
 */
export async function invoiceParts(db: Db, orderId: string, language: LanguageCode): Promise<InvoiceSellerPart[]> {
  const [parcels, items] = await Promise.all([orderParcels(db, [orderId]), itemsInBothLanguages(db, [orderId])]);
  const arabic = language === 'ar';
  return parcels.map((parcel) => ({
    sellerName: parcel.seller,
    items: items
      .filter((item) => item.sellerOrderId === parcel._id)
      .map((item) => ({
        name: (arabic && item.nameAr) || item.name,
        sku: item.sku,
        color: (arabic && item.colorAr) || item.color,
        size: item.size,
        unitPriceCents: item.unitPriceCents,
        quantity: item.quantity,
      })),
  }));
}
