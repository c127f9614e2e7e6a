import { asc, eq } from 'drizzle-orm';
import type { LanguageCode } from '@souk/shared/languages';
import type { Db } from '../../db/client.ts';
import { colors, products } from '../catalog/catalog.tables.ts';
import type { EmailOrder } from '../emails/blocks.tsx';
import { orderItems, orders, type ShippingAddress } from './orders.tables.ts';

/** The address as an e-mail shows it: the name, the street and building, the town, the phone. */
export function addressForEmail(
  address: ShippingAddress,
  language: LanguageCode = 'en',
): NonNullable<EmailOrder['address']> {
  const building = [address.building, address.floor].filter(Boolean).join(language === 'ar' ? '، ' : ', ');
  return {
    name: `${address.firstName} ${address.lastName}`.trim(),
    lines: [address.streetAddress, building, address.city, address.location, address.notes]
      .map((line) => line?.trim())
      .filter((line): line is string => Boolean(line))
      .filter((line, index, all) => all.indexOf(line) === index),
    phone: address.phone || undefined,
  };
}

/**
 * An order as its e-mails show it (number, items, totals, address), read once; the lines are named
 * in the reader's language (the product's and colour's Arabic names where they have one).
 */
export async function orderForEmail(
  db: Db,
  orderId: string,
): Promise<((language: LanguageCode) => EmailOrder) | undefined> {
  const [[order], items] = await Promise.all([
    db.select().from(orders).where(eq(orders.id, orderId)),
    db
      .select({ item: orderItems, nameAr: products.nameAr, colorAr: colors.nameAr })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(colors, eq(colors.name, orderItems.color))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
  ]);
  if (!order) return undefined;
  return (language) => {
    const arabic = language === 'ar';
    return {
      orderNumber: order.orderNumber,
      lines: items.map(({ item, nameAr, colorAr }) => ({
        name: (arabic && nameAr) || item.name,
        details: [(arabic && colorAr) || item.color, item.size].filter(Boolean).join(' · ') || undefined,
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents,
      })),
      totals: {
        subtotalCents: order.subtotalCents,
        discountCents: order.discountCents,
        shippingCents: order.shippingCents,
        vatCents: order.vatCents,
        codFeeCents: order.codFeeCents,
        totalCents: order.totalCents,
      },
      address: addressForEmail(order.shippingAddress, language),
    };
  };
}
