import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@souk/shared/messages';
import { formatPrice } from '@souk/shared/money';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import type { PaymentGateway } from '../../integrations/payments/gateway.ts';
import { notify } from '../notifications/notifications.service.ts';
import { orderItems, orders, sellerOrders } from '../orders/orders.tables.ts';
import { paymentEvents, paymentSessions, refunds } from './payments.tables.ts';

/**
 * One item's refund (issue 15): a part of the order's payment given back, once per item whoever
 * decides it. Online payments go through the gateway (pending until its event); cash on delivery
 * is given back by hand and only recorded.
 */

/** Whether the buyer has paid for the item: online once captured, cash once its parcel was delivered. */
export async function itemPaid(tx: Db, orderItemId: string) {
  const [row] = await tx
    .select({ method: orders.paymentMethod, paymentStatus: orders.paymentStatus, partStatus: sellerOrders.status })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
    .where(eq(orderItems.id, orderItemId));
  if (!row) return false;
  return row.method === 'cash_on_delivery' ? row.partStatus === 'delivered' : row.paymentStatus === 'captured';
}

/** Records the refund in the caller's transaction; an unpaid item or a second refund of it is refused. */
export async function refundOrderItem(tx: Db, input: { orderItemId: string; amountCents: number; reason: string; createdBy: string }) {
  const [item] = await tx
    .select({ orderId: orderItems.orderId, sellerOrderId: orderItems.sellerOrderId, paidCents: sql<number>`${orderItems.unitPriceCents} * ${orderItems.quantity}` })
    .from(orderItems)
    .where(eq(orderItems.id, input.orderItemId));
  if (!item) throw new HttpError(404, MESSAGES.csNoItems);
  if (input.amountCents <= 0 || input.amountCents > item.paidCents) throw new HttpError(400, MESSAGES.refundAmountInvalid);
  if (!(await itemPaid(tx, input.orderItemId))) throw new HttpError(409, MESSAGES.refundNotPaid);
  const [order] = await tx.select().from(orders).where(eq(orders.id, item.orderId));
  const online = order!.paymentMethod !== 'cash_on_delivery';
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: item.orderId,
      sellerOrderId: item.sellerOrderId,
      orderItemId: input.orderItemId,
      amountCents: input.amountCents,
      reason: input.reason,
      method: online ? 'gateway' : 'cash',
      status: online ? 'pending' : 'recorded',
      createdBy: input.createdBy,
      settledAt: online ? null : new Date(),
    })
    .onConflictDoNothing()
    .returning();
  if (!refund) throw new HttpError(409, MESSAGES.itemAlreadyRefunded);
  // Cash is given back by the courier or the desk: the buyer is told now. Online, once the gateway confirms.
  if (!online) await tellBuyer(tx, order!, input.amountCents);
  return refund;
}

async function tellBuyer(tx: Db, order: typeof orders.$inferSelect, amountCents: number) {
  await notify(tx, {
    userId: order.userId,
    kind: 'refund',
    params: { orderNumber: order.orderNumber, amount: formatPrice(amountCents, 'USD'), card: order.paymentMethod === 'credit_card' },
    orderId: order.id,
    emailTo: order.shippingAddress.email,
  });
}

/**
 * Asks the gateway for item refunds still pending (the given ones, or every one): run after the
 * transaction that recorded them, and again by the refund sweep if the gateway was away.
 */
export async function requestItemRefunds(db: Db, gateway: PaymentGateway, refundIds?: string[], log?: FastifyBaseLogger) {
  if (refundIds?.length === 0) return;
  const pending = await db
    .select({ id: refunds.id, amountCents: refunds.amountCents, ref: paymentSessions.gatewayRef })
    .from(refunds)
    .innerJoin(paymentSessions, and(eq(paymentSessions.orderId, refunds.orderId), eq(paymentSessions.status, 'succeeded')))
    .where(and(eq(refunds.method, 'gateway'), eq(refunds.status, 'pending'), refundIds ? inArray(refunds.id, refundIds) : undefined));
  for (const refund of pending) {
    try {
      await gateway.refundPart(refund.ref, refund.amountCents, refund.id);
    } catch (error) {
      log?.error({ err: error, refundId: refund.id }, 'item refund request failed; it stays pending and is asked for again');
    }
  }
}

/** The gateway's `refund.part.succeeded`: the refund is settled and the buyer told, once. */
export async function settleItemRefund(db: Db, input: { refundId: string; eventId: string }) {
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .update(refunds)
      .set({ status: 'succeeded', settledAt: new Date() })
      .where(and(eq(refunds.id, input.refundId), eq(refunds.status, 'pending')))
      .returning();
    if (!refund) return 'duplicate' as const;
    await tx.insert(paymentEvents).values({ eventId: input.eventId, type: 'refund.part.succeeded', orderId: refund.orderId }).onConflictDoNothing();
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId));
    await tellBuyer(tx, order!, refund.amountCents);
    return 'applied' as const;
  });
}
