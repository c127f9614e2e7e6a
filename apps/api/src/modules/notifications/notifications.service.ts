import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationText, type NotificationKind, type NotificationParams } from '@souk/shared/notification-texts';
import { sendOrderUpdate } from '../addresses/order-updates.ts';
import { buyerNoticeEmail } from '../emails/emails.tsx';
import { enqueueEmail, readerLanguage } from '../emails/emails.service.ts';
import { orderForEmail } from '../orders/order-email.ts';
import { notifications } from './notifications.tables.ts';

/**
 * Written in the caller's transaction, so a notification (and its e-mail, when `emailTo` is given)
 * exists exactly when its event does. The English words are stored too (for the API and e-mail);
 * the params let the web app translate.
 */
export async function notify(
  db: Db,
  input: {
    userId: string;
    kind: NotificationKind;
    params: NotificationParams;
    orderId?: string;
    emailTo?: string;
    /** What tells this step from another of the same kind on the order, for its WhatsApp/SMS copy's dedupe key. */
    stepKey?: string;
  },
) {
  const { title, message } = notificationText(input.kind, input.params);
  await db.insert(notifications).values({
    userId: input.userId,
    kind: input.kind,
    title,
    message,
    params: input.params,
    orderId: input.orderId ?? null,
  });
  // The buyer's WhatsApp or SMS copy of an order step, when chosen in the profile (issue 41).
  await sendOrderUpdate(db, input);
  if (input.emailTo) {
    // In the buyer's own language, with the order's items and address and a link to its page.
    const [language, order] = await Promise.all([
      readerLanguage(db, input.userId),
      input.orderId ? orderForEmail(db, input.orderId) : undefined,
    ]);
    await enqueueEmail(
      db,
      input.emailTo,
      buyerNoticeEmail({ language, kind: input.kind, params: input.params, order: order?.(language) }),
    );
  }
}

export async function listNotifications(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(100);
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    message: row.message,
    kind: row.kind,
    params: row.params,
    orderId: row.orderId,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function unreadCount(db: Db, userId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.total ?? 0;
}

/** Touches only the caller's own notifications; returns whether one was found. */
export async function markRead(db: Db, userId: string, id: string) {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export const markAllRead = (db: Db, userId: string) =>
  db.update(notifications).set({ read: true }).where(eq(notifications.userId, userId));

export async function deleteNotification(db: Db, userId: string, id: string) {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export const clearNotifications = (db: Db, userId: string) =>
  db.delete(notifications).where(eq(notifications.userId, userId));
