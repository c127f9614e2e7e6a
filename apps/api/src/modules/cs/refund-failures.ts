import { and, asc, eq, sql } from 'drizzle-orm';
import { formatPrice } from '@souk/shared/money';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { orderItems, type orders } from '../orders/orders.tables.ts';
import type { refunds } from '../payments/payments.tables.ts';
import { csNotifications, tickets } from './cs.tables.ts';

/**
 * A refund the gateway did not give back (refused for good, or unanswered after its tries) is the
 * desk's to settle another way: a priority buyer ticket about the order, escalated to a manager (only
 * managers give money back), who is told in the drawer as for any escalation. Without a manager the
 * ticket waits, pending, for the whole desk. Called in the transaction that fails the refund.
 */
export async function tellDeskOfFailedRefund(
  tx: Db,
  input: { order: typeof orders.$inferSelect; refund: typeof refunds.$inferSelect },
) {
  const { order, refund } = input;
  const [buyer] = await tx.select().from(users).where(eq(users.id, order.userId));
  const [item] = refund.orderItemId
    ? await tx.select({ name: orderItems.name }).from(orderItems).where(eq(orderItems.id, refund.orderItemId))
    : [];
  const [manager] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActive, true), sql`'cs_manager' = any(${users.accountTypes})`))
    .orderBy(asc(users.userName))
    .limit(1);
  const what = item ? `${item.name} of order ${order.orderNumber}` : `order ${order.orderNumber}`;
  const note =
    `The payment gateway did not give back the refund of ${formatPrice(refund.amountCents, 'USD')} for ${what} ` +
    `after ${refund.attempts} ${refund.attempts === 1 ? 'try' : 'tries'} (${refund.failure ?? 'no answer'}). ` +
    'It is no longer asked for: give the money back another way, then close this ticket.';
  const [ticket] = await tx
    .insert(tickets)
    .values({
      ticketNumber: sql`nextval('ticket_number_seq')`,
      ticketType: 'buyer',
      status: manager ? 'escalated' : 'pending',
      priority: true,
      userId: order.userId,
      customerName: buyer ? `${buyer.firstName} ${buyer.lastName}`.trim() || buyer.userName : '',
      phone: buyer?.phone ?? order.shippingAddress.phone,
      orderId: order.id,
      orderItemId: refund.orderItemId,
      sellerId: refund.sellerId,
      issueType: 'Payment problem',
      notes: note,
      escalatedTo: manager?.id ?? null,
      escalationNote: manager ? note : null,
    })
    .returning();
  await tx.insert(csNotifications).values(
    manager
      ? {
          category: 'management_related',
          kind: 'escalation',
          ticketId: ticket!.id,
          recipientId: manager.id,
          notes: note,
        }
      : { category: 'buyer_related', kind: 'buyer_ticket', ticketId: ticket!.id, notes: note },
  );
  return ticket!;
}
