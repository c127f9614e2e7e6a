import { eq } from 'drizzle-orm';
import { notificationText, type NotificationKind, type NotificationParams } from '@souk/shared/notification-texts';
import type { UpdateStep } from '@souk/shared/schemas/addresses';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { orderPageUrl } from '../emails/site.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import { updateChannelFor } from './addresses.service.ts';

/** The notification kinds a buyer may also have sent by WhatsApp or SMS, by the step they tell of. */
const STEP_OF_KIND: Partial<Record<string, UpdateStep>> = {
  order_shipped: 'shipped',
  order_out_for_delivery: 'out_for_delivery',
  order_delivered: 'delivered',
  refund: 'refund',
};

/**
 * Issue 41: the WhatsApp or SMS copy of an order step's notification, with a link to the order's
 * page, when the buyer chose one for that step, in the buyer's language, to the buyer's phone (or
 * the order's delivery phone when the account has none). Written to the outbox in the caller's
 * transaction with a dedupe key naming the order, the step and what distinguishes one step from
 * another of the same order (the seller's part, the refund's amount, or the caller's `stepKey`): a
 * step reported twice is sent once.
 */
export async function sendOrderUpdate(
  db: Db,
  input: { userId: string; kind: NotificationKind; params: NotificationParams; orderId?: string; stepKey?: string },
) {
  const step = STEP_OF_KIND[input.kind];
  if (!step || !input.orderId) return;
  const channel = await updateChannelFor(db, input.userId, step);
  if (!channel) return;
  const [buyer] = await db
    .select({
      phone: users.phone,
      language: users.language,
      deliveryPhone: orders.shippingAddress,
      orderNumber: orders.orderNumber,
    })
    .from(users)
    .innerJoin(orders, eq(orders.userId, users.id))
    .where(eq(orders.id, input.orderId));
  const to = buyer?.phone ?? buyer?.deliveryPhone.phone;
  if (!to) return;
  const language = buyer!.language === 'ar' ? 'ar' : 'en';
  const { title, message } = notificationText(input.kind, input.params, language);
  const distinct = input.stepKey ?? [input.params.seller, input.params.amount].filter(Boolean).join('|');
  await enqueueMessage(db, {
    channel,
    to,
    // The order page's absolute address: WhatsApp and SMS apps make it a link to tap.
    body: `Souk: ${title}\n${message}\n${orderPageUrl(buyer!.orderNumber)}`,
    dedupeKey: `update:${input.orderId}:${input.kind}:${distinct}:${channel}`,
  });
}
