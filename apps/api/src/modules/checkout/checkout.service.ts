import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { governorateOf, type Governorate } from '@souk/shared/locations';
import { MESSAGES } from '@souk/shared/messages';
import { centsToUsd, formatPrice, lineShares, type LineShare } from '@souk/shared/money';
import type { PaymentMethod } from '@souk/shared/schemas/checkout';
import { preparedRows, rowOf, type Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import {
  cartLines,
  cartLinesOf,
  cartLinesSql,
  emptyCartCtes,
  lockOwnCart,
  setCartCoupon,
  type CartLine,
  type CartLineRow,
} from '../cart/cart-lines.ts';
import { cardStockMoves, moveStockCtes } from '../catalog/catalog.service.ts';
import { couponDiscount, redeemCoupon, type CouponRow } from '../coupons/coupons.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { awaitingPaymentSql } from '../orders/orders.service.ts';
import { cashOffer, cashStanding, holdForConfirmation, refuseCash, type CashOffer } from '../cash/cash.service.ts';
import { orderItems, orderNumbers, orders, type ShippingAddress } from '../orders/orders.tables.ts';
import { notifySellersOfOrder } from '../sellers/seller-notifications.service.ts';
import type { LiveConfig } from '../settings/settings.service.ts';
import { purgeStorefront, type CardStockMove } from '../ssr/storefront-purge.ts';
import { emailOrderThanks, type PlacingOrder } from '../emails/order-placed.ts';

/** Delivery before a location is chosen (the cart's estimate). */
const DEFAULT_SHIPPING_CENTS = 400;

export interface Pricing {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  vatCents: number;
  /** Cash on delivery's fee (issue 41): 0 until the order is placed with cash. */
  codFeeCents: number;
  totalCents: number;
  vatRate: number;
  coupon: CouponRow | undefined;
  /** Each line's share of the discount and VAT, in the order of the lines priced (decision 0012). */
  lineShares: LineShare[];
}

/** Subtotal from current prices, coupon discount, delivery by location, VAT on the discounted goods. */
export async function priceLines(
  db: Db,
  lines: CartLine[],
  options: {
    couponCode: string | null;
    location?: string | undefined;
    userId?: string | undefined;
    vatRate: number;
    deliveryCents: Record<Governorate, number>;
  },
): Promise<Pricing> {
  const { vatRate } = options;
  const applied =
    options.couponCode && lines.length
      ? await couponDiscount(
          db,
          options.couponCode,
          lines.map((line) => ({
            sellerId: line.variant.sellerId,
            categoryId: line.variant.categoryId,
            lineCents: line.variant.priceCents * line.quantity,
          })),
          options.userId,
        )
      : undefined;
  const discountCents = applied?.discountCents ?? 0;
  const governorate = options.location ? governorateOf(options.location) : undefined;
  const shippingCents =
    lines.length === 0 ? 0 : governorate ? options.deliveryCents[governorate] : DEFAULT_SHIPPING_CENTS;
  const goods = lines.map((line, index) => ({
    goodsCents: line.variant.priceCents * line.quantity,
    discounted: applied?.appliesTo[index] ?? false,
  }));
  return { ...orderTotals(goods, discountCents, shippingCents, vatRate), coupon: applied?.coupon };
}

/**
 * An order's money from its lines' goods, its discount and its delivery fee: VAT on the goods after
 * discount, and each line's share of both (decision 0012). Also used by the demo history's orders.
 */
export function orderTotals(
  lines: { goodsCents: number; discounted: boolean }[],
  discountCents: number,
  shippingCents: number,
  vatRate: number,
): Omit<Pricing, 'coupon'> {
  const subtotalCents = lines.reduce((sum, line) => sum + line.goodsCents, 0);
  const vatCents = Math.round((subtotalCents - discountCents) * vatRate);
  const shares = lineShares(lines, discountCents, vatCents);
  return {
    subtotalCents,
    discountCents,
    shippingCents,
    vatCents,
    codFeeCents: 0,
    totalCents: subtotalCents - discountCents + shippingCents + vatCents,
    vatRate,
    lineShares: shares,
  };
}

/** The pricing block of spec 2 section 3, in USD decimals with the LBP total beside. */
export function pricingView(pricing: Pricing, lbpPerUsd: number) {
  return {
    subtotal: centsToUsd(pricing.subtotalCents),
    discountAmount: centsToUsd(pricing.discountCents),
    shippingFee: centsToUsd(pricing.shippingCents),
    vatAmount: centsToUsd(pricing.vatCents),
    vatRate: pricing.vatRate,
    cashOnDeliveryFee: centsToUsd(pricing.codFeeCents),
    total: centsToUsd(pricing.totalCents),
    totalLbp: Math.round((pricing.totalCents * lbpPerUsd) / 100),
    appliedCoupon: pricing.coupon
      ? { code: pricing.coupon.code, kind: pricing.coupon.kind, value: pricing.coupon.value }
      : null,
    breakdown: { vatRate: pricing.vatRate },
  };
}

/** Pricing with the cart's coupon, or without it when it no longer applies (expired, used up). */
export async function priceWithCartCoupon(
  db: Db,
  lines: CartLine[],
  couponCode: string | null,
  options: {
    location?: string | undefined;
    userId?: string | undefined;
    vatRate: number;
    deliveryCents: Record<Governorate, number>;
  },
) {
  try {
    return { pricing: await priceLines(db, lines, { ...options, couponCode }), couponDropped: false };
  } catch (error) {
    if (!(error instanceof HttpError) || !couponCode) throw error;
    return { pricing: await priceLines(db, lines, { ...options, couponCode: null }), couponDropped: true };
  }
}

/** With cash on delivery's fee on its own line, in the total (issue 41). */
export const withCashFee = (pricing: Pricing, feeCents: number): Pricing => ({
  ...pricing,
  codFeeCents: feeCents,
  totalCents: pricing.totalCents - pricing.codFeeCents + feeCents,
});

/** Whether the buyer may pay this cart in cash, the fee, and whether the order will wait for a code (issue 41). */
export function cashOfferView(offer: CashOffer, pricing: Pricing) {
  return {
    offered: offer.offered,
    reason: offer.reason,
    fee: centsToUsd(offer.feeCents),
    totalWithFee: centsToUsd(pricing.totalCents + offer.feeCents),
    maxTotal: offer.maxTotalCents === null ? null : centsToUsd(offer.maxTotalCents),
    needsConfirmation: offer.needsConfirmation,
    confirmHours: offer.confirmHours,
  };
}

/** The store's settings an order is priced and placed under. */
export type OrderRules = Pick<
  LiveConfig,
  | 'vatRate'
  | 'deliveryCents'
  | 'maxUnitsPerVariant'
  | 'unpaidOrderHoldMinutes'
  | 'lbpPerUsd'
  | 'cashOnDelivery'
  | 'codeHashKey'
  | 'publicUrl'
>;

/** Online orders a buyer may leave unpaid at once (each holds its stock); MESSAGES.tooManyUnpaidOrders says 3. */
export const MAX_UNPAID_ORDERS = 3;

export async function checkoutPricing(
  db: Db,
  cartId: string,
  userId: string,
  location: string | undefined,
  rules: OrderRules,
) {
  const { lines, couponCode } = await cartLines(db, cartId, rules.maxUnitsPerVariant);
  const { pricing, couponDropped } = await priceWithCartCoupon(db, lines, couponCode, {
    location,
    userId,
    vatRate: rules.vatRate,
    deliveryCents: rules.deliveryCents,
  });
  // A coupon that stopped applying is dropped rather than blocking the cart.
  if (couponDropped) await setCartCoupon(db, cartId, null);
  return pricing;
}

export async function applyCoupon(db: Db, cartId: string, userId: string, code: string, rules: OrderRules) {
  const { lines } = await cartLines(db, cartId, rules.maxUnitsPerVariant);
  if (lines.length === 0) throw new HttpError(400, MESSAGES.cartEmpty);
  const pricing = await priceLines(db, lines, {
    couponCode: code,
    userId,
    vatRate: rules.vatRate,
    deliveryCents: rules.deliveryCents,
  });
  await setCartCoupon(db, cartId, pricing.coupon!.code);
  return pricing;
}

export async function removeCoupon(db: Db, cartId: string, userId: string, rules: OrderRules) {
  await setCartCoupon(db, cartId, null);
  const { lines } = await cartLines(db, cartId, rules.maxUnitsPerVariant);
  return priceLines(db, lines, {
    couponCode: null,
    userId,
    vatRate: rules.vatRate,
    deliveryCents: rules.deliveryCents,
  });
}

/** The buyer's "thank you" e-mail: at placing for cash on delivery, once paid for an online order. */
export async function thankForOrder(
  db: Db,
  email: string,
  order: { orderNumber: string; totalCents: number; id?: string; userId?: string; paymentMethod?: string },
  placing?: PlacingOrder,
) {
  // Built in the emails module (HTML and text, the buyer's language, the items, totals and address).
  await emailOrderThanks(db, {
    to: email,
    orderNumber: order.orderNumber,
    totalCents: order.totalCents,
    userId: order.userId,
    orderId: order.id,
    cash: order.paymentMethod === 'cash_on_delivery',
    placing,
  });
}

const UNIQUE_VIOLATION = '23505';
const DEADLOCK = '40P01';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

const errorCode = (error: unknown) =>
  (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;

/**
 * Places the order: one transaction that locks the buyer's own cart, re-reads prices, takes stock
 * atomically for every line, writes the order split per seller, redeems the coupon, empties the
 * cart and notifies the buyer. The same idempotency key twice returns the first order instead of
 * a second one. Nine round trips whatever the size of the cart (three more with a coupon).
 */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<OrderRow> {
  return (await placeOrderWithItems(db, input)).order;
}

export interface PlaceOrderInput {
  cartId: string;
  userId: string;
  email: string | null;
  shippingAddress: ShippingAddress;
  couponCode: string;
  paymentMethod: PaymentMethod;
  idempotencyKey: string | undefined;
  rules: OrderRules;
}

/**
 * placeOrder, with the order's items as written (the reply shows them without reading them back);
 * `repeated` when the idempotency key had already placed it (not a new order).
 */
export async function placeOrderWithItems(
  db: Db,
  input: PlaceOrderInput,
): Promise<{ order: OrderRow; items: OrderItemRow[]; repeated?: true }> {
  const existing = async () => {
    if (!input.idempotencyKey) return undefined;
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, input.userId), eq(orders.idempotencyKey, input.idempotencyKey)));
    return (
      order && {
        order,
        items: await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
        repeated: true as const,
      }
    );
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const placed = await db.transaction((tx) => placeInTransaction(tx, input));
      if (!placed) return (await existing())!;
      // Stock was taken: the products' pages show what is left, the lists only a card that changed.
      const { stock, ...order } = placed;
      await purgeStorefront({ stock });
      return order;
    } catch (error) {
      const code = errorCode(error);
      // Two submissions raced past each other: the unique key kept one order; answer with it.
      if (code === UNIQUE_VIOLATION) {
        const order = await existing();
        if (order) return order;
      }
      // Stock and products are locked in id order, but a cancellation elsewhere may lock them
      // otherwise; PostgreSQL then rolls one back, and nothing of it was kept, so go again.
      if (code === DEADLOCK && attempt < 2) continue;
      throw error;
    }
  }
}

/**
 * The transaction of placeOrder; undefined when this idempotency key already made an order.
 * Stock, the rows other orders wait for, is taken in the last statement before the commit (with
 * the order itself), so it is held for as short a time as possible; a line short of stock fails
 * the whole order. A buyer with MAX_UNPAID_ORDERS online orders awaiting payment places no other
 * online order: counted under the cart's lock, so the buyer's own placements run one at a time.
 */
async function placeInTransaction(
  tx: Db,
  input: PlaceOrderInput,
): Promise<{ order: OrderRow; items: OrderItemRow[]; stock: CardStockMove[] } | undefined> {
  const cart = await lockOwnCart(tx, input.cartId, input.userId);
  if (!cart) throw new HttpError(404, MESSAGES.cartNotFound);
  // Read after the lock, so an order placed meanwhile with this key, and its emptied cart, are
  // seen. The order number is drawn here (only for a new order of a cart with lines), so the
  // buyer can be notified before the last statement.
  const rows = await preparedRows<
    CartLineRow & { earlier: string | null; order_number: string | null; unpaid: number }
  >(
    tx,
    'checkout_lines',
    sql`select e.earlier, e.order_number, known.unpaid, l.*
      from (
        select (select id from orders where user_id = ${input.userId} and idempotency_key = ${input.idempotencyKey ?? null}::text) as earlier,
          (select count(*)::int from orders where user_id = ${input.userId} and ${awaitingPaymentSql}) as unpaid
      ) known
      cross join lateral (
        select known.earlier,
          case when known.earlier is null and exists (select 1 from cart_items where cart_id = ${input.cartId}) then nextval(${orderNumbers.seqName}::regclass) end as order_number
      ) e
      left join lateral (${cartLinesSql(input.cartId)}) l on true
      order by l.added_at`,
  );
  if (rows[0]?.earlier) return undefined;
  const { rules } = input;
  const lines = cartLinesOf(rows, rules.maxUnitsPerVariant);
  if (lines.length === 0) throw new HttpError(400, MESSAGES.cartEmpty);
  const online = input.paymentMethod !== 'cash_on_delivery';
  if (online && rows[0]!.unpaid >= MAX_UNPAID_ORDERS) throw new HttpError(409, MESSAGES.tooManyUnpaidOrders);
  const couponCode = input.couponCode || cart.couponCode;
  const location = input.shippingAddress.location;
  const priced = await priceLines(tx, lines, {
    couponCode,
    location,
    userId: input.userId,
    vatRate: rules.vatRate,
    deliveryCents: rules.deliveryCents,
  });
  // Cash: refused past the refusal limit or over the cap, whatever the page offered; the fee on its own line.
  const cash = online
    ? undefined
    : cashOffer(await cashStanding(tx, input.userId), priced.totalCents, rules.cashOnDelivery);
  if (cash) refuseCash(cash);
  const pricing = cash ? withCashFee(priced, cash.feeCents) : priced;
  const awaiting = cash?.needsConfirmation === true;

  const orderId = randomUUID();
  // A first cash order waits for its buyer's code; its sellers' parts wait as an unpaid order's do.
  const status = online ? 'pending' : awaiting ? 'awaiting_confirmation' : 'confirmed';
  const partStatus = awaiting ? 'pending' : status;
  const bySeller = new Map<string, CartLine[]>();
  for (const line of lines) bySeller.set(line.variant.sellerId, [...(bySeller.get(line.variant.sellerId) ?? []), line]);
  const parts = [...bySeller].map(([sellerId, sellerLines]) => ({
    id: randomUUID(),
    seller_id: sellerId,
    subtotal_cents: sellerLines.reduce((sum, line) => sum + line.variant.priceCents * line.quantity, 0),
    lines: sellerLines,
  }));
  const shareOf = new Map(lines.map((line, index) => [line, pricing.lineShares[index]!]));
  const items = parts.flatMap((part) =>
    part.lines.map((line) => ({
      seller_order_id: part.id,
      product_id: line.productId,
      variant_id: line.variantId,
      name: line.variant.name,
      sku: line.variant.sku,
      color: line.variant.color,
      size: line.variant.size,
      unit_price_cents: line.variant.priceCents,
      quantity: line.quantity,
      discount_cents: shareOf.get(line)!.discountCents,
      vat_cents: shareOf.get(line)!.vatCents,
    })),
  );
  const orderNumber = `SK${rows[0]!.order_number}`;
  const total = formatPrice(pricing.totalCents, 'USD');
  const params = {
    orderNumber,
    amount: total,
    online,
    ...(awaiting ? { awaitingConfirmation: true } : {}),
    holdMinutes: online ? rules.unpaidOrderHoldMinutes : awaiting ? cash!.confirmHours * 60 : undefined,
  };
  await notify(tx, { userId: input.userId, kind: 'order_placed', params, orderId });
  // A cash order is something to prepare at once (once confirmed, when it waits for its buyer's
  // code: cash.service); an online one once paid (payments.service).
  if (!online && !awaiting) {
    const sellerParts = parts.map((part) => ({
      sellerId: part.seller_id,
      units: part.lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotalCents: part.subtotal_cents,
    }));
    await notifySellersOfOrder(tx, { id: orderId, orderNumber }, sellerParts);
  }
  // An online order is thanked for once paid (issue 41): a closed payment page is no order yet.
  if (input.email && !online)
    await thankForOrder(
      tx,
      input.email,
      { orderNumber, totalCents: pricing.totalCents, userId: input.userId, paymentMethod: input.paymentMethod },
      {
        lines: lines.map((line) => ({ ...line.variant, quantity: line.quantity })),
        totals: pricing,
        address: input.shippingAddress,
      },
    );

  // Stock, the order, its seller parts and items, and the emptied cart: one statement, whatever
  // the cart. Rows come back as JSON, so the result type stays the same when a column is added.
  const [written] = await preparedRows<{
    placed: Record<string, unknown>;
    order_items: Record<string, unknown>[];
    taken: string[] | null;
  }>(
    tx,
    'place_order',
    sql`with ${moveStockCtes(lines, 'take')},
      placed as (
        insert into orders (id, order_number, user_id, status, payment_method, subtotal_cents, discount_cents, shipping_cents, cod_fee_cents, vat_cents, total_cents, vat_rate, lbp_per_usd, coupon_code, shipping_address, idempotency_key)
        values (${orderId}::uuid, ${orderNumber}::text, ${input.userId}::uuid, ${status}::text, ${input.paymentMethod}::text, ${pricing.subtotalCents}::int,
          ${pricing.discountCents}::int, ${pricing.shippingCents}::int, ${pricing.codFeeCents}::int, ${pricing.vatCents}::int, ${pricing.totalCents}::int, ${pricing.vatRate}::numeric, ${rules.lbpPerUsd}::int,
          ${pricing.coupon?.code ?? null}::text, ${JSON.stringify(input.shippingAddress)}::jsonb, ${input.idempotencyKey ?? null}::text)
        returning *
      ),
      parts as (
        insert into seller_orders (id, order_id, seller_id, status, subtotal_cents)
        select p.id, ${orderId}::uuid, p.seller_id, ${partStatus}::text, p.subtotal_cents
        from jsonb_to_recordset(${JSON.stringify(parts.map(({ lines: _, ...part }) => part))}::jsonb) as p(id uuid, seller_id uuid, subtotal_cents int)
      ),
      items as (
        insert into order_items (order_id, seller_order_id, product_id, variant_id, name, sku, color, size, unit_price_cents, quantity, discount_cents, vat_cents)
        select ${orderId}::uuid, i.seller_order_id, i.product_id, i.variant_id, i.name, i.sku, i.color, i.size, i.unit_price_cents, i.quantity, i.discount_cents, i.vat_cents
        from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
          as i(seller_order_id uuid, product_id uuid, variant_id uuid, name text, sku text, color text, size text, unit_price_cents int, quantity int, discount_cents int, vat_cents int)
        returning *
      ),
      ${emptyCartCtes(input.cartId)}
      select to_json(placed) as placed, (select json_agg(items) from items) as order_items, (select json_agg(id) from stock_moved) as taken from placed`,
  );
  const taken = new Set(written!.taken ?? []);
  // Reported in variant order, as the stock is taken; throwing rolls back all of the above.
  const short = [...lines]
    .sort((x, y) => x.variantId.localeCompare(y.variantId))
    .find((line) => !taken.has(line.variantId));
  if (short)
    throw new HttpError(
      409,
      `Not enough stock left for ${short.variant.name}${short.variant.stock > 0 ? ` (${short.variant.stock} left)` : ''}.`,
    );
  const order = rowOf(orders, written!.placed);
  if (awaiting) await holdForConfirmation(tx, order, cash!.confirmHours, rules);
  if (pricing.coupon) await redeemCoupon(tx, pricing.coupon, input.userId, order.id);
  const stock = await cardStockMoves(tx, lines, 'take');
  return { order, items: written!.order_items.map((item) => rowOf(orderItems, item)), stock };
}
