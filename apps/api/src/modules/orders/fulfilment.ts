import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import { formatPrice } from '@souk/shared/money';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { notify } from '../notifications/notifications.service.ts';
import { notifySeller } from '../sellers/seller-notifications.service.ts';
import { findSellerProfile } from '../sellers/sellers.service.ts';
import { returnStock } from '../catalog/catalog.service.ts';
import { orderItems, orders, sellerOrders } from './orders.tables.ts';
import { thenPurge, type CardStockMove } from '../ssr/storefront-purge.ts';
import { activeCourier } from '../delivery/couriers.service.ts';
import { PART_STEPS, type SellerSettableStep } from '@souk/shared/schemas/delivery';
import type { NotificationKind } from '@souk/shared/notification-texts';

/** The steps a seller's part of an order takes, in order; cancelled and refused (at the door) are off the path. */
export const FULFILMENT_STEPS = PART_STEPS;
export type FulfilmentStep = SellerSettableStep;

/**
 * Forward only, one step at a time, or processing or out for delivery skipped; refused only once the
 * parcel has left. A part awaiting online payment (pending) cannot move.
 */
export function canAdvance(from: string, to: SellerSettableStep): boolean {
  if (to === 'refused') return from === 'shipped' || from === 'out_for_delivery';
  const fromIndex = PART_STEPS.indexOf(from as (typeof PART_STEPS)[number]);
  const toIndex = PART_STEPS.indexOf(to);
  if (fromIndex < 0 || toIndex <= fromIndex) return false;
  return (
    toIndex - fromIndex === 1 ||
    (from === 'confirmed' && to === 'shipped') ||
    (from === 'shipped' && to === 'delivered')
  );
}

/** Parts that no longer travel: cancelled, or refused at the door and sent back. */
const OFF_PATH = ['cancelled', 'refused'];

/**
 * What the buyer sees for the whole order, from its sellers' parts: delivered when every part
 * travelling is; shipped as soon as any parcel has left (so it can no longer be cancelled), out for
 * delivery included; processing when any seller is preparing; otherwise confirmed. An order whose
 * every part was cancelled or refused is cancelled (each part says which on the order's page).
 */
export function orderStatusFromParts(partStatuses: string[]): string {
  const live = partStatuses.filter((status) => !OFF_PATH.includes(status));
  if (live.length === 0) return 'cancelled';
  if (live.every((status) => status === 'delivered')) return 'delivered';
  if (live.some((status) => ['shipped', 'out_for_delivery', 'delivered'].includes(status))) return 'shipped';
  if (live.some((status) => status === 'processing')) return 'processing';
  return live.every((status) => status === 'pending') ? 'pending' : 'confirmed';
}

/** The buyer's notice of each step a parcel takes (processing is the seller's own affair). */
const STEP_NOTICES: Partial<Record<SellerSettableStep, NotificationKind>> = {
  shipped: 'order_shipped',
  out_for_delivery: 'order_out_for_delivery',
  delivered: 'order_delivered',
  refused: 'order_refused',
};

/**
 * Moves one seller's part of an order forward. One transaction with the order row locked, so two
 * sellers of the same order finishing at once still leave the right order status. Cash on
 * delivery is captured when the last parcel is delivered (`cashCollected`). Shipping names the
 * courier (an active one of the admin's list) and its tracking number, or the seller's own
 * delivery; a parcel refused at the door comes back to the seller's stock.
 */
export async function advanceSellerOrder(
  db: Db,
  input: {
    sellerOrderId: string;
    sellerId: string;
    status: SellerSettableStep;
    courierId?: string | undefined;
    trackingNumber?: string | undefined;
    ownDelivery?: boolean | undefined;
  },
) {
  let restocked: CardStockMove[] = [];
  const advanced = db.transaction(async (tx) => {
    const [part] = await tx
      .select()
      .from(sellerOrders)
      .where(and(eq(sellerOrders.id, input.sellerOrderId), eq(sellerOrders.sellerId, input.sellerId)));
    if (!part) throw new HttpError(404, MESSAGES.orderNotFound);
    const [order] = await tx.select().from(orders).where(eq(orders.id, part.orderId)).for('update');
    const [current] = await tx.select().from(sellerOrders).where(eq(sellerOrders.id, part.id));
    if (!order || !current) throw new HttpError(404, MESSAGES.orderNotFound);
    if (current.status === input.status) return { order, part: current, changed: false, cashCollected: false };
    if (!canAdvance(current.status, input.status)) throw new HttpError(409, MESSAGES.orderStatusNotAllowed);
    const carrier = input.status === 'shipped' ? await carrierOf(tx, input) : undefined;

    const now = new Date();
    const [updatedPart] = await tx
      .update(sellerOrders)
      .set({
        status: input.status,
        updatedAt: now,
        ...(input.status === 'delivered' ? { deliveredAt: now } : {}),
        ...(carrier
          ? { courierId: carrier.courierId, trackingNumber: carrier.trackingNumber, ownDelivery: carrier.ownDelivery }
          : {}),
      })
      .where(eq(sellerOrders.id, part.id))
      .returning();
    if (input.status === 'refused') {
      const items = await tx
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.sellerOrderId, part.id), isNull(orderItems.cancelledAt)));
      restocked = await returnStock(tx, items);
    }
    const parts = await tx
      .select({ status: sellerOrders.status })
      .from(sellerOrders)
      .where(eq(sellerOrders.orderId, order.id));
    const status = orderStatusFromParts(parts.map((row) => row.status));
    const codCaptured =
      status === 'delivered' && order.paymentMethod === 'cash_on_delivery' && order.paymentStatus === 'pending';
    const [updatedOrder] = await tx
      .update(orders)
      .set({ status, ...(codCaptured ? { paymentStatus: 'captured' } : {}), updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();

    const kind = STEP_NOTICES[input.status];
    if (kind) {
      // With several sellers, each parcel is named by its seller, until the last one arrives.
      const partial = parts.length > 1 && !(input.status === 'delivered' && status === 'delivered');
      const seller = partial
        ? ((await findSellerProfile(tx, input.sellerId))?.businessName ?? 'Souk seller')
        : undefined;
      await notify(tx, {
        userId: order.userId,
        kind,
        params: {
          orderNumber: order.orderNumber,
          amount: formatPrice(order.totalCents, 'USD'),
          ...(seller ? { seller } : {}),
          cashPaid: codCaptured,
          ...(carrier
            ? { courier: carrier.courierName ?? undefined, trackingNumber: carrier.trackingNumber ?? undefined }
            : {}),
        },
        orderId: order.id,
        emailTo: order.shippingAddress.email,
      });
    }
    return { order: updatedOrder!, part: updatedPart!, changed: true, cashCollected: codCaptured };
  });
  // A refused parcel's stock is back on sale.
  return thenPurge(advanced, () => ({ stock: restocked }));
}

/** Who carries a parcel being shipped: an active courier of the list and its number, or the seller itself. */
async function carrierOf(
  tx: Db,
  input: { courierId?: string | undefined; trackingNumber?: string | undefined; ownDelivery?: boolean | undefined },
) {
  // The status alone (the spec's body) is the seller's own delivery.
  if (input.ownDelivery || (!input.courierId && !input.trackingNumber?.trim()))
    return { courierId: null, trackingNumber: null, ownDelivery: true, courierName: null };
  if (!input.courierId) throw new HttpError(400, MESSAGES.courierRequired);
  const trackingNumber = input.trackingNumber?.trim();
  if (!trackingNumber || trackingNumber.length > 60) throw new HttpError(400, MESSAGES.trackingNumberRequired);
  const courier = await activeCourier(tx, input.courierId);
  if (!courier) throw new HttpError(400, MESSAGES.courierNotFound);
  return { courierId: courier.id, trackingNumber, ownDelivery: false, courierName: courier.name };
}

/**
 * A seller cancels its own part (out of stock, cannot deliver) while it is confirmed or being
 * prepared: its stock comes back, the order's status follows its other parts, and the buyer is
 * told why. One transaction with the order row locked. A part already paid online goes through
 * customer service, who cancel its items and refund them.
 */
export async function cancelSellerPart(db: Db, input: { sellerOrderId: string; sellerId: string; reason: string }) {
  let restocked: CardStockMove[] = [];
  const cancelled = db.transaction(async (tx) => {
    const [part] = await tx
      .select()
      .from(sellerOrders)
      .where(and(eq(sellerOrders.id, input.sellerOrderId), eq(sellerOrders.sellerId, input.sellerId)));
    if (!part) throw new HttpError(404, MESSAGES.orderNotFound);
    const [order] = await tx.select().from(orders).where(eq(orders.id, part.orderId)).for('update');
    const [current] = await tx.select().from(sellerOrders).where(eq(sellerOrders.id, part.id));
    if (!order || !current) throw new HttpError(404, MESSAGES.orderNotFound);
    if (current.status !== 'confirmed' && current.status !== 'processing')
      throw new HttpError(409, MESSAGES.partNotCancellable);
    if (order.paymentMethod !== 'cash_on_delivery' && order.paymentStatus === 'captured')
      throw new HttpError(409, MESSAGES.paidPartCancelViaSupport);

    const items = await tx.select().from(orderItems).where(eq(orderItems.sellerOrderId, part.id));
    restocked = await returnStock(tx, items);
    const now = new Date();
    const [cancelled] = await tx
      .update(sellerOrders)
      .set({ status: 'cancelled', cancelReason: input.reason, cancelledAt: now, updatedAt: now })
      .where(eq(sellerOrders.id, part.id))
      .returning();
    const parts = await tx
      .select({ status: sellerOrders.status })
      .from(sellerOrders)
      .where(eq(sellerOrders.orderId, order.id));
    const status = orderStatusFromParts(parts.map((row) => row.status));
    // The other parcels all arrived already: the cash is now all collected.
    const codCaptured =
      status === 'delivered' && order.paymentMethod === 'cash_on_delivery' && order.paymentStatus === 'pending';
    await tx
      .update(orders)
      .set({ status, ...(codCaptured ? { paymentStatus: 'captured' } : {}), updatedAt: now })
      .where(eq(orders.id, order.id));
    const seller = (await findSellerProfile(tx, input.sellerId))?.businessName;
    await notify(tx, {
      userId: order.userId,
      kind: 'part_cancelled',
      params: { orderNumber: order.orderNumber, ...(seller ? { seller } : {}), reason: input.reason },
      orderId: order.id,
      emailTo: order.shippingAddress.email,
    });
    return cancelled!;
  });
  // Its stock is back on sale.
  return thenPurge(cancelled, () => ({ stock: restocked }));
}

/**
 * Customer service takes one item out of an order before its parcel leaves (decision 0012): its
 * stock comes back, its seller's part no longer counts it (the part is cancelled when nothing is
 * left in it), the order's status follows, and the seller is told. The caller holds the order's
 * lock and refunds the item. Returns whether the whole order is now cancelled, and how the
 * product's card changed (for the purge after the commit).
 */
export async function cancelOrderItem(tx: Db, input: { orderItemId: string; reason: string }) {
  const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, input.orderItemId));
  if (!item) throw new HttpError(404, MESSAGES.csNoItems);
  const [part] = await tx.select().from(sellerOrders).where(eq(sellerOrders.id, item.sellerOrderId));
  if (!part || (part.status !== 'confirmed' && part.status !== 'processing') || item.cancelledAt)
    throw new HttpError(409, MESSAGES.partNotCancellable);
  const now = new Date();
  await tx.update(orderItems).set({ cancelledAt: now }).where(eq(orderItems.id, item.id));
  const stock = await returnStock(tx, [item]);
  const [left] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.sellerOrderId, part.id), isNull(orderItems.cancelledAt)))
    .limit(1);
  await tx
    .update(sellerOrders)
    .set({
      subtotalCents: part.subtotalCents - item.unitPriceCents * item.quantity,
      ...(left ? {} : { status: 'cancelled', cancelReason: input.reason, cancelledAt: now }),
      updatedAt: now,
    })
    .where(eq(sellerOrders.id, part.id));
  const parts = await tx
    .select({ status: sellerOrders.status })
    .from(sellerOrders)
    .where(eq(sellerOrders.orderId, item.orderId));
  const status = orderStatusFromParts(parts.map((row) => row.status));
  const [order] = await tx
    .update(orders)
    .set({ status, updatedAt: now })
    .where(eq(orders.id, item.orderId))
    .returning();
  await notifySeller(tx, {
    sellerId: part.sellerId,
    kind: 'staff_notice',
    params: {
      title: `Item cancelled in order ${order!.orderNumber}`,
      message:
        `Customer service cancelled ${item.name} × ${item.quantity} before it was shipped: do not send it. ${input.reason}`.trim(),
    },
    orderId: item.orderId,
  });
  return { orderCancelled: status === 'cancelled', stock };
}
