import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import { centsToUsd } from '@souk/shared/money';
import { expectedDelivery, trackingLink } from '@souk/shared/schemas/delivery';
import { queryRows, type Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { couriers } from '../delivery/delivery.tables.ts';
import { refunds } from '../payments/payments.tables.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { historyViews } from './orders.service.ts';
import { orderItems, orders, sellerOrders } from './orders.tables.ts';

type PartRow = typeof sellerOrders.$inferSelect;
type Step = { step: string; at: string | null };
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/**
 * A part's way, step by step with the time of each (null: not reached yet). The path placed,
 * confirmed, shipped, out for delivery, delivered; a part cancelled or refused at the door stops
 * there; a delivered part its buyer sent back, or was refunded for, goes on to returned and refunded.
 */
export function partTimeline(
  placedAt: Date,
  part: PartRow,
  after: { returnedAt: Date | null; refundedAt: Date | null },
): Step[] {
  const steps: Step[] = [
    { step: 'placed', at: iso(placedAt) },
    { step: 'confirmed', at: iso(part.confirmedAt) },
    { step: 'shipped', at: iso(part.shippedAt) },
    { step: 'out_for_delivery', at: iso(part.outForDeliveryAt) },
    { step: 'delivered', at: iso(part.deliveredAt) },
  ];
  // Out for delivery is a step a seller may skip: once the parcel is further on, it is not shown unreached.
  const path = steps.filter(
    (step) => step.step !== 'out_for_delivery' || step.at || ['shipped', 'out_for_delivery'].includes(part.status),
  );
  const reached = (list: Step[]) => list.filter((step) => step.at);
  if (part.status === 'cancelled')
    return [...reached(path), { step: 'cancelled', at: iso(part.cancelledAt ?? part.updatedAt) }];
  if (part.status === 'refused') return [...reached(path), { step: 'refused', at: iso(part.refusedAt) }];
  if (part.status === 'pending') return [path[0]!, { step: 'awaiting_payment', at: null }, ...path.slice(1)];
  return [
    ...path,
    ...(after.returnedAt ? [{ step: 'returned', at: iso(after.returnedAt) }] : []),
    ...(after.refundedAt ? [{ step: 'refunded', at: iso(after.refundedAt) }] : []),
  ];
}

/**
 * The buyer's page of one order (issue 41), by the number the buyer knows: the order as its
 * history shows it, each seller's part with its timeline, courier, tracking link and expected
 * delivery, and every refund. Someone else's order, or none, is a 404.
 */
export async function orderPage(db: Db, userId: string, orderNumber: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber.toUpperCase()), eq(orders.userId, userId)));
  if (!order) throw new HttpError(404, MESSAGES.orderNotFound);
  const [[view], parts, given, returned] = await Promise.all([
    historyViews(db, [order]),
    db
      .select({
        part: sellerOrders,
        seller: sql<string>`coalesce(${sellerProfiles.businessName}, 'Souk seller')`,
        sellerSlug: sellerProfiles.slug,
        courier: couriers.name,
        trackingPattern: couriers.trackingUrl,
      })
      .from(sellerOrders)
      .leftJoin(sellerProfiles, eq(sellerProfiles.userId, sellerOrders.sellerId))
      .leftJoin(couriers, eq(couriers.id, sellerOrders.courierId))
      .where(eq(sellerOrders.orderId, order.id))
      .orderBy(asc(sellerOrders.createdAt), asc(sellerOrders.id)),
    db
      .select({ refund: refunds, item: orderItems.name })
      .from(refunds)
      .leftJoin(orderItems, eq(orderItems.id, refunds.orderItemId))
      .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, ['pending', 'succeeded', 'recorded'])))
      .orderBy(asc(refunds.createdAt)),
    // Returns the seller accepted (the goods came back): the customer service desk's return requests.
    queryRows<{ seller_order_id: string; decided_at: string }>(
      db,
      sql`select i.seller_order_id, max(r.decided_at) as decided_at from return_requests r
        join order_items i on i.id = r.order_item_id
        where r.order_id = ${order.id} and r.status = 'accepted' and r.return_type = 'standard_return'
        group by i.seller_order_id`,
    ),
  ]);
  const returnedAt = (partId: string) => {
    const row = returned.find((candidate) => candidate.seller_order_id === partId);
    return row ? new Date(row.decided_at) : null;
  };
  const refundedAt = (partId: string) => {
    const done = given.filter(({ refund }) => refund.sellerOrderId === partId && refund.status !== 'pending');
    return done.length ? (done.at(-1)!.refund.settledAt ?? done.at(-1)!.refund.createdAt) : null;
  };
  return {
    order: view!,
    parts: parts.map(({ part, seller, sellerSlug, courier, trackingPattern }) => {
      const shippedAt = iso(part.shippedAt);
      const outForDeliveryAt = iso(part.outForDeliveryAt);
      return {
        _id: part.id,
        seller,
        sellerSlug,
        status: part.status,
        courier,
        ownDelivery: part.ownDelivery,
        trackingNumber: part.trackingNumber,
        trackingUrl: trackingLink(trackingPattern, part.trackingNumber),
        expected: expectedDelivery({ status: part.status, shippedAt, outForDeliveryAt }),
        timeline: partTimeline(order.createdAt, part, {
          returnedAt: returnedAt(part.id),
          refundedAt: refundedAt(part.id),
        }),
      };
    }),
    refunds: given.map(({ refund, item }) => ({
      _id: refund.id,
      amount: centsToUsd(refund.amountCents),
      status: refund.status === 'pending' ? 'pending' : 'done',
      item,
      parcelId: refund.sellerOrderId,
      createdAt: refund.createdAt.toISOString(),
    })),
  };
}
