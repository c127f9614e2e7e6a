import { sellerNotificationText, type SellerNotificationKind, type SellerNotificationParams } from '@souk/shared/seller-notification-texts';
import type { Db } from '../../db/client.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import { sellerNotifications } from './sellers.tables.ts';

/**
 * Tells a seller something, in the caller's transaction: the notice exists exactly when its event
 * does, and its e-mail (when `emailTo` is given) goes out through the outbox.
 */
export async function notifySeller(
  db: Db,
  input: { sellerId: string; kind: SellerNotificationKind; params: SellerNotificationParams; orderId?: string; productId?: string; emailTo?: string | null },
) {
  const { title, message } = sellerNotificationText(input.kind, input.params);
  await db.insert(sellerNotifications).values({
    sellerId: input.sellerId,
    kind: input.kind,
    title,
    message,
    params: input.params as Record<string, string | number>,
    orderId: input.orderId ?? null,
    productId: input.productId ?? null,
  });
  if (input.emailTo) {
    await enqueueMessage(db, { channel: 'email', to: input.emailTo, subject: `Souk: ${title}`, body: `${message}\nYour seller area: /seller-dashboard` });
  }
}
