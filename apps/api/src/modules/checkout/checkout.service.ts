import { and, eq, sql } from 'drizzle-orm';
import { governorateOf, type Governorate } from '@souk/shared/locations';
import { MESSAGES } from '@souk/shared/messages';
import { centsToUsd, formatPrice } from '@souk/shared/money';
import { DEFAULT_VAT_RATE, type PaymentMethod } from '@souk/shared/schemas/checkout';
import { queryRows, type Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { cartLines, emptyCart, lockCart, setCartCoupon, type CartLine } from '../cart/cart-lines.ts';
import { takeStock } from '../catalog/catalog.service.ts';
import { couponDiscount, redeemCoupon, type CouponRow } from '../coupons/coupons.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { orderItems, orderNumbers, orders, sellerOrders, type ShippingAddress } from '../orders/orders.tables.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';

/** Delivery fee by governorate, in cents; Beirut is nearest to the couriers. */
export const SHIPPING_CENTS: Record<Governorate, number> = {
  Beirut: 300,
  Baabda: 350,
  'Mount Lebanon': 400,
  'Keserwan-Jbeil': 400,
  'North Lebanon': 500,
  'South Lebanon': 500,
  Bekaa: 500,
};
const DEFAULT_SHIPPING_CENTS = 400;

export interface Pricing {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  vatCents: number;
  totalCents: number;
  vatRate: number;
  coupon: CouponRow | undefined;
}

/** Subtotal from current prices, coupon discount, delivery by location, VAT on the discounted goods. */
export async function priceLines(db: Db, lines: CartLine[], options: { couponCode: string | null; location?: string | undefined; userId?: string | undefined; vatRate?: number }): Promise<Pricing> {
  const vatRate = options.vatRate ?? DEFAULT_VAT_RATE;
  const subtotalCents = lines.reduce((sum, line) => sum + line.variant.priceCents * line.quantity, 0);
  const applied = options.couponCode && lines.length
    ? await couponDiscount(db, options.couponCode, lines.map((line) => ({ sellerId: line.variant.sellerId, categoryId: line.variant.categoryId, lineCents: line.variant.priceCents * line.quantity })), options.userId)
    : undefined;
  const discountCents = applied?.discountCents ?? 0;
  const governorate = options.location ? governorateOf(options.location) : undefined;
  const shippingCents = lines.length === 0 ? 0 : governorate ? SHIPPING_CENTS[governorate] : DEFAULT_SHIPPING_CENTS;
  const vatCents = Math.round((subtotalCents - discountCents) * vatRate);
  return { subtotalCents, discountCents, shippingCents, vatCents, totalCents: subtotalCents - discountCents + shippingCents + vatCents, vatRate, coupon: applied?.coupon };
}

/** The pricing block of spec 2 section 3, in USD decimals with the LBP total beside. */
export function pricingView(pricing: Pricing, lbpPerUsd: number) {
  return {
    subtotal: centsToUsd(pricing.subtotalCents),
    discountAmount: centsToUsd(pricing.discountCents),
    shippingFee: centsToUsd(pricing.shippingCents),
    vatAmount: centsToUsd(pricing.vatCents),
    vatRate: pricing.vatRate,
    total: centsToUsd(pricing.totalCents),
    totalLbp: Math.round((pricing.totalCents * lbpPerUsd) / 100),
    appliedCoupon: pricing.coupon ? { code: pricing.coupon.code, kind: pricing.coupon.kind, value: pricing.coupon.value } : null,
    breakdown: { vatRate: pricing.vatRate },
  };
}

export async function checkoutPricing(db: Db, cartId: string, userId: string, location: string | undefined) {
  const { lines, couponCode } = await cartLines(db, cartId);
  try {
    return await priceLines(db, lines, { couponCode, location, userId });
  } catch (error) {
    // A coupon that stopped applying (expired, used up) is dropped rather than blocking the cart.
    if (!(error instanceof HttpError) || !couponCode) throw error;
    await setCartCoupon(db, cartId, null);
    return priceLines(db, lines, { couponCode: null, location, userId });
  }
}

export async function applyCoupon(db: Db, cartId: string, userId: string, code: string) {
  const { lines } = await cartLines(db, cartId);
  if (lines.length === 0) throw new HttpError(400, MESSAGES.cartEmpty);
  const pricing = await priceLines(db, lines, { couponCode: code, userId });
  await setCartCoupon(db, cartId, pricing.coupon!.code);
  return pricing;
}

export async function removeCoupon(db: Db, cartId: string, userId: string) {
  await setCartCoupon(db, cartId, null);
  const { lines } = await cartLines(db, cartId);
  return priceLines(db, lines, { couponCode: null, userId });
}

const UNIQUE_VIOLATION = '23505';

/**
 * Places the order: one transaction that re-reads prices, takes stock atomically for every line,
 * redeems the coupon, writes the order split per seller, empties the cart and notifies the buyer.
 * The same idempotency key twice returns the first order instead of a second one.
 */
export async function placeOrder(
  db: Db,
  input: { cartId: string; userId: string; email: string | null; shippingAddress: ShippingAddress; couponCode: string; paymentMethod: PaymentMethod; idempotencyKey: string | undefined },
) {
  const existing = async () =>
    input.idempotencyKey
      ? (await db.select().from(orders).where(and(eq(orders.userId, input.userId), eq(orders.idempotencyKey, input.idempotencyKey))))[0]
      : undefined;
  try {
    return await db.transaction(async (tx) => {
      await lockCart(tx, input.cartId);
      const earlier = input.idempotencyKey ? (await tx.select().from(orders).where(and(eq(orders.userId, input.userId), eq(orders.idempotencyKey, input.idempotencyKey))))[0] : undefined;
      if (earlier) return earlier;

      const { lines, couponCode: cartCoupon } = await cartLines(tx, input.cartId);
      if (lines.length === 0) throw new HttpError(400, MESSAGES.cartEmpty);
      const couponCode = input.couponCode || cartCoupon;
      const pricing = await priceLines(tx, lines, { couponCode, location: input.shippingAddress.location, userId: input.userId });

      // Always in variant order, so two orders sharing variants cannot deadlock each other.
      for (const line of [...lines].sort((x, y) => x.variantId.localeCompare(y.variantId))) {
        if (!(await takeStock(tx, line.variantId, line.quantity))) {
          throw new HttpError(409, `Not enough stock left for ${line.variant.name}${line.variant.stock > 0 ? ` (${line.variant.stock} left)` : ''}.`);
        }
      }

      const [{ next } = { next: '0' }] = await queryRows<{ next: string }>(tx, sql`select nextval(${orderNumbers.seqName}) as next`);
      const online = input.paymentMethod !== 'cash_on_delivery';
      const [order] = await tx
        .insert(orders)
        .values({
          orderNumber: `SK${next}`,
          userId: input.userId,
          status: online ? 'pending' : 'confirmed',
          paymentMethod: input.paymentMethod,
          subtotalCents: pricing.subtotalCents,
          discountCents: pricing.discountCents,
          shippingCents: pricing.shippingCents,
          vatCents: pricing.vatCents,
          totalCents: pricing.totalCents,
          vatRate: pricing.vatRate,
          couponCode: pricing.coupon?.code ?? null,
          shippingAddress: input.shippingAddress,
          idempotencyKey: input.idempotencyKey ?? null,
        })
        .returning();

      const bySeller = new Map<string, CartLine[]>();
      for (const line of lines) bySeller.set(line.variant.sellerId, [...(bySeller.get(line.variant.sellerId) ?? []), line]);
      for (const [sellerId, sellerLines] of bySeller) {
        const [part] = await tx
          .insert(sellerOrders)
          .values({ orderId: order!.id, sellerId, status: order!.status, subtotalCents: sellerLines.reduce((sum, line) => sum + line.variant.priceCents * line.quantity, 0) })
          .returning({ id: sellerOrders.id });
        await tx.insert(orderItems).values(
          sellerLines.map((line) => ({
            orderId: order!.id,
            sellerOrderId: part!.id,
            productId: line.productId,
            variantId: line.variantId,
            name: line.variant.name,
            sku: line.variant.sku,
            color: line.variant.color,
            size: line.variant.size,
            unitPriceCents: line.variant.priceCents,
            quantity: line.quantity,
          })),
        );
      }
      if (pricing.coupon) await redeemCoupon(tx, pricing.coupon, input.userId, order!.id);
      await emptyCart(tx, input.cartId);

      const total = formatPrice(pricing.totalCents, 'USD');
      await notify(tx, { userId: input.userId, kind: 'order_placed', params: { orderNumber: order!.orderNumber, amount: total, online }, orderId: order!.id });
      if (input.email) {
        await enqueueMessage(tx, { channel: 'email', to: input.email, subject: `Your Souk order ${order!.orderNumber}`, body: `Thank you for your order ${order!.orderNumber} (${total}).\nYou can follow it in your order history.` });
      }
      return order!;
    });
  } catch (error) {
    // Two submissions raced past each other: the unique key kept one order; answer with it.
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === UNIQUE_VIOLATION) {
      const order = await existing();
      if (order) return order;
    }
    throw error;
  }
}
