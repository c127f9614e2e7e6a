import { and, count, desc, eq, sql } from 'drizzle-orm';
import { MESSAGES, returnWindowClosedMessage } from '@souk/shared/messages';
import { centsToUsd, formatPrice, usdToCents } from '@souk/shared/money';
import {
  AGENT_NOTICE_TITLES,
  MANAGER_NOTICE_TITLES,
  NOTICE_TITLE_TYPES,
  type NoticeTitle,
  type SendToSellerInput,
} from '@souk/shared/schemas/cs';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { products } from '../catalog/catalog.tables.ts';
import { users } from '../auth/auth.tables.ts';
import { notify } from '../notifications/notifications.service.ts';
import { orderItems, orders, sellerOrders } from '../orders/orders.tables.ts';
import { itemPaidCents, refundItem } from '../payments/refund-ledger.ts';
import { refunds } from '../payments/payments.tables.ts';
import { notifySeller } from '../sellers/seller-notifications.service.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { returnWindowDays } from '../settings/settings.service.ts';
import { csNotifications, issueTypes, returnRequests, tickets } from './cs.tables.ts';
import { isCsManager } from '@souk/shared/roles';
import type { Agent } from './tickets.service.ts';

/**
 * Returns and refunds through sellers (issue 15): the desk sends a ticket's item to its seller as a
 * return (RET) or a refund (REF); the seller accepts or rejects; an accepted one is refunded through
 * the order's refund ledger (decision 0012).
 */

/** `POST cs/returns/create-and-notify`: the return request and the seller's notice, together. */
export async function sendToSeller(db: Db, agent: Agent, input: SendToSellerInput) {
  const manager = isCsManager(agent.accountTypes);
  const allowed: string[] = manager ? MANAGER_NOTICE_TITLES : AGENT_NOTICE_TITLES;
  if (!allowed.includes(input.title)) throw new HttpError(403, MESSAGES.csManagerOnly);
  return db.transaction(async (tx) => {
    const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, input._id)).for('update');
    if (!ticket) throw new HttpError(404, MESSAGES.csPickTicketFirst);
    const itemId = input.relatedItems[0]?._id ?? ticket.orderItemId;
    if (!itemId) throw new HttpError(400, MESSAGES.csTicketNoItem);
    const [item] = await tx
      .select({
        item: orderItems,
        sellerId: sellerOrders.sellerId,
        partStatus: sellerOrders.status,
        orderNumber: orders.orderNumber,
      })
      .from(orderItems)
      .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.id, itemId));
    if (!item || item.item.orderId !== ticket.orderId) throw new HttpError(400, MESSAGES.csTicketNoItem);
    // The seller is locked to the one who sold the item (section 2.8).
    if (item.sellerId !== input.sellerId) throw new HttpError(400, MESSAGES.csSellerMismatch);
    // What the buyer has not received is not the seller's to take back: the desk cancels it instead.
    if (item.partStatus !== 'delivered' || item.item.cancelledAt) throw new HttpError(409, MESSAGES.returnNotDelivered);
    const quantity = Math.min(Math.max(1, input.relatedItems[0]?.quantity ?? 1), item.item.quantity);
    const percentage = input.returnType === 'refund' ? (input.refundPercentage ?? 100) : 100;
    const title =
      input.title === 'Other' && input.customTitle
        ? input.customTitle
        : input.title.replace('{product}', item.item.name);
    const [request] = await tx
      .insert(returnRequests)
      .values({
        ticketId: ticket.id,
        sellerId: item.sellerId,
        orderId: item.item.orderId,
        orderItemId: itemId,
        quantity,
        returnType: input.returnType,
        refundPercentage: input.returnType === 'refund' ? percentage : null,
        // The share of what the buyer paid for the units sent back (decision 0012).
        refundCents: Math.round((itemPaidCents(item.item) * quantity * percentage) / (item.item.quantity * 100)),
        title,
        noticeType: NOTICE_TITLE_TYPES[input.title as NoticeTitle],
        message: input.message,
        returnReason: input.returnReason ?? ticket.issueType,
        source: manager ? 'cs_manager' : 'cs_agent',
        createdBy: agent.id,
      })
      .onConflictDoNothing()
      .returning();
    if (!request) throw new HttpError(409, MESSAGES.returnAlreadyAsked);
    await tx
      .update(tickets)
      .set({ returnKind: input.returnType === 'refund' ? 'REF' : 'RET', updatedAt: new Date() })
      .where(eq(tickets.id, ticket.id));
    const [seller] = await tx
      .select({ email: sellerProfiles.businessEmail, userEmail: users.email })
      .from(sellerProfiles)
      .innerJoin(users, eq(users.id, sellerProfiles.userId))
      .where(eq(sellerProfiles.userId, item.sellerId));
    const detail =
      `${item.item.name} × ${quantity} (${item.orderNumber}): ${input.returnType === 'refund' ? `refund ${percentage}%, ${formatPrice(request.refundCents, 'USD')}` : 'return'}. ${input.message}`.trim();
    await notifySeller(tx, {
      sellerId: item.sellerId,
      kind: 'staff_notice',
      params: { title, message: detail },
      orderId: item.item.orderId,
      emailTo: seller?.email ?? seller?.userEmail ?? null,
    });
    return request;
  });
}

/** `cs/tickets/{ticketId}/return-details`: what the send-to-seller form shows of a picked ticket. */
export async function returnDetails(db: Db, ticketId: string) {
  const [row] = await db
    .select({
      ticket: tickets,
      orderNumber: orders.orderNumber,
      item: orderItems,
      businessName: sellerProfiles.businessName,
      sellerName: sellerProfiles.fullName,
    })
    .from(tickets)
    .leftJoin(orders, eq(orders.id, tickets.orderId))
    .leftJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, tickets.sellerId))
    .where(eq(tickets.id, ticketId));
  if (!row) throw new HttpError(404, MESSAGES.csTicketNotFound);
  const requests = await db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.ticketId, ticketId))
    .orderBy(desc(returnRequests.createdAt));
  return {
    _id: row.ticket.id,
    ticketNumber: row.ticket.ticketNumber,
    issueType: row.ticket.issueType,
    seller: row.ticket.sellerId
      ? { id: row.ticket.sellerId, businessName: row.businessName, fullName: row.sellerName }
      : null,
    relatedOrder: row.ticket.orderId ? { _id: row.ticket.orderId, orderNumber: row.orderNumber } : null,
    relatedItems: row.item
      ? [
          {
            _id: row.item.id,
            productId: row.item.productId,
            name: row.item.name,
            sku: row.item.sku,
            quantity: row.item.quantity,
            price: centsToUsd(row.item.unitPriceCents),
          },
        ]
      : [],
    customerInfo: { name: row.ticket.customerName, phone: row.ticket.phone },
    requests: requests.map(requestView),
  };
}

function requestView(row: typeof returnRequests.$inferSelect) {
  return {
    _id: row.id,
    status: row.status,
    returnType: row.returnType,
    refundPercentage: row.refundPercentage,
    refundAmount: centsToUsd(row.refundCents),
    quantity: row.quantity,
    title: row.title,
    /** Which of the desk's titles it is: a stock title reads in the seller's language, a custom one as written. */
    noticeType: row.noticeType,
    message: row.message,
    returnReason: row.returnReason,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** `seller/returns`: a seller's requests, pending first, with the item and the order. */
export async function sellerReturns(db: Db, sellerId: string) {
  const rows = await db
    .select({
      request: returnRequests,
      itemName: orderItems.name,
      itemNameAr: products.nameAr,
      sku: orderItems.sku,
      // The reason's Arabic label, where it is one of the buyer issue types and staff wrote one.
      reasonAr: sql<string | null>`(select nullif(${issueTypes.labelAr}, '') from ${issueTypes}
        where ${issueTypes.userType} = 'client' and lower(${issueTypes.value}) = lower(${returnRequests.returnReason}) limit 1)`,
      orderNumber: orders.orderNumber,
      ticketNumber: tickets.ticketNumber,
      customerName: tickets.customerName,
      given: { amountCents: refunds.amountCents, status: refunds.status },
    })
    .from(returnRequests)
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(tickets, eq(tickets.id, returnRequests.ticketId))
    .leftJoin(refunds, eq(refunds.id, returnRequests.refundId))
    .where(eq(returnRequests.sellerId, sellerId))
    .orderBy(sql`${returnRequests.status} = 'pending' desc`, desc(returnRequests.createdAt))
    .limit(200);
  return rows.map(
    ({ request, itemName, itemNameAr, sku, reasonAr, orderNumber, ticketNumber, customerName, given }) => ({
      ...requestView(request),
      returnReasonAr: reasonAr,
      // What the ledger finally gave back on acceptance (less than asked if the seller chose so, or
      // if earlier refunds left less of the item), and whether it reached the buyer.
      refund: given ? { amount: centsToUsd(given.amountCents), status: given.status } : null,
      item: { name: itemName, nameAr: itemNameAr || null, sku },
      orderNumber,
      ticketNumber,
      customerName,
    }),
  );
}

export async function pendingReturnCount(db: Db, sellerId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(returnRequests)
    .where(and(eq(returnRequests.sellerId, sellerId), eq(returnRequests.status, 'pending')));
  return row?.total ?? 0;
}

/**
 * The seller's decision: the request row is locked, so two decisions sent at once are one decision
 * and one refusal; an accepted one refunds the item within what is left of it (the refund ledger).
 * Returns the refund to ask the gateway for, after the commit.
 */
export async function decideReturn(
  db: Db,
  sellerId: string,
  returnId: string,
  input: { decision: 'accept' | 'reject'; note: string; amount?: number | undefined },
) {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(returnRequests)
      .where(and(eq(returnRequests.id, returnId), eq(returnRequests.sellerId, sellerId)))
      .for('update');
    if (!request) throw new HttpError(404, MESSAGES.returnNotFound);
    if (request.status !== 'pending') throw new HttpError(409, MESSAGES.updateRequestDecided);
    const accepted = input.decision === 'accept';
    let refundId: string | null = null;
    if (accepted) {
      // A seller may give back less than asked, never more; the ledger cuts it to what is left of the item.
      const amountCents =
        input.amount !== undefined ? Math.min(usdToCents(input.amount), request.refundCents) : request.refundCents;
      refundId = (
        await refundItem(tx, {
          orderItemId: request.orderItemId,
          amountCents,
          reason: `return ${request.id}`,
          createdBy: sellerId,
        })
      ).id;
    }
    await tx
      .update(returnRequests)
      .set({ status: accepted ? 'accepted' : 'rejected', decisionNote: input.note, decidedAt: new Date(), refundId })
      .where(eq(returnRequests.id, returnId));
    await tx.insert(csNotifications).values({
      category: 'seller_related',
      kind: 'seller_decision',
      ticketId: request.ticketId,
      decision: input.decision,
      notes: input.note,
    });
    if (!accepted) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId));
      const [item] = await tx
        .select({ name: orderItems.name })
        .from(orderItems)
        .where(eq(orderItems.id, request.orderItemId));
      await notify(tx, {
        userId: order!.userId,
        kind: 'return_declined',
        params: { orderNumber: order!.orderNumber, item: item?.name, reason: input.note || undefined },
        orderId: order!.id,
        emailTo: order!.shippingAddress.email,
      });
    }
    return { refundId, status: accepted ? 'accepted' : 'rejected' };
  });
}

/** A buyer's return of a delivered item within the return window (a setting): a buyer ticket the desk takes from there. */
export async function askForReturn(
  db: Db,
  userId: string,
  orderId: string,
  orderItemId: string,
  input: { reason: string; quantity: number },
) {
  const windowDays = await returnWindowDays(db);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ item: orderItems, order: orders, part: sellerOrders, buyer: users })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orderItems.id, orderItemId), eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!row) throw new HttpError(404, MESSAGES.orderNotFound);
    if (row.part.status !== 'delivered' || !row.part.deliveredAt) throw new HttpError(409, MESSAGES.returnNotDelivered);
    if (Date.now() - row.part.deliveredAt.getTime() > windowDays * 86_400_000)
      throw new HttpError(409, returnWindowClosedMessage(windowDays));
    if (input.quantity > row.item.quantity) throw new HttpError(400, MESSAGES.returnQuantityInvalid);
    const [open] = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(
        and(
          eq(tickets.orderItemId, orderItemId),
          eq(tickets.issueType, 'Return request'),
          sql`${tickets.status} <> 'closed'`,
        ),
      )
      .limit(1);
    if (open) throw new HttpError(409, MESSAGES.returnAlreadyAsked);
    const [ticket] = await tx
      .insert(tickets)
      .values({
        ticketNumber: sql`nextval('ticket_number_seq')`,
        ticketType: 'buyer',
        userId,
        customerName: `${row.buyer.firstName} ${row.buyer.lastName}`.trim() || row.buyer.userName,
        phone: row.buyer.phone ?? row.order.shippingAddress.phone,
        orderId,
        orderItemId,
        sellerId: row.part.sellerId,
        issueType: 'Return request',
        notes: `${input.reason} (quantity ${input.quantity})`,
      })
      .returning();
    await tx
      .insert(csNotifications)
      .values({ category: 'buyer_related', kind: 'buyer_return', ticketId: ticket!.id, notes: input.reason });
    return ticket!;
  });
}
