import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import { formatPrice } from '@souk/shared/money';
import {
  sellerNotificationText,
  type SellerNotificationKind,
  type SellerNotificationParams,
} from '@souk/shared/seller-notification-texts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { users } from '../auth/auth.tables.ts';
import { sellerNoticeEmail } from '../emails/emails.tsx';
import { enqueueEmail, readerLanguage } from '../emails/emails.service.ts';
import { sellerNotifications, sellerProfiles } from './sellers.tables.ts';

/**
 * Tells a seller something, in the caller's transaction: the notice exists exactly when its event
 * does, and its e-mail (when `emailTo` is given) goes out through the outbox.
 */
export async function notifySeller(
  db: Db,
  input: {
    sellerId: string;
    kind: SellerNotificationKind;
    params: SellerNotificationParams;
    orderId?: string;
    productId?: string;
    emailTo?: string | null;
  },
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
    // In the seller's own language, with an absolute link into the seller area.
    const language = await readerLanguage(db, input.sellerId);
    await enqueueEmail(db, input.emailTo, sellerNoticeEmail({ language, kind: input.kind, params: input.params }));
  }
}

const view = (row: typeof sellerNotifications.$inferSelect) => ({
  _id: row.id,
  kind: row.kind,
  title: row.title,
  message: row.message,
  params: row.params ?? {},
  orderId: row.orderId,
  productId: row.productId,
  read: row.read,
  createdAt: row.createdAt.toISOString(),
});

export async function sellerUnreadCount(db: Db, sellerId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(sellerNotifications)
    .where(and(eq(sellerNotifications.sellerId, sellerId), eq(sellerNotifications.read, false)));
  return row?.count ?? 0;
}

/** The newest notices first, with the unread count for the badge. */
export async function listSellerNotifications(db: Db, sellerId: string, limit: number) {
  const [rows, unreadCount] = await Promise.all([
    db
      .select()
      .from(sellerNotifications)
      .where(eq(sellerNotifications.sellerId, sellerId))
      .orderBy(desc(sellerNotifications.createdAt))
      .limit(limit),
    sellerUnreadCount(db, sellerId),
  ]);
  return { notifications: rows.map(view), unreadCount };
}

export async function markSellerNotificationRead(db: Db, sellerId: string, id: string) {
  const [row] = await db
    .update(sellerNotifications)
    .set({ read: true })
    .where(and(eq(sellerNotifications.id, id), eq(sellerNotifications.sellerId, sellerId)))
    .returning();
  if (!row) throw new HttpError(404, MESSAGES.notificationNotFound);
  return view(row);
}

export const markAllSellerNotificationsRead = (db: Db, sellerId: string) =>
  db
    .update(sellerNotifications)
    .set({ read: true })
    .where(and(eq(sellerNotifications.sellerId, sellerId), eq(sellerNotifications.read, false)));

/**
 * Each seller of a new order is told of its part (bell and e-mail), in the transaction that makes
 * the part something to prepare: the placing of a cash order, the payment of an online one.
 */
export async function notifySellersOfOrder(
  db: Db,
  order: { id: string; orderNumber: string },
  parts: { sellerId: string; units: number; subtotalCents: number }[],
) {
  if (parts.length === 0) return;
  const contacts = await db
    .select({ id: users.id, email: users.email, businessEmail: sellerProfiles.businessEmail })
    .from(users)
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
    .where(
      inArray(
        users.id,
        parts.map((part) => part.sellerId),
      ),
    );
  for (const part of parts) {
    const contact = contacts.find((row) => row.id === part.sellerId);
    await notifySeller(db, {
      sellerId: part.sellerId,
      kind: 'new_order',
      params: { orderNumber: order.orderNumber, units: part.units, amount: formatPrice(part.subtotalCents, 'USD') },
      orderId: order.id,
      emailTo: contact?.businessEmail ?? contact?.email ?? null,
    });
  }
}
