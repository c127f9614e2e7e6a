import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  CASH_CONFIRM_MAX_TRIES,
  CASH_CONFIRM_RESEND_SECONDS,
  type CashRules,
  type CashUnavailableReason,
} from '@souk/shared/cash-on-delivery';
import { MESSAGES, pleaseWaitForCode } from '@souk/shared/messages';
import { formatPrice } from '@souk/shared/money';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { users } from '../auth/auth.tables.ts';
import { notifySellersOfOrder } from '../sellers/seller-notifications.service.ts';
import { codeMatches, hashCode, hashOpaqueToken, newCode, newToken } from '../otp/codes.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import { orderItems, orders, sellerOrders } from '../orders/orders.tables.ts';
import { cancelOrder } from '../orders/orders.service.ts';
import { cashConfirmations } from './cash.tables.ts';

/**
 * Issue 41, cash on delivery that holds (decision 0025): who may pay cash, at what fee, and the
 * buyer's confirmation of a first cash order before its sellers prepare it.
 */

/** What a buyer's past says about cash: parcels refused at the door, and orders delivered. */
export async function cashStanding(db: Db, userId: string) {
  const [refused] = await db
    .select({ total: count() })
    .from(sellerOrders)
    .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
    .where(and(eq(orders.userId, userId), eq(sellerOrders.status, 'refused')));
  const [delivered] = await db
    .select({ total: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered')));
  return { refusals: refused?.total ?? 0, delivered: delivered?.total ?? 0 };
}

export interface CashOffer {
  offered: boolean;
  /** Why not, when not offered. */
  reason: CashUnavailableReason | null;
  feeCents: number;
  /** The most a cash order may total, fee included; null for no cap. */
  maxTotalCents: number | null;
  /** The order will wait for the buyer's code before its sellers see it. */
  needsConfirmation: boolean;
  confirmHours: number;
}

/** Whether cash is offered for an order of `totalCents` (before the fee), by the buyer's standing and the rules. */
export function cashOffer(
  standing: { refusals: number; delivered: number },
  totalCents: number,
  rules: CashRules,
): CashOffer {
  const reason: CashUnavailableReason | null =
    standing.refusals >= rules.refusalLimit
      ? 'refusals'
      : rules.maxTotalCents !== null && totalCents + rules.feeCents > rules.maxTotalCents
        ? 'over_cap'
        : null;
  return {
    offered: reason === null,
    reason,
    feeCents: rules.feeCents,
    maxTotalCents: rules.maxTotalCents,
    needsConfirmation: standing.delivered < rules.confirmBelowDelivered,
    confirmHours: rules.confirmHours,
  };
}

/** The API's refusal of a cash order the rules do not allow: the same words checkout shows. */
export function refuseCash(offer: CashOffer) {
  if (offer.reason === 'refusals') throw new HttpError(409, MESSAGES.cashRefused);
  if (offer.reason === 'over_cap') throw new HttpError(409, MESSAGES.cashOverCap);
}

export interface CodeSender {
  codeHashKey: string;
  publicUrl: string;
}

type Channel = 'whatsapp' | 'sms';

/** The page a confirmation link opens; it confirms by a POST, so a link preview confirms nothing. */
export const confirmLink = (publicUrl: string, token: string) => `${publicUrl}/confirm-order/${token}`;

function confirmationText(
  language: string,
  input: { orderNumber: string; amount: string; code: string; link: string; hours: number },
) {
  const { orderNumber, amount, code, link, hours } = input;
  if (language === 'ar')
    return `سوق: أكّد طلبك ${orderNumber} (${amount}) للدفع نقدًا عند الاستلام بالرمز ${code}، أو اضغط على الرابط: ${link}\nيُلغى الطلب إن لم يُؤكَّد خلال ${hours} ساعة.`;
  return `Souk: confirm your cash order ${orderNumber} (${amount}) with the code ${code}, or tap: ${link}\nUnconfirmed within ${hours} hours, it is cancelled.`;
}

/** A fresh code and link for the order, sent by `channel` to the order's phone; earlier ones die. */
async function sendConfirmation(
  tx: Db,
  order: typeof orders.$inferSelect,
  channel: Channel,
  sender: CodeSender,
  expiresAt: Date,
) {
  const code = newCode();
  const { token, hash } = newToken();
  const values = {
    codeHash: hashCode(sender.codeHashKey, code),
    tokenHash: hash,
    wrongTries: 0,
    channel,
    sentAt: new Date(),
  };
  await tx
    .insert(cashConfirmations)
    .values({ orderId: order.id, expiresAt, ...values })
    .onConflictDoUpdate({ target: cashConfirmations.orderId, set: values });
  const [buyer] = await tx.select({ language: users.language }).from(users).where(eq(users.id, order.userId));
  // The hours left, said whole: all of them for a new hold, the rest for a code sent again.
  const hours = Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 3_600_000 - 0.01));
  await enqueueMessage(tx, {
    channel,
    to: order.shippingAddress.phone,
    body: confirmationText(buyer?.language ?? 'en', {
      orderNumber: order.orderNumber,
      amount: formatPrice(order.totalCents, 'USD'),
      code,
      link: confirmLink(sender.publicUrl, token),
      hours,
    }),
  });
}

/**
 * Puts a cash order on hold for its buyer's code from now (checkout's transaction, or an unpaid
 * order switched to cash), the code sent by WhatsApp.
 */
export async function holdForConfirmation(
  tx: Db,
  order: typeof orders.$inferSelect,
  confirmHours: number,
  sender: CodeSender,
) {
  const expiresAt = new Date(Date.now() + confirmHours * 3_600_000);
  await sendConfirmation(tx, order, 'whatsapp', sender, expiresAt);
}

/** The order (locked) and its confirmation, when it still waits for one; else a 409. */
async function waitingOrder(tx: Db, orderId: string, userId?: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), userId ? eq(orders.userId, userId) : undefined))
    .for('update');
  if (!order) throw new HttpError(404, MESSAGES.orderNotFound);
  const [confirmation] = await tx.select().from(cashConfirmations).where(eq(cashConfirmations.orderId, orderId));
  if (order.status !== 'awaiting_confirmation' || !confirmation || confirmation.confirmedAt)
    throw new HttpError(409, MESSAGES.cashOrderNotWaiting);
  return { order, confirmation };
}

/** Confirmed: the order and each seller's part go to confirmed, and the sellers are told, once. */
async function confirm(tx: Db, order: typeof orders.$inferSelect) {
  const now = new Date();
  await tx.update(cashConfirmations).set({ confirmedAt: now }).where(eq(cashConfirmations.orderId, order.id));
  const [confirmed] = await tx
    .update(orders)
    .set({ status: 'confirmed', updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  const parts = await tx
    .update(sellerOrders)
    .set({ status: 'confirmed', updatedAt: now })
    .where(and(eq(sellerOrders.orderId, order.id), eq(sellerOrders.status, 'pending')))
    .returning({ id: sellerOrders.id, sellerId: sellerOrders.sellerId, subtotalCents: sellerOrders.subtotalCents });
  const units = await tx
    .select({ partId: orderItems.sellerOrderId, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .groupBy(orderItems.sellerOrderId);
  await notifySellersOfOrder(
    tx,
    order,
    parts.map((part) => ({
      sellerId: part.sellerId,
      units: units.find((row) => row.partId === part.id)?.units ?? 0,
      subtotalCents: part.subtotalCents,
    })),
  );
  return confirmed!;
}

/**
 * The buyer's code for its own order. A wrong one counts (kept even though the call fails); at
 * CASH_CONFIRM_MAX_TRIES the buyer must ask for a new code. Past its deadline nothing confirms it.
 */
export async function confirmByCode(
  db: Db,
  codeHashKey: string,
  input: { userId: string; orderId: string; code: string },
) {
  const outcome = await db.transaction(async (tx) => {
    const { order, confirmation } = await waitingOrder(tx, input.orderId, input.userId);
    if (confirmation.expiresAt <= new Date()) throw new HttpError(409, MESSAGES.codeExpired);
    if (confirmation.wrongTries >= CASH_CONFIRM_MAX_TRIES) throw new HttpError(429, MESSAGES.codeExhausted);
    if (!codeMatches(codeHashKey, input.code, confirmation.codeHash)) {
      await tx
        .update(cashConfirmations)
        .set({ wrongTries: confirmation.wrongTries + 1 })
        .where(eq(cashConfirmations.orderId, order.id));
      return { wrong: confirmation.wrongTries + 1 >= CASH_CONFIRM_MAX_TRIES ? 'exhausted' : 'wrong' } as const;
    }
    return { order: await confirm(tx, order) };
  });
  if ('wrong' in outcome)
    throw new HttpError(
      outcome.wrong === 'exhausted' ? 429 : 400,
      outcome.wrong === 'exhausted' ? MESSAGES.codeExhausted : MESSAGES.invalidCode,
    );
  return outcome.order;
}

/** The one-tap link's token: whoever holds the link (sent to the order's phone) confirms that order. */
export async function confirmByLink(db: Db, token: string) {
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select({ orderId: cashConfirmations.orderId })
      .from(cashConfirmations)
      .where(eq(cashConfirmations.tokenHash, hashOpaqueToken(token)));
    if (!known) throw new HttpError(404, MESSAGES.cashConfirmLinkInvalid);
    const { order, confirmation } = await waitingOrder(tx, known.orderId);
    if (confirmation.expiresAt <= new Date()) throw new HttpError(409, MESSAGES.cashConfirmLinkInvalid);
    return confirm(tx, order);
  });
}

/** A new code and link for the buyer's waiting order, by WhatsApp or SMS; the deadline stays. */
export async function resendConfirmation(
  db: Db,
  sender: CodeSender,
  input: { userId: string; orderId: string; via: Channel },
) {
  await db.transaction(async (tx) => {
    const { order, confirmation } = await waitingOrder(tx, input.orderId, input.userId);
    if (confirmation.expiresAt <= new Date()) throw new HttpError(409, MESSAGES.codeExpired);
    const waitSeconds = Math.ceil(
      (confirmation.sentAt.getTime() + CASH_CONFIRM_RESEND_SECONDS * 1000 - Date.now()) / 1000,
    );
    if (waitSeconds > 0) throw new HttpError(429, pleaseWaitForCode(waitSeconds));
    await sendConfirmation(tx, order, input.via, sender, confirmation.expiresAt);
  });
}

/** Where a buyer's waiting order stands, for its page: the deadline and where the code went. */
export async function confirmationOf(db: Db, orderId: string) {
  const [row] = await db
    .select({
      expiresAt: cashConfirmations.expiresAt,
      channel: cashConfirmations.channel,
      sentAt: cashConfirmations.sentAt,
    })
    .from(cashConfirmations)
    .where(and(eq(cashConfirmations.orderId, orderId), isNull(cashConfirmations.confirmedAt)));
  return row;
}

/**
 * The cash sweep: each order still unconfirmed past its deadline is cancelled, its stock released
 * and its buyer told. cancelOrder locks the order and cancels only one still waiting, so two
 * instances sweeping at once cancel it once and give its stock back once. Returns how many.
 */
export async function expireUnconfirmedOrders(db: Db, now = new Date()) {
  const stale = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      // The hold the buyer was given: from its start (the row's creation) to its deadline.
      hours: sql<number>`greatest(1, round(extract(epoch from ${cashConfirmations.expiresAt} - ${cashConfirmations.createdAt}) / 3600))::int`,
    })
    .from(cashConfirmations)
    .innerJoin(orders, eq(orders.id, cashConfirmations.orderId))
    .where(
      and(
        isNull(cashConfirmations.confirmedAt),
        lt(cashConfirmations.expiresAt, now),
        eq(orders.status, 'awaiting_confirmation'),
      ),
    );
  let cancelled = 0;
  for (const order of stale) {
    try {
      await cancelOrder(db, order.userId, order.id, undefined, order.hours);
      cancelled++;
    } catch (error) {
      // Confirmed, cancelled by the buyer or by the other instance since the list was read.
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    }
  }
  return cancelled;
}
