import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import type { CsNotificationCategory } from '@souk/shared/schemas/cs';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { csNotifications, tickets } from './cs.tables.ts';

/**
 * The desk's drawer (spec 3 section 2.9): buyers, sellers and management tabs. Buyer and seller
 * notifications are the whole desk's; escalations and mentions only their recipient's.
 */

const visibleTo = (agentId: string) =>
  or(isNull(csNotifications.recipientId), eq(csNotifications.recipientId, agentId));

export async function unreadCounts(db: Db, agentId: string) {
  const rows = await db
    .select({ category: csNotifications.category, count: sql<number>`count(*)::int` })
    .from(csNotifications)
    .where(and(isNull(csNotifications.readAt), visibleTo(agentId)))
    .groupBy(csNotifications.category);
  const of = (category: CsNotificationCategory) => rows.find((row) => row.category === category)?.count ?? 0;
  const buyers = of('buyer_related');
  const sellers = of('seller_related');
  const management = of('management_related');
  return { totalUnread: buyers + sellers + management, buyers, sellers, management };
}

/** One tab's latest notifications with what section 3 lists of the ticket behind each. */
export async function listCsNotifications(db: Db, agentId: string, category: CsNotificationCategory) {
  const rows = await db
    .select({
      notification: csNotifications,
      ticket: tickets,
      orderNumber: orders.orderNumber,
      itemName: orderItems.name,
      itemQuantity: orderItems.quantity,
    })
    .from(csNotifications)
    .leftJoin(tickets, eq(tickets.id, csNotifications.ticketId))
    .leftJoin(orders, eq(orders.id, tickets.orderId))
    .leftJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .where(and(eq(csNotifications.category, category), visibleTo(agentId)))
    .orderBy(desc(csNotifications.createdAt))
    .limit(100);
  return rows.map(({ notification, ticket, orderNumber, itemName, itemQuantity }) => ({
    _id: notification.id,
    read: notification.readAt !== null,
    createdAt: notification.createdAt.toISOString(),
    notificationCategory: notification.kind === 'seller_decision' ? 'seller_decision' : category,
    kind: notification.kind,
    decision: notification.decision,
    status: ticket?.status ?? null,
    issueType: ticket?.issueType ?? null,
    ticketId: ticket?.id ?? null,
    ticketNumber: ticket?.ticketNumber ?? null,
    ticketType: ticket?.ticketType ?? null,
    notes: notification.notes,
    customerInfo: ticket ? { name: ticket.customerName, phone: ticket.phone } : null,
    returnType: ticket?.returnKind ?? null,
    orderNumber,
    relatedOrder: { orderNumber },
    items: itemName ? [{ name: itemName, quantity: itemQuantity }] : [],
  }));
}

export async function markCsNotificationRead(db: Db, agentId: string, id: string) {
  const [row] = await db
    .update(csNotifications)
    .set({ readAt: sql`coalesce(${csNotifications.readAt}, now())` })
    .where(and(eq(csNotifications.id, id), visibleTo(agentId)))
    .returning({ id: csNotifications.id });
  if (!row) throw new HttpError(404, MESSAGES.notificationNotFound);
}

export async function markAllCsRead(db: Db, agentId: string, category?: CsNotificationCategory) {
  await db
    .update(csNotifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        isNull(csNotifications.readAt),
        visibleTo(agentId),
        category ? eq(csNotifications.category, category) : undefined,
      ),
    );
}
