import type { Db } from '../../db/client.ts';
import { addressForEmail, orderForEmail } from '../orders/order-email.ts';
import type { ShippingAddress } from '../orders/orders.tables.ts';
import type { EmailOrder } from './blocks.tsx';
import { orderThanksEmail } from './emails.tsx';
import { enqueueEmail, readerLanguage } from './emails.service.ts';

/** An order being placed, before its rows exist: the checkout's own figures. */
export interface PlacingOrder {
  lines: { name: string; color: string | null; size: string | null; priceCents: number; quantity: number }[];
  totals: NonNullable<EmailOrder['totals']>;
  address: ShippingAddress;
}

/**
 * The buyer's "thank you for your order" e-mail, with its items, totals and address: at placing for
 * cash on delivery (from the checkout's figures), once paid for an online order (read from the order).
 */
export async function emailOrderThanks(
  db: Db,
  input: {
    to: string;
    orderNumber: string;
    totalCents: number;
    userId?: string | undefined;
    orderId?: string | undefined;
    cash: boolean;
    placing?: PlacingOrder | undefined;
  },
) {
  const [language, stored] = await Promise.all([
    readerLanguage(db, input.userId),
    input.placing || !input.orderId ? undefined : orderForEmail(db, input.orderId),
  ]);
  const placing = input.placing;
  const order: EmailOrder | undefined = placing
    ? {
        orderNumber: input.orderNumber,
        lines: placing.lines.map((line) => ({
          name: line.name,
          details: [line.color, line.size].filter(Boolean).join(' · ') || undefined,
          quantity: line.quantity,
          unitPriceCents: line.priceCents,
        })),
        totals: placing.totals,
        address: addressForEmail(placing.address, language),
      }
    : stored?.(language);
  await enqueueEmail(
    db,
    input.to,
    orderThanksEmail({
      language,
      orderNumber: input.orderNumber,
      totalCents: input.totalCents,
      cash: input.cash,
      order,
    }),
  );
}
