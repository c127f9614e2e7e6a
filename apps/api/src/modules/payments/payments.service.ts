import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@souk/shared/messages';
import { formatPrice } from '@souk/shared/money';
import type { RefundDestination } from '@souk/shared/notification-texts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import type { PaymentGateway } from '../../integrations/payments/gateway.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { MAX_UNPAID_ORDERS, thankForOrder } from '../checkout/checkout.service.ts';
import { users } from '../auth/auth.tables.ts';
import { awaitingPaymentSql, ownOrder } from '../orders/orders.service.ts';
import type { CashRules } from '@souk/shared/cash-on-delivery';
import { cashOffer, cashStanding, holdForConfirmation, refuseCash, type CodeSender } from '../cash/cash.service.ts';
import { orderItems, orders, sellerOrders } from '../orders/orders.tables.ts';
import { notifySellersOfOrder } from '../sellers/seller-notifications.service.ts';
import { refundRestOfOrder, requestRefunds } from './refund-ledger.ts';
import { paymentEvents, paymentSessions } from './payments.tables.ts';

/** Opens the gateway's hosted checkout for a buyer's unpaid online order. */
export async function startCheckout(
  db: Db,
  gateway: PaymentGateway,
  userId: string,
  orderId: string,
  locale: 'en' | 'ar' = 'en',
) {
  const { order } = await ownOrder(db, userId, orderId);
  if (
    order.paymentMethod === 'cash_on_delivery' ||
    order.paymentStatus === 'captured' ||
    order.status === 'cancelled'
  ) {
    throw new HttpError(409, MESSAGES.paymentNotNeeded);
  }
  const { ref, checkoutUrl } = await gateway.createCheckout({
    reference: order.id,
    description: order.orderNumber,
    amountCents: order.totalCents,
    method: order.paymentMethod,
    returnUrl: `/order-history?order=${order.id}`,
    locale,
  });
  const [session] = await db
    .insert(paymentSessions)
    .values({
      orderId: order.id,
      gateway: gateway.name,
      gatewayRef: ref,
      method: order.paymentMethod,
      amountCents: order.totalCents,
    })
    .returning();
  return { sessionId: session!.id, transactionId: ref, checkoutUrl };
}

export type GatewayOutcome = 'succeeded' | 'failed' | 'refunded';

/**
 * Applies what the gateway says about a charge. Idempotent twice over: an event id is applied
 * once, and a charge and its order's payment only move forward (open/failed -> succeeded;
 * pending -> failed), so duplicates and late, out-of-order events change nothing. One
 * transaction with the order row locked. Money that is not owed is given back, and `refundDue`
 * tells the caller to ask the gateway: a charge landing for an order the buyer has meanwhile
 * cancelled (what is left of it after earlier refunds goes in the order's refund ledger), or a
 * second charge for an order already paid (a buyer who paid in two tabs; that whole charge
 * becomes refund_pending). `refunded` is a second charge given back. `payment` says whether the
 * order's payment was captured or failed by this call, for the metrics.
 */
export async function applyPaymentResult(
  db: Db,
  input: { ref: string; outcome: GatewayOutcome; amountCents: number; eventId?: string; eventType?: string },
): Promise<{
  result: 'applied' | 'duplicate' | 'ignored';
  orderId?: string;
  refundDue?: boolean;
  payment?: 'captured' | 'failed';
  paymentMethod?: string;
}> {
  return db.transaction(async (tx) => {
    const [charge] = await tx
      .select({ orderId: paymentSessions.orderId })
      .from(paymentSessions)
      .where(eq(paymentSessions.gatewayRef, input.ref));
    if (!charge) throw new HttpError(404, MESSAGES.orderNotFound);
    if (input.eventId) {
      const fresh = await tx
        .insert(paymentEvents)
        .values({ eventId: input.eventId, type: input.eventType ?? '', orderId: charge.orderId })
        .onConflictDoNothing()
        .returning();
      if (fresh.length === 0) return { result: 'duplicate' };
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, charge.orderId)).for('update');
    // The charge is read again under the order's lock: read before it, a second report of the
    // same success (the webhook and the browser's confirm at once) would see it still open and
    // give back the only payment.
    const [session] = await tx.select().from(paymentSessions).where(eq(paymentSessions.gatewayRef, input.ref));
    if (!order || !session || input.amountCents !== session.amountCents) return { result: 'ignored' };
    const params = { orderNumber: order.orderNumber, amount: formatPrice(session.amountCents, 'USD') };
    const applied = { result: 'applied', orderId: order.id, paymentMethod: order.paymentMethod } as const;
    const setSession = (status: string) =>
      tx.update(paymentSessions).set({ status }).where(eq(paymentSessions.id, session.id));
    const setPayment = (paymentStatus: string, status = order.status) =>
      tx.update(orders).set({ paymentStatus, status, updatedAt: new Date() }).where(eq(orders.id, order.id));
    const notifyRefund = () =>
      notify(tx, {
        userId: order.userId,
        kind: 'refund',
        params: { ...params, refundTo: order.paymentMethod as RefundDestination },
        orderId: order.id,
        emailTo: order.shippingAddress.email,
      });

    if (input.outcome === 'refunded') {
      if (session.status === 'open' || session.status === 'failed') {
        // Given back before its success reached us: the order stays unpaid, and the late
        // success finds the charge settled and changes nothing.
        await setSession('refunded');
        return applied;
      }
      if (session.status !== 'refund_pending') return { result: 'ignored' };
      // A second charge given back: the order keeps the payment it had.
      await setSession('refunded');
      await notifyRefund();
      return applied;
    }
    if (input.outcome === 'succeeded') {
      if (session.status !== 'open' && session.status !== 'failed') return { result: 'ignored' };
      if (order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed') {
        // Not the order's payment but a second one: given back whole, outside the order's ledger, audited all the same.
        await setSession('refund_pending');
        await recordAudit(tx, {
          actorId: order.userId,
          action: 'refund_charge',
          entity: 'order',
          entityId: order.id,
          after: {
            orderNumber: order.orderNumber,
            paymentSessionId: session.id,
            amountCents: session.amountCents,
            reason: 'a second charge of an order already paid',
          },
        });
        return { ...applied, refundDue: true };
      }
      await setSession('succeeded');
      if (order.status === 'cancelled') {
        const paid = { ...order, paymentStatus: 'captured' };
        const refund = await refundRestOfOrder(tx, paid, {
          reason: 'paid after the order was cancelled',
          createdBy: order.userId,
        });
        await setPayment(refund ? 'refund_pending' : 'refunded');
        return { ...applied, refundDue: true, payment: 'captured' };
      }
      const status = order.status === 'pending' ? 'confirmed' : order.status;
      await setPayment('captured', status);
      const confirmed = await tx
        .update(sellerOrders)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(sellerOrders.orderId, order.id), eq(sellerOrders.status, 'pending')))
        .returning({ id: sellerOrders.id, sellerId: sellerOrders.sellerId, subtotalCents: sellerOrders.subtotalCents });
      await notify(tx, { userId: order.userId, kind: 'order_paid', params, orderId: order.id });
      // The "thank you" the buyer did not get while the order was unpaid (issue 41).
      const [buyer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
      if (buyer?.email) await thankForOrder(tx, buyer.email, order);
      // Paid: each seller now has a part to prepare.
      const units = await tx
        .select({ partId: orderItems.sellerOrderId, units: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .groupBy(orderItems.sellerOrderId);
      const unitsOf = (partId: string) => units.find((row) => row.partId === partId)?.units ?? 0;
      await notifySellersOfOrder(
        tx,
        order,
        confirmed.map((part) => ({
          sellerId: part.sellerId,
          units: unitsOf(part.id),
          subtotalCents: part.subtotalCents,
        })),
      );
      return { ...applied, payment: 'captured' };
    }
    if (order.paymentStatus !== 'pending') return { result: 'ignored' };
    await setSession('failed');
    await setPayment('failed');
    await notify(tx, { userId: order.userId, kind: 'payment_failed', params, orderId: order.id });
    return { ...applied, payment: 'failed' };
  });
}

/**
 * Asks the gateway for what is owed back: a second charge of a paid order in full, and the
 * order's pending ledger refunds, each for its own amount. The gateway's `refund.succeeded` events
 * settle them. What the gateway could not refund stays owed, and the refund sweep asks again.
 * Without `orderId`, every order's.
 */
export async function requestRefund(db: Db, gateway: PaymentGateway, orderId?: string, log?: FastifyBaseLogger) {
  const secondCharges = await db
    .select({
      id: paymentSessions.id,
      ref: paymentSessions.gatewayRef,
      amountCents: paymentSessions.amountCents,
      orderId: paymentSessions.orderId,
    })
    .from(paymentSessions)
    .where(
      and(orderId ? eq(paymentSessions.orderId, orderId) : undefined, eq(paymentSessions.status, 'refund_pending')),
    );
  for (const charge of secondCharges) {
    try {
      await gateway.refund(charge.ref, charge.amountCents, charge.id);
    } catch (error) {
      log?.error(
        { err: error, orderId: charge.orderId },
        'refund request failed; it stays owed and is asked for again',
      );
    }
  }
  await requestRefunds(db, gateway, { orderId }, log);
}

/**
 * The client's "payment confirmed" is a question, not an order: the answer comes from the
 * gateway. A browser claiming CAPTURED for an unpaid charge is refused. `applied` is what this
 * call changed, when the gateway's success reached Souk through it rather than its webhook.
 */
export async function confirmPayment(
  db: Db,
  gateway: PaymentGateway,
  userId: string,
  input: { orderId: string; transactionId?: string | undefined; status?: string | undefined },
) {
  const { order } = await ownOrder(db, userId, input.orderId);
  if (order.paymentMethod === 'cash_on_delivery') return { order, status: 'PENDING', result: 'PAY_ON_DELIVERY' };
  const [session] = await db
    .select()
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.orderId, order.id),
        input.transactionId ? eq(paymentSessions.gatewayRef, input.transactionId) : undefined,
      ),
    )
    .orderBy(desc(paymentSessions.createdAt))
    .limit(1);
  const gatewayStatus = session ? await gateway.chargeStatus(session.gatewayRef) : 'open';
  if (gatewayStatus === 'succeeded') {
    const applied = await applyPaymentResult(db, {
      ref: session!.gatewayRef,
      outcome: 'succeeded',
      amountCents: session!.amountCents,
    });
    if (applied.refundDue) await requestRefund(db, gateway, order.id);
    const { order: updated } = await ownOrder(db, userId, input.orderId);
    return { order: updated, status: 'CAPTURED', result: 'SUCCESS', applied };
  }
  if (input.status?.toUpperCase() === 'CAPTURED') throw new HttpError(409, MESSAGES.paymentConfirmationFailed);
  return {
    order,
    status: gatewayStatus === 'failed' ? 'FAILED' : 'PENDING',
    result: gatewayStatus === 'failed' ? 'FAILURE' : 'PENDING',
  };
}

/**
 * Records the method the buyer chose for an order that is neither paid nor yet prepared by a
 * seller. Cash on delivery confirms the order and each seller's part at once; an online method
 * puts a confirmed order back to waiting for its payment, so no seller prepares it unpaid. The
 * order row is locked, so a payment landing meanwhile is not overwritten.
 */
export async function attachMethod(
  db: Db,
  userId: string,
  input: {
    orderId: string;
    paymentMethod: string;
    paymentProvider?: string | undefined;
    paymentMethodId?: string | undefined;
  },
  /** Cash on delivery's rules and what sends its code (issue 41): a switch to cash is held to them as checkout is. */
  cash?: { rules: CashRules; sender: CodeSender },
) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw new HttpError(404, MESSAGES.orderNotFound);
    if (!['pending', 'failed'].includes(order.paymentStatus) || !['pending', 'confirmed'].includes(order.status))
      throw new HttpError(409, MESSAGES.paymentMethodLocked);
    const cod = input.paymentMethod === 'cash_on_delivery';
    // Issue 41: cash past the refusal limit or over the cap is refused here too; its fee joins the
    // total, and leaves it when the order turns online; a buyer who must confirm a cash order does.
    const goodsTotal = order.totalCents - order.codFeeCents;
    const offer =
      cod && cash && order.paymentMethod !== 'cash_on_delivery'
        ? cashOffer(await cashStanding(tx, userId), goodsTotal, cash.rules)
        : undefined;
    if (offer) refuseCash(offer);
    const feeCents = cod ? (offer?.feeCents ?? order.codFeeCents) : 0;
    const awaiting = offer?.needsConfirmation === true;
    const [from, to] = cod ? ['pending', awaiting ? 'awaiting_confirmation' : 'confirmed'] : ['confirmed', 'pending'];
    const now = new Date();
    // A cash order turning online starts waiting for its payment now, and counts towards the
    // buyer's unpaid orders like one placed online (the orders row lock above keeps this in line).
    const startsWaiting = !cod && order.paymentMethod === 'cash_on_delivery';
    if (startsWaiting) {
      const [unpaid] = await tx
        .select({ total: count() })
        .from(orders)
        .where(and(eq(orders.userId, userId), awaitingPaymentSql));
      if ((unpaid?.total ?? 0) >= MAX_UNPAID_ORDERS) throw new HttpError(409, MESSAGES.tooManyUnpaidOrders);
    }
    const [updated] = await tx
      .update(orders)
      .set({
        paymentMethod: input.paymentMethod,
        status: to,
        codFeeCents: feeCents,
        totalCents: goodsTotal + feeCents,
        paymentStatus: 'pending',
        updatedAt: now,
        ...(startsWaiting ? { awaitingPaymentSince: now } : {}),
      })
      .where(eq(orders.id, order.id))
      .returning();
    // An order waiting for its buyer's code keeps its parts pending, as an unpaid one does.
    if (awaiting) await holdForConfirmation(tx, updated!, offer!.confirmHours, cash!.sender);
    else
      await tx
        .update(sellerOrders)
        .set({ status: to, updatedAt: now })
        .where(and(eq(sellerOrders.orderId, order.id), eq(sellerOrders.status, from)));
    return {
      order: updated!,
      transactionId: `${cod ? 'cod' : (input.paymentProvider ?? 'sandbox')}_${input.paymentMethodId ?? order.orderNumber}`,
    };
  });
}
