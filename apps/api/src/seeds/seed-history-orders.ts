/**
 * The demo history's orders, planned in memory before a row is written: who bought what and when,
 * how each parcel went (or was cancelled), how the buyer paid, and what came back (returns,
 * refunds, tickets) and was said (reviews). Money comes from the services' own helpers, so every
 * figure reads as the checkout, the refund ledger and the payouts would have written it.
 */
import { randomUUID } from 'node:crypto';
import { CITIES, governorateOf, locationLabel } from '@souk/shared/locations';
import { PAYMENT_METHODS, type PaymentMethod } from '@souk/shared/schemas/checkout';
import { orderTotals } from '../modules/checkout/checkout.service.ts';
import { couponShare } from '../modules/coupons/coupons.service.ts';
import { orderStatusFromParts } from '../modules/orders/fulfilment.ts';
import type { orderItems, orders, sellerOrders } from '../modules/orders/orders.tables.ts';
import type { paymentSessions, refunds, sandboxCharges } from '../modules/payments/payments.tables.ts';
import { itemPaidCents, sellerChargeOf } from '../modules/payments/refund-ledger.ts';
import { discountedPrice } from '../modules/promotions/promotions.service.ts';
import type { promotionalRequests } from '../modules/promotions/promotions.tables.ts';
import type { returnRequests, tickets } from '../modules/cs/cs.tables.ts';
import type { reviews } from '../modules/catalog/catalog.tables.ts';
import { DEFAULT_DELIVERY_CENTS } from '../modules/settings/settings.service.ts';
import { REVIEW_TEXTS } from './demo-catalog.ts';
import type { seededRandom } from './seed-catalog.ts';
import {
  DESK_TEXTS,
  PROMOTION_NOTES,
  RAMADAN_DAYS,
  RAMADAN_STARTS,
  SEASONAL_CATEGORIES,
  SELLER_CANCEL_REASONS,
  STREETS,
} from './seed-history-data.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
type Random = ReturnType<typeof seededRandom>;

/** The first day of the month twelve months before `now`'s: the history covers 12 whole months and this one. */
export const historyStart = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12, 1);

/** The Ramadan (first day, in ms) that `at` falls in, if any. */
export function ramadanOf(at: number): number | undefined {
  return RAMADAN_STARTS.map((day) => Date.parse(`${day}T00:00:00Z`)).find(
    (start) => at >= start && at < start + RAMADAN_DAYS * DAY,
  );
}

export type Season = 'ramadan' | 'eid' | 'december' | 'summer' | undefined;

export function seasonOf(at: number): Season {
  const ramadan = ramadanOf(at);
  if (ramadan !== undefined) return 'ramadan';
  if (ramadanOf(at - 3 * DAY) !== undefined) return 'eid';
  const date = new Date(at);
  if (date.getUTCMonth() === 11 && date.getUTCDate() <= 24) return 'december';
  if (date.getUTCMonth() === 6 || date.getUTCMonth() === 7) return 'summer';
  return undefined;
}

/** Orders a day brings, relative to an ordinary day: the seasons, the weekend, and a year of growth. */
export function demandOn(at: number, start: number, end: number): number {
  const date = new Date(at);
  let factor = 1;
  const ramadan = ramadanOf(at);
  if (ramadan !== undefined) factor = at >= ramadan + 20 * DAY ? 2.6 : 1.9;
  else if (seasonOf(at) === 'eid') factor = 1.6;
  else if (date.getUTCMonth() === 11) factor = date.getUTCDate() <= 10 ? 1.6 : date.getUTCDate() <= 23 ? 2.4 : 1.1;
  else if (date.getUTCMonth() === 10 && date.getUTCDate() >= 24) factor = 1.4;
  else if (date.getUTCMonth() === 7) factor = 0.8;
  else if (date.getUTCMonth() === 8 && date.getUTCDate() <= 15) factor = 1.2;
  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 1.15 : 1;
  const growth = 0.75 + 0.4 * ((at - start) / Math.max(1, end - start));
  return factor * weekend * growth;
}

export interface CatalogueVariant {
  variantId: string;
  productId: string;
  sellerId: string;
  categoryId: string;
  categoryName: string;
  productName: string;
  sku: string;
  color: string | null;
  size: string | null;
  priceCents: number;
  stock: number;
  popularity: number;
}

export interface HistorySellerRef {
  id: string;
  businessName: string;
  fullName: string;
  phone: string;
  weight: number;
  /** When the shop opened: no order of it before. */
  opensAt: number;
  variants: CatalogueVariant[];
}

export interface HistoryBuyer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  street: string;
  weight: number;
  firstOrderAt?: number;
}

export interface HistoryCoupon {
  id: string;
  code: string;
  kind: string;
  value: number;
  minSubtotalCents: number;
  perUserLimit: number;
  categoryId: string | null;
  sellerId: string | null;
}

export interface HistoryStaff {
  admin: string;
  agents: string[];
  manager: string;
  sales: string;
}

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'] & { id: string };

export interface HistoryPlan {
  orders: (Row<typeof orders> & { createdAt: Date })[];
  parts: Row<typeof sellerOrders>[];
  items: Row<typeof orderItems>[];
  sessions: (typeof paymentSessions.$inferInsert)[];
  charges: Row<typeof sandboxCharges>[];
  refunds: (Row<typeof refunds> & { createdAt: Date })[];
  tickets: (Omit<Row<typeof tickets>, 'ticketNumber'> & { createdAt: Date; ticketNumber?: number })[];
  returns: Row<typeof returnRequests>[];
  reviews: (typeof reviews.$inferInsert)[];
  promotions: (typeof promotionalRequests.$inferInsert)[];
  redemptions: { couponId: string; userId: string; orderId: string; phone: string | null; createdAt: Date }[];
  /** Units each variant sold (orders not cancelled): its stock goes down by as much. */
  unitsSold: Map<string, number>;
  /** The first order of each product, so the product is older than its sales. */
  firstSold: Map<string, number>;
  /** Refunds whose reason names a ticket number, filled in once the tickets are numbered. */
  ticketRefunds: { refund: HistoryPlan['refunds'][number]; ticket: HistoryPlan['tickets'][number] }[];
}

interface Context {
  random: Random;
  now: number;
  start: number;
  vatRate: number;
  lbpPerUsd: number;
  staff: HistoryStaff;
  plan: HistoryPlan;
}

const PAYMENT_WEIGHTS: Record<PaymentMethod, number> = {
  cash_on_delivery: 0.55,
  credit_card: 0.25,
  whish_money: 0.12,
  omt: 0.08,
};

function weighted<T>(random: Random, items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let left = random.next() * total;
  for (const item of items) {
    left -= weight(item);
    if (left < 0) return item;
  }
  return items[items.length - 1]!;
}

const hours = (random: Random, min: number, max: number) => (min + random.next() * (max - min)) * HOUR;

/** Each buyer a home in a Lebanese city (by population), a street and a habit of ordering. */
export function buyerHome(random: Random) {
  const city = weighted(random, CITIES, (entry) => Math.sqrt(entry.tags.population));
  return { location: locationLabel(city), street: `${random.pick(STREETS)} ${random.int(1, 120)}` };
}

/** Discounts that ran on a product, so an order of it in those days paid the promotion's price. */
type Running = Map<string, { startsAt: number; endsAt: number; percent: number }[]>;

function unitPrice(running: Running, variant: CatalogueVariant, at: number) {
  const promotion = running.get(variant.productId)?.find((entry) => at >= entry.startsAt && at < entry.endsAt);
  return promotion ? discountedPrice(variant.priceCents, promotion.percent) : variant.priceCents;
}

/** How likely a variant is in a basket: its product's popularity, the season's categories, and cheaper things selling more. */
function basketWeight(variant: CatalogueVariant, season: Season) {
  const boosted =
    season === 'ramadan' || season === 'eid' ? SEASONAL_CATEGORIES.ramadan : season ? SEASONAL_CATEGORIES[season] : [];
  return (
    (variant.popularity * ((boosted as readonly string[]).includes(variant.categoryName) ? 2.5 : 1)) /
    (1 + variant.priceCents / 4000)
  );
}

/** Promotions over the year: past ones ran (and priced the orders of their days), later ones wait. */
export function planPromotions(ctx: Context, sellers: HistorySellerRef[]): Running {
  const { random, now, start, staff, plan } = ctx;
  const running: Running = new Map();
  const today = Math.floor(now / DAY) * DAY;
  for (const [sellerIndex, seller] of sellers.entries()) {
    const products = [...new Set(seller.variants.map((variant) => variant.productId))];
    const count = random.int(2, 4);
    for (let index = 0; index < count && products.length > 0; index++) {
      const productId = products.splice(random.int(0, products.length - 1), 1)[0]!;
      // Through the year, and the last one of each shop still ahead.
      const from = Math.max(seller.opensAt, start);
      const startsAt =
        index === count - 1
          ? today + random.int(3, 25) * DAY
          : from + Math.floor((random.next() * (now - from)) / DAY) * DAY;
      const endsAt = startsAt + random.int(3, 14) * DAY;
      const createdAt = Math.min(startsAt - random.int(2, 10) * DAY, now - HOUR);
      const percent = random.pick([10, 15, 20, 25, 30]);
      const offered = startsAt > now && sellerIndex % 5 === 0;
      const base = {
        sellerId: seller.id,
        productId,
        kind: 'discount',
        discountPercent: percent,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        note: PROMOTION_NOTES[seasonOf(startsAt) ?? 'other'],
        createdAt: new Date(createdAt),
      };
      const decidedAt = new Date(Math.min(createdAt + random.int(2, 30) * HOUR, now - HOUR));
      const decided = { decidedBy: staff.admin, decidedAt };
      if (offered) {
        plan.promotions.push({ ...base, status: 'offered', requestedBy: staff.sales });
      } else if (endsAt <= now) {
        const accepted = random.chance(0.8);
        plan.promotions.push({
          ...base,
          requestedBy: seller.id,
          status: accepted ? 'accepted' : 'declined',
          ...decided,
          ...(accepted
            ? { appliedAt: new Date(startsAt), endedAt: new Date(endsAt) }
            : { decisionNote: 'Too close to another promotion of the shop.' }),
        });
        if (accepted) running.set(productId, [...(running.get(productId) ?? []), { startsAt, endsAt, percent }]);
      } else if (startsAt <= now) {
        // Running now: accepted, and the promotions sweep puts its prices on within the minute.
        plan.promotions.push({ ...base, requestedBy: seller.id, status: 'accepted', ...decided });
      } else {
        const status = random.pick(['pending', 'pending', 'pending', 'accepted', 'cancelled'] as const);
        plan.promotions.push({ ...base, requestedBy: seller.id, status, ...(status === 'accepted' ? decided : {}) });
      }
    }
  }
  return running;
}

interface PartPlan {
  row: Row<typeof sellerOrders>;
  lines: { variant: CatalogueVariant; quantity: number; unitPriceCents: number }[];
  /** When it was confirmed, prepared, shipped and delivered, if it was. */
  steps: { status: string; at: number }[];
}

/** One order: lines from one to three shops, the buyer's way of paying, and how it went since. */
export function planOrder(
  ctx: Context,
  input: {
    at: number;
    buyer: HistoryBuyer;
    sellers: HistorySellerRef[];
    running: Running;
    coupons: HistoryCoupon[];
    couponUses: Map<string, number>;
    forcePending?: boolean;
  },
) {
  const { random, now, plan } = ctx;
  const { at, buyer } = input;
  const season = seasonOf(at);
  const open = input.sellers.filter((seller) => seller.opensAt <= at && seller.variants.length > 0);
  const shopCount = random.chance(0.03) ? 3 : random.chance(0.14) ? 2 : 1;
  const shops: HistorySellerRef[] = [];
  for (let index = 0; index < shopCount; index++) {
    const candidates = open.filter((seller) => !shops.includes(seller));
    if (candidates.length) shops.push(weighted(random, candidates, (seller) => seller.weight));
  }
  const orderId = randomUUID();
  const parts: PartPlan[] = [];
  for (const shop of shops) {
    const lines: PartPlan['lines'] = [];
    const lineCount = random.chance(0.25) ? 2 : 1;
    for (let index = 0; index < lineCount; index++) {
      const quantity = random.chance(0.04) ? 3 : random.chance(0.12) ? 2 : 1;
      const available = shop.variants.filter(
        (variant) => variant.stock - quantity >= 2 && !lines.some((line) => line.variant === variant),
      );
      if (available.length === 0) continue;
      const variant = weighted(random, available, (candidate) => basketWeight(candidate, season));
      lines.push({ variant, quantity, unitPriceCents: unitPrice(input.running, variant, at) });
    }
    if (lines.length)
      parts.push({
        row: {
          id: randomUUID(),
          orderId,
          sellerId: shop.id,
          status: 'confirmed',
          subtotalCents: lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0),
        },
        lines,
        steps: [],
      });
  }
  if (parts.length === 0) return;

  // How the buyer paid, and whether the order was cancelled before it left.
  const method = input.forcePending
    ? random.pick(PAYMENT_METHODS.filter((entry) => entry !== 'cash_on_delivery'))
    : weighted(random, PAYMENT_METHODS, (entry) => PAYMENT_WEIGHTS[entry]);
  const online = method !== 'cash_on_delivery';
  const unpaidFate = input.forcePending
    ? 'abandoned'
    : online && random.chance(0.03)
      ? 'failed'
      : online && random.chance(0.03)
        ? 'abandoned'
        : undefined;
  const paidAt = online && !unpaidFate ? at + random.int(1, 12) * 60_000 : undefined;
  const start = online ? (paidAt ?? Number.POSITIVE_INFINITY) : at;
  // A few recent parcels are slow (a busy seller, a far village): the dashboards' stuck list shows them.
  const slow = now - at < 14 * DAY && random.chance(0.2) ? random.int(5, 9) : 1;
  for (const part of parts) {
    if (start === Number.POSITIVE_INFINITY) continue;
    const processing = start + hours(random, 1, 20) * slow;
    const shipped = processing + hours(random, 4, 36) * slow;
    const delivered = shipped + hours(random, 18, 72) * slow;
    part.steps = [
      { status: 'confirmed', at: start },
      { status: 'processing', at: processing },
      { status: 'shipped', at: shipped },
      { status: 'delivered', at: delivered },
    ];
  }
  const unpaidCancelAt = unpaidFate ? at + random.int(31, 35) * 60_000 : undefined;
  const firstShipped = Math.min(...parts.map((part) => part.steps[2]?.at ?? Number.POSITIVE_INFINITY));
  const buyerCancelAt = !unpaidFate && random.chance(0.04) ? start + hours(random, 0.5, 10) : undefined;
  const cancelledAt =
    unpaidCancelAt ?? (buyerCancelAt !== undefined && buyerCancelAt < firstShipped ? buyerCancelAt : undefined);
  const orderCancelled = cancelledAt !== undefined && cancelledAt <= now;

  // Each part's status now; cash parts a seller could not send are cancelled with a reason.
  let updatedAt = paidAt && paidAt <= now ? paidAt : at;
  for (const part of parts) {
    if (orderCancelled) {
      part.row.status = 'cancelled';
      part.row.updatedAt = new Date(cancelledAt);
      part.row.createdAt = new Date(at);
      updatedAt = cancelledAt;
      continue;
    }
    const reached = part.steps.filter((step) => step.at <= now);
    const sellerCancelAt = !online && random.chance(0.03) && part.steps[1] ? part.steps[1].at + HOUR : undefined;
    if (sellerCancelAt !== undefined && sellerCancelAt <= now) {
      Object.assign(part.row, {
        status: 'cancelled',
        cancelReason: random.pick(SELLER_CANCEL_REASONS),
        cancelledAt: new Date(sellerCancelAt),
        updatedAt: new Date(sellerCancelAt),
      });
      part.steps = part.steps.filter((step) => step.at < sellerCancelAt);
    } else {
      const last = reached.at(-1);
      part.row.status = last?.status ?? 'pending';
      part.row.updatedAt = new Date(last?.at ?? at);
      if (last?.status === 'delivered') part.row.deliveredAt = new Date(last.at);
      // Each step's time, for the buyer's timeline (issue 41); parcels go with the seller's own delivery.
      const stepAt = (status: string) => {
        const step = reached.find((candidate) => candidate.status === status);
        return step ? new Date(step.at) : null;
      };
      part.row.confirmedAt = stepAt('confirmed');
      part.row.shippedAt = stepAt('shipped');
      part.row.ownDelivery = part.row.shippedAt !== null;
    }
    part.row.createdAt = new Date(at);
    updatedAt = Math.max(updatedAt, part.row.updatedAt!.getTime());
  }
  const status = orderCancelled ? 'cancelled' : orderStatusFromParts(parts.map((part) => part.row.status));

  // The coupon, when the order kept it: a welcome gift, $5 off, or Home & Kitchen's 20%.
  const lines = parts.flatMap((part) => part.lines.map((line) => ({ part, ...line })));
  const couponLines = lines.map((line) => ({
    sellerId: line.part.row.sellerId,
    categoryId: line.variant.categoryId,
    lineCents: line.unitPriceCents * line.quantity,
  }));
  const coupon =
    orderCancelled || status === 'pending'
      ? undefined
      : chooseCoupon(random, input.coupons, couponLines, buyer, input.couponUses);
  const share = coupon ? couponShare(coupon, couponLines) : undefined;
  const governorate = governorateOf(buyer.location)!;
  const pricing = orderTotals(
    lines.map((line, index) => ({
      goodsCents: line.unitPriceCents * line.quantity,
      discounted: share?.appliesTo[index] ?? false,
    })),
    share?.discountCents ?? 0,
    DEFAULT_DELIVERY_CENTS[governorate],
    ctx.vatRate,
  );
  if (coupon) {
    input.couponUses.set(`${coupon.code}:${buyer.id}`, (input.couponUses.get(`${coupon.code}:${buyer.id}`) ?? 0) + 1);
    plan.redemptions.push({
      couponId: coupon.id,
      userId: buyer.id,
      orderId,
      phone: buyer.phone,
      createdAt: new Date(at),
    });
  }
  const paymentStatus = online
    ? orderCancelled
      ? paidAt !== undefined
        ? 'refunded'
        : unpaidFate === 'failed'
          ? 'failed'
          : 'pending'
      : paidAt !== undefined && paidAt <= now
        ? 'captured'
        : unpaidFate === 'failed' && at + 60_000 <= now
          ? 'failed'
          : 'pending'
    : status === 'delivered'
      ? 'captured'
      : 'pending';
  const order = {
    id: orderId,
    orderNumber: '',
    userId: buyer.id,
    status,
    paymentMethod: method,
    paymentStatus,
    subtotalCents: pricing.subtotalCents,
    discountCents: pricing.discountCents,
    shippingCents: pricing.shippingCents,
    vatCents: pricing.vatCents,
    totalCents: pricing.totalCents,
    vatRate: ctx.vatRate,
    lbpPerUsd: ctx.lbpPerUsd,
    couponCode: coupon?.code ?? null,
    shippingAddress: {
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      email: buyer.email,
      phone: buyer.phone,
      streetAddress: buyer.street,
      city: buyer.location.split(' - ')[1]!,
      state: '',
      zipCode: '',
      location: buyer.location,
      country: 'Lebanon',
    },
    awaitingPaymentSince: new Date(at),
    createdAt: new Date(at),
    updatedAt: new Date(updatedAt),
  };
  plan.orders.push(order);
  buyer.firstOrderAt ??= at;
  const items = lines.map((line, index) => ({
    id: randomUUID(),
    orderId,
    sellerOrderId: line.part.row.id,
    productId: line.variant.productId,
    variantId: line.variant.variantId,
    name: line.variant.productName,
    sku: line.variant.sku,
    color: line.variant.color,
    size: line.variant.size,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
    discountCents: pricing.lineShares[index]!.discountCents,
    vatCents: pricing.lineShares[index]!.vatCents,
  }));
  plan.items.push(...items);
  plan.parts.push(...parts.map((part) => part.row));
  for (const line of lines) {
    if (line.part.row.status === 'cancelled') continue;
    plan.unitsSold.set(line.variant.variantId, (plan.unitsSold.get(line.variant.variantId) ?? 0) + line.quantity);
    line.variant.stock -= line.quantity;
    if (!plan.firstSold.has(line.variant.productId)) plan.firstSold.set(line.variant.productId, at);
  }

  // The gateway's side of an online payment, and what a cancelled paid order gave back.
  const charge =
    online && (paidAt !== undefined || unpaidFate === 'failed') && (paidAt ?? at) <= now
      ? chargeFor(ctx, order, paidAt, unpaidFate)
      : undefined;
  if (orderCancelled && charge && paidAt !== undefined) {
    const refund = gatewayRefund(
      ctx,
      {
        order,
        orderItemId: null,
        sellerOrderId: null,
        amountCents: order.totalCents,
        sellerChargeCents: 0,
        reason: 'order cancelled',
        createdBy: buyer.id,
        at: cancelledAt,
      },
      charge,
    );
    plan.refunds.push(refund);
  }
  if (status === 'cancelled' || status === 'pending') return;
  for (const [index, item] of items.entries()) {
    const part = lines[index]!.part.row;
    if (part.status === 'delivered')
      afterDelivery(ctx, {
        order,
        item,
        part,
        buyer,
        charge,
        seller: shops.find((shop) => shop.id === part.sellerId)!,
      });
  }
}

function chooseCoupon(
  random: Random,
  coupons: HistoryCoupon[],
  lines: { sellerId: string; categoryId: string; lineCents: number }[],
  buyer: HistoryBuyer,
  uses: Map<string, number>,
) {
  const usable = (code: string) => {
    const coupon = coupons.find((entry) => entry.code === code);
    if (!coupon || (uses.get(`${code}:${buyer.id}`) ?? 0) >= coupon.perUserLimit) return undefined;
    const share = couponShare(coupon, lines);
    return share.eligibleCents > 0 && share.subtotalCents >= coupon.minSubtotalCents ? coupon : undefined;
  };
  if (buyer.firstOrderAt === undefined && random.chance(0.3)) return usable('WELCOME10');
  if (random.chance(0.06)) return usable('SOUK5');
  if (random.chance(0.12)) return usable('CEDAR20');
  return undefined;
}

function chargeFor(
  ctx: Context,
  order: HistoryPlan['orders'][number],
  paidAt: number | undefined,
  unpaidFate: string | undefined,
) {
  const id = randomUUID();
  const status = paidAt !== undefined ? 'succeeded' : 'failed';
  const createdAt = new Date(order.createdAt.getTime() + 60_000);
  const charge = {
    id,
    reference: order.id,
    method: order.paymentMethod,
    amountCents: order.totalCents,
    status,
    refundedCents: 0,
    refundIds: [] as string[],
    returnUrl: `/order-history?order=${order.id}`,
    createdAt,
  };
  ctx.plan.charges.push(charge);
  ctx.plan.sessions.push({
    orderId: order.id,
    gateway: 'sandbox',
    gatewayRef: id,
    method: order.paymentMethod,
    amountCents: order.totalCents,
    status: unpaidFate === 'failed' ? 'failed' : status,
    createdAt,
  });
  return charge;
}

interface RefundInput {
  order: HistoryPlan['orders'][number];
  orderItemId: string | null;
  sellerOrderId: string | null;
  amountCents: number;
  sellerChargeCents: number;
  reason: string;
  createdBy: string;
  at: number;
}

/** A ledger row as refund-ledger.ts writes it: online through the gateway (settled by its event), cash recorded. */
function gatewayRefund(ctx: Context, input: RefundInput, charge: HistoryPlan['charges'][number] | undefined) {
  const online = input.order.paymentMethod !== 'cash_on_delivery';
  const id = randomUUID();
  if (online && charge) {
    charge.refundedCents! += input.amountCents;
    charge.refundIds!.push(id);
    if (charge.refundedCents === charge.amountCents) charge.status = 'refunded';
  }
  // Settled a few minutes later, not in the future, and never before it was asked for.
  const settledAt = online
    ? Math.max(input.at, Math.min(input.at + ctx.random.int(1, 20) * 60_000, ctx.now - 60_000))
    : input.at;
  return {
    id,
    orderId: input.order.id,
    sellerOrderId: input.sellerOrderId,
    orderItemId: input.orderItemId,
    amountCents: input.amountCents,
    sellerChargeCents: input.sellerChargeCents,
    reason: input.reason,
    method: online ? 'gateway' : 'cash',
    status: online ? 'succeeded' : 'recorded',
    createdBy: input.createdBy,
    createdAt: new Date(input.at),
    settledAt: new Date(settledAt),
  };
}

/** What may follow a delivered item: a review, or a ticket (a return, a refund, a question). */
function afterDelivery(
  ctx: Context,
  input: {
    order: HistoryPlan['orders'][number];
    item: HistoryPlan['items'][number];
    part: Row<typeof sellerOrders>;
    buyer: HistoryBuyer;
    charge: HistoryPlan['charges'][number] | undefined;
    seller: HistorySellerRef;
  },
) {
  const { random, now, plan } = ctx;
  const { item, part, buyer } = input;
  const deliveredAt = part.deliveredAt!.getTime();
  let unhappy = false;
  if (random.chance(0.075)) {
    const ticketAt = deliveredAt + hours(random, 12, 240);
    if (ticketAt < now) unhappy = openBuyerTicket(ctx, { ...input, ticketAt });
  }
  if (random.chance(unhappy ? 0.5 : 0.2)) {
    const at = deliveredAt + hours(random, 24, 20 * 24);
    if (at < now && !plan.reviews.some((review) => review.productId === item.productId && review.userId === buyer.id)) {
      const [rating, comment] = random.pick(REVIEW_TEXTS.filter(([stars]) => (unhappy ? stars <= 2 : stars >= 3)));
      plan.reviews.push({
        productId: item.productId,
        userId: buyer.id,
        rating,
        comment,
        // Written after the delivery of a part that holds the product (issue 40).
        verifiedPurchase: true,
        likesCount: 0,
        createdAt: new Date(at),
      });
    }
  }
}

/**
 * A buyer's ticket on a delivered item, as far as it got by now: a return or a partial refund the
 * seller decides, a refund the desk's manager gives, or a question. Returns whether the buyer was unhappy.
 */
function openBuyerTicket(
  ctx: Context,
  input: {
    order: HistoryPlan['orders'][number];
    item: HistoryPlan['items'][number];
    part: Row<typeof sellerOrders>;
    buyer: HistoryBuyer;
    charge: HistoryPlan['charges'][number] | undefined;
    seller: HistorySellerRef;
    ticketAt: number;
  },
): boolean {
  const { random, now, staff, plan } = ctx;
  const { order, item, part, buyer, ticketAt } = input;
  const agent = random.pick(staff.agents);
  const kind = weighted(
    random,
    ['return', 'partial', 'desk', 'question'] as const,
    (entry) => ({ return: 0.5, partial: 0.15, desk: 0.2, question: 0.15 })[entry],
  );
  const issueType =
    kind === 'return'
      ? random.pick(['Return request', 'Wrong item received', 'Damaged item'])
      : kind === 'partial'
        ? 'Damaged item'
        : kind === 'desk'
          ? random.pick(['Refund request', 'Missing item', 'Damaged item'])
          : random.pick(['Late delivery', 'Payment problem', 'Missing item']);
  const ticket: HistoryPlan['tickets'][number] = {
    id: randomUUID(),
    ticketType: 'buyer',
    status: 'pending',
    priority: random.chance(0.15),
    userId: buyer.id,
    customerName: `${buyer.firstName} ${buyer.lastName}`,
    phone: buyer.phone,
    orderId: order.id,
    orderItemId: item.id,
    sellerId: part.sellerId,
    issueType,
    // A wrong size only of a thing sold in sizes (one draw either way: the rest of the year stays as it was).
    notes: random.pick(DESK_TEXTS[kind].filter((text) => item.size || !/\bsize\b/i.test(text))),
    assignedTo: agent,
    createdBy: agent,
    createdAt: new Date(ticketAt),
    updatedAt: new Date(ticketAt),
  };
  plan.tickets.push(ticket);
  const close = (at: number, actionTaken: string, by: string, extra: Partial<HistoryPlan['tickets'][number]> = {}) => {
    if (at > now) return;
    Object.assign(ticket, {
      status: 'closed',
      actionTaken,
      closedBy: by,
      closedAt: new Date(at),
      updatedAt: new Date(at),
      answer: random.pick(DESK_TEXTS.answers),
      ...extra,
    });
  };
  const paidCents = itemPaidCents({
    unitPriceCents: item.unitPriceCents,
    quantity: item.quantity,
    discountCents: item.discountCents ?? 0,
    vatCents: item.vatCents ?? 0,
  });
  const goodsCents = item.unitPriceCents * item.quantity;
  const refund = (amountCents: number, at: number, reason: string, createdBy: string) => {
    const row = gatewayRefund(
      ctx,
      {
        order,
        orderItemId: item.id,
        sellerOrderId: part.id,
        amountCents,
        sellerChargeCents: sellerChargeOf(
          { goodsCents, paidCents, refundedCents: 0, sellerChargedCents: 0 },
          amountCents,
        ),
        reason,
        createdBy,
        at,
      },
      input.charge,
    );
    plan.refunds.push(row);
    return row;
  };

  if (kind === 'question') {
    close(ticketAt + hours(random, 1, 30), 'account', agent);
    return false;
  }
  if (kind === 'desk') {
    // The agent escalates; the manager closes with a refund of part or all of what was paid.
    const escalatedAt = ticketAt + hours(random, 1, 12);
    if (escalatedAt > now) return true;
    Object.assign(ticket, {
      status: 'escalated',
      escalatedTo: staff.manager,
      escalationNote: 'Needs a refund decision.',
      updatedAt: new Date(escalatedAt),
    });
    const closeAt = escalatedAt + hours(random, 4, 60);
    if (closeAt > now - HOUR) return true;
    const percentage = random.pick([25, 50, 100]);
    const row = refund(Math.round((paidCents * percentage) / 100), closeAt, '', staff.manager);
    plan.ticketRefunds.push({ refund: row, ticket });
    close(closeAt, 'refund', staff.manager, { refundPercentage: percentage });
    return true;
  }
  // Sent to the seller: a return of the item, or a refund of a percentage; the seller decides.
  const percentage = kind === 'partial' ? random.pick([20, 30, 50]) : 100;
  const sentAt = ticketAt + hours(random, 1, 24);
  if (sentAt > now) return true;
  ticket.returnKind = kind === 'partial' ? 'REF' : 'RET';
  ticket.updatedAt = new Date(sentAt);
  const request: Row<typeof returnRequests> = {
    id: randomUUID(),
    ticketId: ticket.id,
    sellerId: part.sellerId,
    orderId: order.id,
    orderItemId: item.id,
    quantity: item.quantity,
    returnType: kind === 'partial' ? 'refund' : 'standard_return',
    refundPercentage: kind === 'partial' ? percentage : null,
    refundCents: Math.round((paidCents * percentage) / 100),
    title: 'Other',
    noticeType: 'support_communication',
    message: ticket.notes!,
    returnReason: issueType,
    status: 'pending',
    source: 'cs_agent',
    createdBy: ticket.assignedTo!,
    createdAt: new Date(sentAt),
  };
  plan.returns.push(request);
  const decidedAt = sentAt + hours(random, 8, 72);
  if (decidedAt > now - HOUR) return true;
  const accepted = random.chance(kind === 'partial' ? 0.9 : 0.85);
  request.status = accepted ? 'accepted' : 'rejected';
  request.decidedAt = new Date(decidedAt);
  request.decisionNote = random.pick(accepted ? DESK_TEXTS.accept : DESK_TEXTS.decline);
  if (accepted) request.refundId = refund(request.refundCents, decidedAt, `return ${request.id}`, part.sellerId).id;
  close(decidedAt + hours(random, 1, 12), 'return', agent);
  return true;
}

/**
 * The desk's queue of the last days: buyers asking about parcels on their way, most answered within
 * a day and a half, some still waiting, every fourth handed to the manager.
 */
export function planDeskQueue(ctx: Context) {
  const { random, now, staff, plan } = ctx;
  const recent = plan.parts.filter(
    (part) => part.status !== 'pending' && part.status !== 'cancelled' && part.createdAt!.getTime() > now - 10 * DAY,
  );
  for (let index = 0; index < 12 && recent.length > 0; index++) {
    const part = recent[Math.floor(random.next() * recent.length)]!;
    const order = plan.orders.find((entry) => entry.id === part.orderId)!;
    const item = plan.items.find((entry) => entry.sellerOrderId === part.id)!;
    const at = Math.max(part.createdAt!.getTime() + HOUR, now - (4 - index / 3) * DAY + hours(random, 0, 6));
    if (at >= now) continue;
    const agent = random.pick(staff.agents);
    const ticket: HistoryPlan['tickets'][number] = {
      id: randomUUID(),
      ticketType: 'buyer',
      status: 'pending',
      priority: random.chance(0.2),
      userId: order.userId,
      customerName: `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`,
      phone: order.shippingAddress.phone,
      orderId: order.id,
      orderItemId: item.id,
      sellerId: part.sellerId,
      issueType: random.pick(['Late delivery', 'Payment problem', 'Missing item']),
      notes: random.pick(DESK_TEXTS.question),
      assignedTo: agent,
      createdBy: agent,
      createdAt: new Date(at),
      updatedAt: new Date(at),
    };
    const closeAt = at + hours(random, 1, 20);
    if (index % 4 === 3)
      Object.assign(ticket, {
        status: 'escalated',
        escalatedTo: staff.manager,
        escalationNote: 'The buyer asks for a manager.',
        updatedAt: new Date(Math.min(at + HOUR, now)),
      });
    else if (at < now - 36 * HOUR && closeAt < now)
      Object.assign(ticket, {
        status: 'closed',
        actionTaken: 'account',
        closedBy: agent,
        closedAt: new Date(closeAt),
        updatedAt: new Date(closeAt),
        answer: random.pick(DESK_TEXTS.answers),
      });
    plan.tickets.push(ticket);
  }
}

/** Sellers' own questions to the desk about one of their orders, through the year; the last few still open. */
export function planSellerTickets(ctx: Context, sellers: HistorySellerRef[]) {
  const { random, now, staff, plan } = ctx;
  const parts = plan.parts.filter((part) => part.status !== 'pending');
  const count = 28;
  for (let index = 0; index < count && parts.length > 0; index++) {
    // Spread over the year in order, so the newest questions are days old.
    const part = parts[Math.min(parts.length - 1, Math.floor(((index + random.next()) / count) * parts.length))]!;
    const seller = sellers.find((entry) => entry.id === part.sellerId)!;
    const at = Math.min(part.createdAt!.getTime() + hours(random, 6, 96), now - (count - index) * HOUR);
    const agent = random.pick(staff.agents);
    const ticket: HistoryPlan['tickets'][number] = {
      id: randomUUID(),
      ticketType: 'seller',
      status: 'pending',
      priority: random.chance(0.1),
      userId: seller.id,
      customerName: seller.fullName,
      phone: seller.phone,
      orderId: part.orderId,
      sellerId: seller.id,
      issueType: random.pick([
        'Payout question',
        'Order dispute',
        'Delivery pickup',
        'Listing problem',
        'Account access',
      ]),
      notes: random.pick(DESK_TEXTS.seller),
      assignedTo: agent,
      createdBy: agent,
      createdAt: new Date(at),
      updatedAt: new Date(at),
    };
    const closeAt = index >= count - 3 ? Number.POSITIVE_INFINITY : at + hours(random, 2, 72);
    if (closeAt < now)
      Object.assign(ticket, {
        status: 'closed',
        actionTaken: 'account',
        closedBy: agent,
        closedAt: new Date(closeAt),
        updatedAt: new Date(closeAt),
        answer: random.pick(DESK_TEXTS.answers),
      });
    else if (index === count - 1)
      Object.assign(ticket, {
        status: 'escalated',
        escalatedTo: staff.manager,
        escalationNote: 'The seller asks for a manager.',
      });
    plan.tickets.push(ticket);
  }
}

export type { Context as HistoryContext, Random };
