import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@souk/shared/messages';
import { formatPrice } from '@souk/shared/money';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import type { PaymentGateway } from '../../integrations/payments/gateway.ts';
import { notify } from '../notifications/notifications.service.ts';
import { ownOrder } from '../orders/orders.service.ts';
import { orders, sellerOrders } from '../orders/orders.tables.ts';
import { paymentEvents, paymentSessions } from './payments.tables.ts';

/** Opens the gateway's hosted checkout for a buyer's unpaid online order. */
export async function startCheckout(db: Db, gateway: PaymentGateway, userId: string, orderId: string, locale: 'en' | 'ar' = 'en') {
  const { order } = await ownOrder(db, userId, orderId);
  if (order.paymentMethod === 'cash_on_delivery' || order.paymentStatus === 'captured' || order.status === 'cancelled') {
    throw new HttpError(409, MESSAGES.paymentNotNeeded);
  }
  const { ref, checkoutUrl } = await gateway.createCheckout({ reference: order.id, amountCents: order.totalCents, method: order.paymentMethod, returnUrl: `/order-history?order=${order.id}`, locale });
  const [session] = await db.insert(paymentSessions).values({ orderId: order.id, gateway: gateway.name, gatewayRef: ref, method: order.paymentMethod, amountCents: order.totalCents }).returning();
  return { sessionId: session!.id, transactionId: ref, checkoutUrl };
}

export type GatewayOutcome = 'succeeded' | 'failed' | 'refunded';

/**
 * Applies what the gateway says about a charge. Idempotent twice over: an event id is applied
 * once, and the payment only moves forward (pending/failed -> captured -> refunded; pending ->
 * failed), so duplicates and late, out-of-order events change nothing. One transaction with the
 * order row locked. Money captured for an order the buyer has meanwhile cancelled is owed back:
 * the payment becomes refund_pending and `refundDue` tells the caller to ask the gateway.
 */
export async function applyPaymentResult(
  db: Db,
  input: { ref: string; outcome: GatewayOutcome; amountCents: number; eventId?: string; eventType?: string },
): Promise<{ result: 'applied' | 'duplicate' | 'ignored'; orderId?: string; refundDue?: boolean }> {
  return db.transaction(async (tx) => {
    const [session] = await tx.select().from(paymentSessions).where(eq(paymentSessions.gatewayRef, input.ref));
    if (!session) throw new HttpError(404, MESSAGES.orderNotFound);
    if (input.eventId) {
      const fresh = await tx.insert(paymentEvents).values({ eventId: input.eventId, type: input.eventType ?? '', orderId: session.orderId }).onConflictDoNothing().returning();
      if (fresh.length === 0) return { result: 'duplicate' };
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, session.orderId)).for('update');
    if (!order || input.amountCents !== session.amountCents) return { result: 'ignored' };
    const params = { orderNumber: order.orderNumber, amount: formatPrice(session.amountCents, 'USD') };
    const setPayment = (paymentStatus: string, status = order.status) => tx.update(orders).set({ paymentStatus, status, updatedAt: new Date() }).where(eq(orders.id, order.id));

    if (input.outcome === 'refunded') {
      if (order.paymentStatus !== 'captured' && order.paymentStatus !== 'refund_pending') return { result: 'ignored' };
      await tx.update(paymentSessions).set({ status: 'refunded' }).where(eq(paymentSessions.id, session.id));
      await setPayment('refunded');
      await notify(tx, { userId: order.userId, kind: 'refund', params: { ...params, card: order.paymentMethod === 'credit_card' }, orderId: order.id, emailTo: order.shippingAddress.email });
      return { result: 'applied', orderId: order.id };
    }
    if (input.outcome === 'succeeded') {
      if (order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed') return { result: 'ignored' };
      await tx.update(paymentSessions).set({ status: 'succeeded' }).where(eq(paymentSessions.id, session.id));
      if (order.status === 'cancelled') {
        await setPayment('refund_pending');
        return { result: 'applied', orderId: order.id, refundDue: true };
      }
      const status = order.status === 'pending' ? 'confirmed' : order.status;
      await setPayment('captured', status);
      await tx.update(sellerOrders).set({ status, updatedAt: new Date() }).where(and(eq(sellerOrders.orderId, order.id), eq(sellerOrders.status, 'pending')));
      await notify(tx, { userId: order.userId, kind: 'order_paid', params, orderId: order.id });
      return { result: 'applied', orderId: order.id };
    }
    if (order.paymentStatus !== 'pending') return { result: 'ignored' };
    await tx.update(paymentSessions).set({ status: 'failed' }).where(eq(paymentSessions.id, session.id));
    await setPayment('failed');
    await notify(tx, { userId: order.userId, kind: 'payment_failed', params, orderId: order.id });
    return { result: 'applied', orderId: order.id };
  });
}

/**
 * Asks the gateway to give back what an order paid, when its payment is refund_pending. The
 * gateway's `refund.succeeded` event marks it refunded. If the gateway cannot be reached the
 * order stays refund_pending, and `refundPendingOrders` tries again at the next start.
 */
export async function requestRefund(db: Db, gateway: PaymentGateway, orderId: string, log?: FastifyBaseLogger) {
  const [session] = await db
    .select()
    .from(paymentSessions)
    .innerJoin(orders, eq(orders.id, paymentSessions.orderId))
    .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'succeeded'), eq(orders.paymentStatus, 'refund_pending')))
    .limit(1);
  if (!session) return;
  try {
    await gateway.refund(session.payment_sessions.gatewayRef);
  } catch (error) {
    log?.error({ err: error, orderId }, 'refund request failed; the order stays refund_pending');
  }
}

/** Refunds that were owed when the server stopped, asked for again. */
export async function refundPendingOrders(db: Db, gateway: PaymentGateway, log?: FastifyBaseLogger) {
  const pending = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentStatus, 'refund_pending'));
  for (const order of pending) await requestRefund(db, gateway, order.id, log);
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
    const applied = await applyPaymentResult(db, { ref: session!.gatewayRef, outcome: 'succeeded', amountCents: session!.amountCents });
    if (applied.refundDue) await requestRefund(db, gateway, order.id);
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
