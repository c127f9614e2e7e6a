import { and, desc, eq } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import type { PaymentGateway } from '../../integrations/payments/gateway.ts';
import { notify } from '../notifications/notifications.service.ts';
import { ownOrder } from '../orders/orders.service.ts';
import { orders, sellerOrders } from '../orders/orders.tables.ts';
import { paymentEvents, paymentSessions } from './payments.tables.ts';

/** Opens the gateway's hosted checkout for a buyer's unpaid online order. */
export async function startCheckout(db: Db, gateway: PaymentGateway, userId: string, orderId: string) {
  const { order } = await ownOrder(db, userId, orderId);
  if (order.paymentMethod === 'cash_on_delivery' || order.paymentStatus === 'captured' || order.status === 'cancelled') {
    throw new HttpError(409, MESSAGES.paymentNotNeeded);
  }
  const { ref, checkoutUrl } = await gateway.createCheckout({ reference: order.id, amountCents: order.totalCents, method: order.paymentMethod, returnUrl: `/order-history?order=${order.id}` });
  const [session] = await db.insert(paymentSessions).values({ orderId: order.id, gateway: gateway.name, gatewayRef: ref, method: order.paymentMethod, amountCents: order.totalCents }).returning();
  return { sessionId: session!.id, transactionId: ref, checkoutUrl };
}

/**
 * Applies what the gateway says about a charge. Idempotent twice over: an event id is applied
 * once, and the order only moves forward (pending -> captured; pending -> failed), so duplicates
 * and late, out-of-order events change nothing. One transaction with the order row locked.
 */
export async function applyPaymentResult(db: Db, input: { ref: string; succeeded: boolean; amountCents: number; eventId?: string; eventType?: string }): Promise<'applied' | 'duplicate' | 'ignored'> {
  return db.transaction(async (tx) => {
    const [session] = await tx.select().from(paymentSessions).where(eq(paymentSessions.gatewayRef, input.ref));
    if (!session) throw new HttpError(404, MESSAGES.orderNotFound);
    if (input.eventId) {
      const fresh = await tx.insert(paymentEvents).values({ eventId: input.eventId, type: input.eventType ?? '', orderId: session.orderId }).onConflictDoNothing().returning();
      if (fresh.length === 0) return 'duplicate';
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, session.orderId)).for('update');
    if (!order || input.amountCents !== order.totalCents) return 'ignored';
    if (input.succeeded) {
      if (order.paymentStatus === 'captured') return 'ignored';
      await tx.update(paymentSessions).set({ status: 'succeeded' }).where(eq(paymentSessions.id, session.id));
      const status = order.status === 'pending' ? 'confirmed' : order.status;
      await tx.update(orders).set({ paymentStatus: 'captured', status, updatedAt: new Date() }).where(eq(orders.id, order.id));
      await tx.update(sellerOrders).set({ status }).where(and(eq(sellerOrders.orderId, order.id), eq(sellerOrders.status, 'pending')));
      await notify(tx, { userId: order.userId, kind: 'order_paid', title: `Payment received for ${order.orderNumber}`, message: `We received $${(order.totalCents / 100).toFixed(2)}. Your order is confirmed.`, orderId: order.id });
      return 'applied';
    }
    if (order.paymentStatus !== 'pending') return 'ignored';
    await tx.update(paymentSessions).set({ status: 'failed' }).where(eq(paymentSessions.id, session.id));
    await tx.update(orders).set({ paymentStatus: 'failed', updatedAt: new Date() }).where(eq(orders.id, order.id));
    await notify(tx, { userId: order.userId, kind: 'payment_failed', title: `Payment failed for ${order.orderNumber}`, message: 'The payment did not go through. You can try again from your order history.', orderId: order.id });
    return 'applied';
  });
}

/**
 * The client's "payment confirmed" is a question, not an order: the answer comes from the
 * gateway. A browser claiming CAPTURED for an unpaid charge is refused.
 */
export async function confirmPayment(db: Db, gateway: PaymentGateway, userId: string, input: { orderId: string; transactionId?: string | undefined; status?: string | undefined }) {
  const { order } = await ownOrder(db, userId, input.orderId);
  if (order.paymentMethod === 'cash_on_delivery') return { order, status: 'PENDING', result: 'PAY_ON_DELIVERY' };
  const [session] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.orderId, order.id), input.transactionId ? eq(paymentSessions.gatewayRef, input.transactionId) : undefined))
    .orderBy(desc(paymentSessions.createdAt))
    .limit(1);
  const gatewayStatus = session ? await gateway.chargeStatus(session.gatewayRef) : 'open';
  if (gatewayStatus === 'succeeded') {
    await applyPaymentResult(db, { ref: session!.gatewayRef, succeeded: true, amountCents: session!.amountCents });
    const { order: updated } = await ownOrder(db, userId, input.orderId);
    return { order: updated, status: 'CAPTURED', result: 'SUCCESS' };
  }
  if (input.status?.toUpperCase() === 'CAPTURED') throw new HttpError(409, MESSAGES.paymentConfirmationFailed);
  return { order, status: gatewayStatus === 'failed' ? 'FAILED' : 'PENDING', result: gatewayStatus === 'failed' ? 'FAILURE' : 'PENDING' };
}

/** Records the method the buyer chose for an unpaid order; cash on delivery confirms it at once. */
export async function attachMethod(db: Db, userId: string, input: { orderId: string; paymentMethod: string; paymentProvider?: string | undefined; paymentMethodId?: string | undefined }) {
  const { order } = await ownOrder(db, userId, input.orderId);
  if (order.paymentStatus === 'captured' || order.status === 'cancelled') throw new HttpError(409, MESSAGES.paymentNotNeeded);
  const cod = input.paymentMethod === 'cash_on_delivery';
  const [updated] = await db
    .update(orders)
    .set({ paymentMethod: input.paymentMethod, status: cod && order.status === 'pending' ? 'confirmed' : order.status, paymentStatus: 'pending', updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  return { order: updated!, transactionId: `${cod ? 'cod' : (input.paymentProvider ?? 'sandbox')}_${input.paymentMethodId ?? order.orderNumber}` };
}
