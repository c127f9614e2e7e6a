import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@souk/shared/messages';
import { formatPrice } from '@souk/shared/money';
import type { RefundDestination } from '@souk/shared/notification-texts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { RefundRefused, type PaymentGateway } from '../../integrations/payments/gateway.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { tellDeskOfFailedRefund } from '../cs/refund-failures.ts';
import { notify } from '../notifications/notifications.service.ts';
import { orderItems, orders, sellerOrders } from '../orders/orders.tables.ts';
import { paymentEvents, paymentSessions, refunds } from './payments.tables.ts';

/**
 * The order's refund ledger (decision 0012). Every amount given back is a row of `refunds`, written
 * with the order row locked, so two refunds of one order are weighed one after the other:
 * - an item's refunds add up to at most what the buyer paid for it (goods less its share of the
 *   discount, plus its share of VAT);
 * - an order's refunds add up to at most what was captured for it.
 * Online refunds go through the gateway for their exact amount (pending until its event); cash on
 * delivery is given back by hand and only recorded. Each is audited in the transaction that writes it.
 */

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** Taken by a refund that has not failed: pending ones are on their way. */
const standing = ne(refunds.status, 'failed');

export const itemPaidCents = (item: Pick<ItemRow, 'unitPriceCents' | 'quantity' | 'discountCents' | 'vatCents'>) =>
  item.unitPriceCents * item.quantity - item.discountCents + item.vatCents;

/** The order row, locked until the transaction ends: the ledger's one door. */
export async function lockOrder(tx: Db, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new HttpError(404, MESSAGES.orderNotFound);
  return order;
}

/**
 * What the buyer has paid for the order so far: online, the whole charge once captured; cash, what
 * each delivered parcel collected, and the delivery and cash fees once every parcel is delivered.
 */
async function capturedCents(tx: Db, order: OrderRow) {
  if (order.paymentMethod !== 'cash_on_delivery') return CAPTURED.includes(order.paymentStatus) ? order.totalCents : 0;
  const delivered = await tx
    .select({ item: orderItems })
    .from(orderItems)
    .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
    .where(and(eq(orderItems.orderId, order.id), eq(sellerOrders.status, 'delivered')));
  const goods = delivered
    .filter(({ item }) => !item.cancelledAt)
    .reduce((sum, { item }) => sum + itemPaidCents(item), 0);
  // The delivery fee and cash on delivery's fee (issue 41) are collected with the last parcel.
  return goods + (order.paymentStatus === 'captured' ? order.shippingCents + order.codFeeCents : 0);
}

async function refundedCents(tx: Db, where: ReturnType<typeof eq>) {
  const [row] = await tx
    .select({
      amount: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int`,
      sellerCharge: sql<number>`coalesce(sum(${refunds.sellerChargeCents}), 0)::int`,
    })
    .from(refunds)
    .where(and(where, standing));
  return { amountCents: row?.amount ?? 0, sellerChargeCents: row?.sellerCharge ?? 0 };
}

/** The order's online payment was captured (and may since be on its way back). */
const CAPTURED = ['captured', 'refund_pending', 'refunded'];

/** Whether the buyer has paid for the item: online once captured, cash once its parcel was delivered. */
function itemIsPaid(order: OrderRow, partStatus: string) {
  return order.paymentMethod === 'cash_on_delivery'
    ? partStatus === 'delivered'
    : CAPTURED.includes(order.paymentStatus);
}

/** An item's standing in the ledger, read under the order's lock by `refundItem`, or alone for a preview. */
export async function itemLedger(tx: Db, orderItemId: string, order?: OrderRow) {
  const [row] = await tx
    .select({ item: orderItems, partStatus: sellerOrders.status })
    .from(orderItems)
    .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
    .where(eq(orderItems.id, orderItemId));
  if (!row) throw new HttpError(404, MESSAGES.csNoItems);
  const theOrder = order ?? (await tx.select().from(orders).where(eq(orders.id, row.item.orderId)))[0]!;
  const paidCents = itemPaidCents(row.item);
  const given = await refundedCents(tx, eq(refunds.orderItemId, orderItemId));
  return {
    item: row.item,
    order: theOrder,
    partStatus: row.partStatus,
    paid: itemIsPaid(theOrder, row.partStatus),
    paidCents,
    refundedCents: given.amountCents,
    sellerChargedCents: given.sellerChargeCents,
    leftCents: paidCents - given.amountCents,
  };
}

/** Where the money goes back: the method the buyer paid with. */
const destination = (order: OrderRow) => order.paymentMethod as RefundDestination;

async function tellBuyer(tx: Db, order: OrderRow, amountCents: number) {
  await notify(tx, {
    userId: order.userId,
    kind: 'refund',
    params: { orderNumber: order.orderNumber, amount: formatPrice(amountCents, 'USD'), refundTo: destination(order) },
    orderId: order.id,
    emailTo: order.shippingAddress.email,
  });
}

interface NewRefund {
  order: OrderRow;
  orderItemId: string | null;
  sellerOrderId: string | null;
  amountCents: number;
  sellerChargeCents: number;
  reason: string;
  createdBy: string;
}

/** Writes one ledger row and its audit entry; the caller holds the order's lock and checked the caps. */
async function writeRefund(tx: Db, input: NewRefund) {
  const online = input.order.paymentMethod !== 'cash_on_delivery';
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: input.order.id,
      sellerOrderId: input.sellerOrderId,
      orderItemId: input.orderItemId,
      amountCents: input.amountCents,
      sellerChargeCents: input.sellerChargeCents,
      reason: input.reason,
      method: online ? 'gateway' : 'cash',
      status: online ? 'pending' : 'recorded',
      createdBy: input.createdBy,
      settledAt: online ? null : new Date(),
    })
    .returning();
  await recordAudit(tx, {
    actorId: input.createdBy,
    action: 'refund',
    entity: 'order',
    entityId: input.order.id,
    after: {
      refundId: refund!.id,
      orderNumber: input.order.orderNumber,
      orderItemId: input.orderItemId,
      amountCents: input.amountCents,
      method: refund!.method,
      reason: input.reason,
    },
  });
  // Cash is given back by hand: the buyer is told now. Online, once the gateway confirms.
  if (!online) await tellBuyer(tx, input.order, input.amountCents);
  return refund!;
}

/**
 * Gives back part or all of what the buyer paid for one item: `amountCents`, or `percentage` of
 * what was paid for it, cut to what is left of the item and of the order. An item not paid for is
 * refused; one with nothing left says it was refunded already. Only a delivered item, or one the
 * desk has just cancelled, is refunded: one still on its way would be refunded and shipped too.
 * Call inside the caller's transaction.
 */
export async function refundItem(
  tx: Db,
  input: { orderItemId: string; amountCents?: number; percentage?: number; reason: string; createdBy: string },
) {
  const [located] = await tx
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(eq(orderItems.id, input.orderItemId));
  if (!located) throw new HttpError(404, MESSAGES.csNoItems);
  const order = await lockOrder(tx, located.orderId);
  const ledger = await itemLedger(tx, input.orderItemId, order);
  if (!ledger.paid || ledger.paidCents === 0) throw new HttpError(409, MESSAGES.refundNotPaid);
  if (ledger.partStatus !== 'delivered' && !ledger.item.cancelledAt)
    throw new HttpError(409, MESSAGES.refundNotDelivered);
  const wanted = input.amountCents ?? Math.round((ledger.paidCents * (input.percentage ?? 100)) / 100);
  if (!Number.isInteger(wanted) || wanted <= 0) throw new HttpError(400, MESSAGES.refundAmountInvalid);
  const orderLeft =
    (await capturedCents(tx, order)) - (await refundedCents(tx, eq(refunds.orderId, order.id))).amountCents;
  const amountCents = Math.min(wanted, ledger.leftCents, orderLeft);
  if (amountCents <= 0) throw new HttpError(409, MESSAGES.itemAlreadyRefunded);
  // A delivered sale is taken back from its seller in the share refunded; a cancelled item never was one.
  const goodsCents = ledger.item.unitPriceCents * ledger.item.quantity;
  const sold = ledger.partStatus === 'delivered' && !ledger.item.cancelledAt;
  const sellerChargeCents = sold
    ? sellerChargeOf(
        {
          goodsCents,
          paidCents: ledger.paidCents,
          refundedCents: ledger.refundedCents,
          sellerChargedCents: ledger.sellerChargedCents,
        },
        amountCents,
      )
    : 0;
  return writeRefund(tx, {
    order,
    orderItemId: ledger.item.id,
    sellerOrderId: ledger.item.sellerOrderId,
    amountCents,
    sellerChargeCents,
    reason: input.reason,
    createdBy: input.createdBy,
  });
}

/**
 * What a new refund of a delivered item takes back from its seller: the refunded share of the
 * item's goods (Souk carries the coupon), less what earlier refunds of it already took back.
 */
export function sellerChargeOf(
  item: { goodsCents: number; paidCents: number; refundedCents: number; sellerChargedCents: number },
  amountCents: number,
) {
  return Math.max(
    0,
    Math.round((item.goodsCents * (item.refundedCents + amountCents)) / item.paidCents) - item.sellerChargedCents,
  );
}

/**
 * A cancelled order gives back what is left of its capture after earlier refunds: the caller has
 * the order row locked (its cancellation, or a payment landing on a cancelled order). Null when
 * nothing is left.
 */
export async function refundRestOfOrder(tx: Db, order: OrderRow, input: { reason: string; createdBy: string }) {
  const leftCents =
    (await capturedCents(tx, order)) - (await refundedCents(tx, eq(refunds.orderId, order.id))).amountCents;
  if (leftCents <= 0) return null;
  return writeRefund(tx, {
    order,
    orderItemId: null,
    sellerOrderId: null,
    amountCents: leftCents,
    sellerChargeCents: 0,
    reason: input.reason,
    createdBy: input.createdBy,
  });
}

/**
 * Times the gateway is asked for a refund that it neither gives back nor refuses for good (a
 * timeout, a 5xx): the request after the commit and then the sweep's, every ten minutes, so about
 * 40 minutes of a gateway away before the desk takes it over.
 */
export const MAX_REFUND_ATTEMPTS = 5;

/**
 * Asks the gateway for each online refund still pending (the given ones, or every one), for its
 * own amount: run after the transaction that recorded them, and again by the refund sweep if the
 * gateway was away. One refused for good, or unanswered MAX_REFUND_ATTEMPTS times, is failed.
 */
export async function requestRefunds(
  db: Db,
  gateway: PaymentGateway,
  only: { refundIds?: string[]; orderId?: string | undefined },
  log?: FastifyBaseLogger,
) {
  const { refundIds, orderId } = only;
  if (refundIds?.length === 0) return;
  const pending = await db
    .select({ id: refunds.id, amountCents: refunds.amountCents, ref: paymentSessions.gatewayRef })
    .from(refunds)
    .innerJoin(
      paymentSessions,
      and(eq(paymentSessions.orderId, refunds.orderId), eq(paymentSessions.status, 'succeeded')),
    )
    .where(
      and(
        eq(refunds.method, 'gateway'),
        eq(refunds.status, 'pending'),
        refundIds ? inArray(refunds.id, refundIds) : undefined,
        orderId ? eq(refunds.orderId, orderId) : undefined,
      ),
    );
  for (const refund of pending) {
    try {
      await gateway.refund(refund.ref, refund.amountCents, refund.id);
    } catch (error) {
      const failed = await refundNotGiven(db, refund.id, error);
      log?.[failed ? 'error' : 'warn'](
        { err: error, refundId: refund.id },
        failed ? 'refund failed; the desk has a ticket for it' : 'refund request failed; it is asked for again',
      );
    }
  }
}

/**
 * Counts a try the gateway did not give back. A lasting refusal (RefundRefused), or the last
 * allowed try, fails the refund: with the order locked, it no longer counts against what is left to
 * refund, is audited, and goes to the desk; a cancelled order's payment no longer reads as on its
 * way back once nothing else is. Returns whether the refund failed.
 */
async function refundNotGiven(db: Db, refundId: string, error: unknown) {
  const lasting = error instanceof RefundRefused;
  const failure = lasting ? `${error.code}: ${error.message}` : error instanceof Error ? error.message : String(error);
  return db.transaction(async (tx) => {
    const [known] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, refundId));
    if (!known) return false;
    const order = await lockOrder(tx, known.orderId);
    const [refund] = await tx
      .update(refunds)
      .set({
        attempts: sql`${refunds.attempts} + 1`,
        failure,
        status: lasting
          ? 'failed'
          : sql`case when ${refunds.attempts} + 1 >= ${MAX_REFUND_ATTEMPTS} then 'failed' else ${refunds.status} end`,
      })
      // Settled meanwhile (its event came on another request): nothing to count.
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
      .returning();
    if (refund?.status !== 'failed') return false;
    await recordAudit(tx, {
      actorId: refund.createdBy ?? order.userId,
      action: 'refund_failed',
      entity: 'order',
      entityId: order.id,
      after: {
        refundId: refund.id,
        orderNumber: order.orderNumber,
        orderItemId: refund.orderItemId,
        amountCents: refund.amountCents,
        attempts: refund.attempts,
        lasting,
        failure,
      },
    });
    const [stillPending] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'pending')))
      .limit(1);
    // The money is still Souk's: the payment reads captured again, and the desk gives it back.
    if (order.paymentStatus === 'refund_pending' && !stillPending)
      await tx.update(orders).set({ paymentStatus: 'captured', updatedAt: new Date() }).where(eq(orders.id, order.id));
    await tellDeskOfFailedRefund(tx, { order, refund });
    return true;
  });
}

/**
 * The gateway's `refund.succeeded` for a ledger row: settled and the buyer told, once. Null when the
 * id is not the ledger's (a whole second charge given back: payments.service).
 */
export async function settleRefund(db: Db, input: { refundId: string; eventId: string }) {
  return db.transaction(async (tx) => {
    const [known] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, input.refundId));
    if (!known) return null;
    const order = await lockOrder(tx, known.orderId);
    const [refund] = await tx
      .update(refunds)
      .set({ status: 'succeeded', settledAt: new Date() })
      // A refund failed after its tries may still land late: the gateway's word on the money wins.
      .where(and(eq(refunds.id, input.refundId), or(eq(refunds.status, 'pending'), eq(refunds.status, 'failed'))))
      .returning();
    if (!refund) return 'duplicate' as const;
    await tx
      .insert(paymentEvents)
      .values({ eventId: input.eventId, type: 'refund.succeeded', orderId: refund.orderId })
      .onConflictDoNothing();
    // A cancelled order's payment reads refunded once nothing of it is still on its way back.
    const [stillPending] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'pending')))
      .limit(1);
    if (order.paymentStatus === 'refund_pending' && !stillPending) {
      await tx.update(orders).set({ paymentStatus: 'refunded', updatedAt: new Date() }).where(eq(orders.id, order.id));
    }
    await tellBuyer(tx, order, refund.amountCents);
    return 'applied' as const;
  });
}
