import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { DEFAULT_CASH_RULES } from '@souk/shared/cash-on-delivery';
import { users } from '../modules/auth/auth.tables.ts';
import { addToCart, cartIdOf } from '../modules/cart/cart.service.ts';
import { products, productVariants } from '../modules/catalog/catalog.tables.ts';
import { placeOrder } from '../modules/checkout/checkout.service.ts';
import { notifications } from '../modules/notifications/notifications.tables.ts';
import { advanceSellerOrder, type FulfilmentStep } from '../modules/orders/fulfilment.ts';
import { orders, sellerOrders } from '../modules/orders/orders.tables.ts';
import { couriers } from '../modules/delivery/delivery.tables.ts';
import { DEFAULT_MAX_UNITS_PER_VARIANT, DEFAULT_UNPAID_ORDER_HOLD_MINUTES } from '../config.ts';
import type { Db } from '../db/client.ts';
import { DEFAULT_DELIVERY_CENTS } from '../modules/settings/settings.service.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A few orders of the demo buyer, so order history, the bell and the sellers' order lists have
 * something to show: one delivered, one on its way, one the seller has not touched yet. They go
 * through the real checkout and fulfilment code, then are moved back in time.
 */
const DEMO_ORDERS: { daysAgo: number; sellers: number[]; steps: FulfilmentStep[] }[] = [
  { daysAgo: 12, sellers: [0, 1], steps: ['processing', 'shipped', 'delivered'] },
  { daysAgo: 3, sellers: [0], steps: ['processing', 'shipped'] },
  { daysAgo: 1, sellers: [0], steps: [] },
];

export async function seedDemoOrders(
  db: Db,
  sellerIds: string[],
  rates: { vatRate: number; lbpPerUsd: number },
): Promise<void> {
  const [buyer] = await db.select().from(users).where(eq(users.userName, 'buyer'));
  if (!buyer) return;
  const variantsOf = (sellerId: string) =>
    db
      .select({ productId: products.id, variantId: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.sellerId, sellerId), gt(productVariants.quantity, 10), eq(productVariants.isActive, true)))
      .orderBy(asc(productVariants.sku))
      .limit(DEMO_ORDERS.length);
  const variants = await Promise.all(sellerIds.map(variantsOf));
  const owner = { userId: buyer.id };
  const rules = {
    ...rates,
    deliveryCents: DEFAULT_DELIVERY_CENTS,
    maxUnitsPerVariant: DEFAULT_MAX_UNITS_PER_VARIANT,
    unpaidOrderHoldMinutes: DEFAULT_UNPAID_ORDER_HOLD_MINUTES,
    // The demo's orders were confirmed long ago: none waits for a code, so none needs a key or a link.
    cashOnDelivery: { ...DEFAULT_CASH_RULES, confirmBelowDelivered: 0 },
    codeHashKey: '',
    publicUrl: '',
  };
  const address = {
    firstName: buyer.firstName ?? 'Rana',
    lastName: buyer.lastName ?? 'Haddad',
    email: buyer.email ?? 'buyer@souk.test',
    phone: buyer.phone ?? '+96171000001',
    streetAddress: 'Rue Monot 12',
    city: 'Beirut',
    state: '',
    zipCode: '',
    location: 'Beirut - Achrafieh',
    country: 'Lebanon',
  };
  for (const [index, demo] of DEMO_ORDERS.entries()) {
    for (const seller of demo.sellers) {
      const variant = variants[seller]?.[index];
      if (variant)
        await addToCart(db, owner, { productId: variant.productId, variantId: variant.variantId, quantity: 1 });
    }
    const cartId = await cartIdOf(db, owner);
    const order = await placeOrder(db, {
      cartId,
      userId: buyer.id,
      email: null,
      shippingAddress: address,
      couponCode: '',
      paymentMethod: 'cash_on_delivery',
      idempotencyKey: undefined,
      rules,
    });
    const parts = await db.select().from(sellerOrders).where(eq(sellerOrders.orderId, order.id));
    // Parcels leave with the demo's first courier and a number of its style (issue 41), or the seller's own delivery.
    const [courier] = await db
      .select()
      .from(couriers)
      .where(eq(couriers.active, true))
      .orderBy(asc(couriers.name))
      .limit(1);
    for (const step of demo.steps) {
      for (const [partIndex, part] of parts.entries())
        await advanceSellerOrder(db, {
          sellerOrderId: part.id,
          sellerId: part.sellerId,
          status: step,
          ...(courier && partIndex === 0
            ? { courierId: courier.id, trackingNumber: `${order.orderNumber.slice(2)}${partIndex + 1}LB` }
            : { ownDelivery: true }),
        });
    }
    const when = new Date(Date.now() - demo.daysAgo * DAY);
    await db
      .update(orders)
      .set({ createdAt: when, updatedAt: when, awaitingPaymentSince: when })
      .where(eq(orders.id, order.id));
    await db.update(sellerOrders).set({ createdAt: when, updatedAt: when }).where(eq(sellerOrders.orderId, order.id));
    // The steps' times go back with it: confirmed when placed, shipped a day later (delivered keeps its day).
    await db
      .update(sellerOrders)
      .set({
        confirmedAt: when,
        shippedAt: sql`case when ${sellerOrders.shippedAt} is null then null else least(${new Date(when.getTime() + DAY)}::timestamptz, coalesce(${sellerOrders.deliveredAt}, now()) - interval '20 hours') end`,
      })
      .where(eq(sellerOrders.orderId, order.id));
    await db
      .update(notifications)
      .set({ createdAt: when, read: demo.daysAgo > 2 })
      .where(eq(notifications.orderId, order.id));
  }
}
