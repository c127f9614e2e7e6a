import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import { toE164 } from '@souk/shared/phone';
import { isCsManager } from '@souk/shared/roles';
import type {
  BuyerTicketInput,
  SellerIssueInput,
  SellerTicketInput,
  TicketListQuery,
  TicketType,
} from '@souk/shared/schemas/cs';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { TtlCache } from '../../http/ttl-cache.ts';
import { users } from '../auth/auth.tables.ts';
import { orderItems, orders, sellerOrders } from '../orders/orders.tables.ts';
import { notify } from '../notifications/notifications.service.ts';
import { notifySeller } from '../sellers/seller-notifications.service.ts';
import { sellerProfiles } from '../sellers/sellers.tables.ts';
import { itemLedger, lockOrder, refundItem, refundRestOfOrder } from '../payments/refund-ledger.ts';
import { cancelOrderItem } from '../orders/fulfilment.ts';
import { releaseCoupon } from '../coupons/coupons.service.ts';
import { centsToUsd, formatPrice } from '@souk/shared/money';
import { deskIssueValue } from './cs-content.service.ts';
import { csNotifications, returnRequests, ticketMentions, ticketNumbers, tickets } from './cs.tables.ts';
import { thenPurge, type CardStockMove } from '../ssr/storefront-purge.ts';

export interface Agent {
  id: string;
  accountTypes: string[];
}

const fullName = (user: { firstName: string; lastName: string; userName: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.userName;

/** Beirut's day boundaries for the list's date filter (dates are typed as local days). */
const dayStart = (date: string) => new Date(`${date}T00:00:00+02:00`);
const nextDay = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

/** Taken in the insert itself: a rolled-back ticket leaves a gap, never a repeat. */
const nextTicketNumber = sql<number>`nextval(${ticketNumbers.seqName}::regclass)`;

/** Buyer ticket (section 2.8): the buyer's own order and one of its items; the item's seller is related. */
export async function createBuyerTicket(db: Db, agent: Agent, input: BuyerTicketInput) {
  const itemId = input.selectedItems[0]!;
  return db.transaction(async (tx) => {
    const [buyer] = await tx.select().from(users).where(eq(users.id, input.userId));
    if (!buyer) throw new HttpError(404, MESSAGES.csNoUserFound);
    const [item] = await tx
      .select({ orderUser: orders.userId, sellerId: sellerOrders.sellerId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
      .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, input.orderId)));
    if (!item) throw new HttpError(400, MESSAGES.csSelectItem);
    if (item.orderUser !== buyer.id) throw new HttpError(400, MESSAGES.csOrderMismatch);
    const issueType = await deskIssueValue(tx, 'client', input.issueType);
    const [ticket] = await tx
      .insert(tickets)
      .values({
        ticketNumber: nextTicketNumber,
        ticketType: 'buyer',
        priority: input.priority,
        userId: buyer.id,
        customerName: input.customerName || fullName(buyer),
        phone: buyer.phone ?? input.customerPhone ?? '',
        orderId: input.orderId,
        orderItemId: itemId,
        sellerId: item.sellerId,
        issueType,
        notes: input.notes,
        assignedTo: agent.id,
        createdBy: agent.id,
      })
      .returning();
    await tx
      .insert(csNotifications)
      .values({ category: 'buyer_related', kind: 'buyer_ticket', ticketId: ticket!.id, notes: input.notes });
    return ticket!;
  });
}

/** Seller ticket (section 2.8): an order the seller has a part of. */
export async function createSellerTicket(db: Db, agent: Agent, input: SellerTicketInput) {
  return db.transaction(async (tx) => {
    const [seller] = await tx
      .select({ user: users, profile: sellerProfiles })
      .from(sellerProfiles)
      .innerJoin(users, eq(users.id, sellerProfiles.userId))
      .where(eq(sellerProfiles.userId, input.sellerId));
    if (!seller) throw new HttpError(404, MESSAGES.csNoSellerFound);
    const [part] = await tx
      .select({ id: sellerOrders.id })
      .from(sellerOrders)
      .where(and(eq(sellerOrders.orderId, input.orderId), eq(sellerOrders.sellerId, input.sellerId)));
    if (!part) throw new HttpError(400, MESSAGES.csOrderMismatch);
    const issueType = await deskIssueValue(tx, 'seller', input.issueType);
    const [ticket] = await tx
      .insert(tickets)
      .values({
        ticketNumber: nextTicketNumber,
        ticketType: 'seller',
        priority: input.priority,
        userId: seller.user.id,
        customerName: input.customerName || seller.profile.fullName,
        phone: seller.user.phone ?? seller.profile.businessPhone ?? input.phone ?? '',
        orderId: input.orderId,
        sellerId: seller.user.id,
        issueType,
        notes: input.description,
        assignedTo: agent.id,
        createdBy: agent.id,
      })
      .returning();
    await tx
      .insert(csNotifications)
      .values({ category: 'seller_related', kind: 'seller_ticket', ticketId: ticket!.id, notes: input.description });
    return ticket!;
  });
}

/** The list's filters (section 2.8's filter dialog and search box) as one condition. */
function listFilter(query: TicketListQuery): SQL | undefined {
  const search = query.search?.replace(/^\+?961(?=\d{7,8}$)/, '').replace(/[^\d]/g, '') ?? '';
  return and(
    eq(tickets.ticketType, query.ticketType),
    query.status ? eq(tickets.status, query.status) : undefined,
    query.issueType ? eq(tickets.issueType, query.issueType) : undefined,
    query.priority ? eq(tickets.priority, query.priority === 'true') : undefined,
    query.dateFrom ? gte(tickets.createdAt, dayStart(query.dateFrom)) : undefined,
    query.dateTo ? lt(tickets.createdAt, nextDay(query.dateTo)) : undefined,
    query.agentId ? eq(tickets.assignedTo, query.agentId) : undefined,
    query.sellerName
      ? inArray(
          tickets.sellerId,
          sql`(select user_id from seller_profiles where business_name ilike ${`%${query.sellerName}%`})`,
        )
      : undefined,
    // Phone number (7 or 8 digits after +961) or ticket number, each matched exactly on its index.
    search
      ? search.length >= 7
        ? eq(tickets.phone, toE164(search))
        : eq(tickets.ticketNumber, Number(search))
      : undefined,
  );
}

/** Totals of the same filters are shared for a few seconds: the rows are live, the page count nearly. */
const listTotals = new TtlCache<number>(5_000, 5000, 'ticket-totals');

/**
 * `cs/tickets`: one side's tickets, newest first, 6 a page (section 9), with every column of
 * section 2.8. The page is read on its own index, then its orders, items and people in a few
 * lookups by id: one statement joining all of them spends more on planning than on reading.
 */
export async function listTickets(db: Db, query: TicketListQuery) {
  const where = listFilter(query);
  const { page: _page, limit: _limit, ...filters } = query;
  const [page, total] = await Promise.all([
    db
      .select()
      .from(tickets)
      .where(where)
      .orderBy(desc(tickets.createdAt), desc(tickets.ticketNumber))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    listTotals.get(
      JSON.stringify(filters),
      async () => (await db.select({ total: count() }).from(tickets).where(where))[0]?.total ?? 0,
    ),
  ]);
  const ids = (...picks: ((ticket: TicketRow) => string | null)[]) => [
    ...new Set(page.flatMap((ticket) => picks.map((pick) => pick(ticket))).filter((id): id is string => Boolean(id))),
  ];
  const [orderIds, itemIds, sellerIds, personIds] = [
    ids((ticket) => ticket.orderId),
    ids((ticket) => ticket.orderItemId),
    ids((ticket) => ticket.sellerId),
    ids(
      (ticket) => ticket.assignedTo,
      (ticket) => ticket.closedBy,
      (ticket) => ticket.escalatedTo,
      (ticket) => ticket.sellerId,
    ),
  ];
  const [orderRows, itemRows, shopRows, personRows] = await Promise.all([
    orderIds.length
      ? db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(inArray(orders.id, orderIds))
      : [],
    itemIds.length
      ? db
          .select({ id: orderItems.id, name: orderItems.name, sku: orderItems.sku, quantity: orderItems.quantity })
          .from(orderItems)
          .where(inArray(orderItems.id, itemIds))
      : [],
    sellerIds.length
      ? db
          .select({
            id: sellerProfiles.userId,
            businessName: sellerProfiles.businessName,
            fullName: sellerProfiles.fullName,
          })
          .from(sellerProfiles)
          .where(inArray(sellerProfiles.userId, sellerIds))
      : [],
    personIds.length
      ? db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            userName: users.userName,
            phone: users.phone,
            accountTypes: users.accountTypes,
          })
          .from(users)
          .where(inArray(users.id, personIds))
      : [],
  ]);
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  const [orderOf, itemOf, shopOf, personOf] = [byId(orderRows), byId(itemRows), byId(shopRows), byId(personRows)];
  const person = (id: string | null) => (id ? personOf.get(id) : undefined);
  return {
    tickets: page.map((ticket) =>
      ticketView({
        ticket,
        order: orderOf.get(ticket.orderId ?? ''),
        item: itemOf.get(ticket.orderItemId ?? ''),
        shop: shopOf.get(ticket.sellerId ?? ''),
        person,
      }),
    ),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.max(1, Math.ceil(total / query.limit)) },
  };
}

type TicketRow = typeof tickets.$inferSelect;
interface Person {
  firstName: string;
  lastName: string;
  userName: string;
  phone: string | null;
  accountTypes: string[];
}
interface ListRow {
  ticket: TicketRow;
  order: { orderNumber: string } | undefined;
  item: { name: string; sku: string | null; quantity: number } | undefined;
  shop: { businessName: string; fullName: string } | undefined;
  person: (id: string | null) => Person | undefined;
}

const nameOf = (person: Person | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() || person.userName : null;

/** A ticket as the lists and the send-to-seller form read it (section 3's field names). */
function ticketView({ ticket, order, item, shop, person }: ListRow) {
  const assignee = person(ticket.assignedTo);
  const closer = person(ticket.closedBy);
  return {
    _id: ticket.id,
    ticketId: ticket.id,
    ticketNumber: ticket.ticketNumber,
    ticketType: ticket.ticketType as TicketType,
    status: ticket.status,
    priority: ticket.priority,
    orderId: order?.orderNumber ?? null,
    relatedOrder: ticket.orderId ? { _id: ticket.orderId, orderNumber: order?.orderNumber ?? null } : null,
    phoneNumber: ticket.phone,
    item: item?.name ?? null,
    relatedItems:
      ticket.orderItemId && item
        ? [{ _id: ticket.orderItemId, name: item.name, sku: item.sku, quantity: item.quantity }]
        : [],
    sku: item?.sku ?? null,
    dateCreated: ticket.createdAt.toISOString(),
    clientIssue: ticket.issueType,
    notes: ticket.notes,
    ticketTypeCategory: ticket.returnKind,
    seller: ticket.sellerId
      ? {
          id: ticket.sellerId,
          fullName: shop?.fullName ?? null,
          name: shop?.businessName ?? null,
          phoneNumber: person(ticket.sellerId)?.phone ?? null,
        }
      : null,
    businessName: shop?.businessName ?? null,
    customerInfo: { name: ticket.customerName, phone: ticket.phone },
    assignedTo: ticket.assignedTo
      ? { id: ticket.assignedTo, name: nameOf(assignee), isManager: isCsManager(assignee?.accountTypes ?? []) }
      : null,
    escalation: ticket.escalatedTo
      ? {
          escalatedTo: ticket.escalatedTo,
          escalatedToName: person(ticket.escalatedTo)?.userName ?? null,
          note: ticket.escalationNote,
        }
      : null,
    resolution:
      ticket.status === 'closed'
        ? {
            closedByName: nameOf(closer),
            closedBy: { userName: closer?.userName ?? null },
            actionType: ticket.actionTaken,
            refundPercentage: ticket.refundPercentage,
          }
        : null,
    actionTaken: ticket.actionTaken,
  };
}

async function lockTicket(tx: Db, id: string) {
  const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update');
  if (!ticket) throw new HttpError(404, MESSAGES.csTicketNotFound);
  return ticket;
}

/**
 * What a manager's close with a refund would do to the ticket's item (decision 0012), for the close
 * dialog and for the close itself:
 * - `refund`: a delivered item is refunded its percentage of what the buyer paid, within what is left;
 * - `cancel_and_refund`: an item paid online whose parcel has not left is cancelled (its stock comes
 *   back, its seller no longer ships it) and refunded in full;
 * - refused, the ticket staying open: nothing paid yet (cash before delivery, an online payment not
 *   captured), the parcel on its way, a request to the seller not answered yet, nothing left.
 */
export type RefundOutcome =
  'refund' | 'cancel_and_refund' | 'no_item' | 'nothing_paid' | 'in_transit' | 'awaits_seller' | 'already_refunded';

const REFUSALS: Partial<Record<RefundOutcome, { status: number; message: string }>> = {
  no_item: { status: 400, message: MESSAGES.csTicketNoItem },
  nothing_paid: { status: 409, message: MESSAGES.csRefundNothingPaid },
  in_transit: { status: 409, message: MESSAGES.refundInTransit },
  awaits_seller: { status: 409, message: MESSAGES.refundAwaitsSeller },
  already_refunded: { status: 409, message: MESSAGES.itemAlreadyRefunded },
};

async function refundPlan(tx: Db, ticket: typeof tickets.$inferSelect) {
  if (!ticket.orderItemId) return { outcome: 'no_item' as RefundOutcome, ledger: null };
  const ledger = await itemLedger(tx, ticket.orderItemId);
  const [asked] = await tx
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderItemId, ticket.orderItemId), eq(returnRequests.status, 'pending')))
    .limit(1);
  const outcome: RefundOutcome = !ledger.paid
    ? 'nothing_paid'
    : ledger.partStatus === 'cancelled' || ledger.item.cancelledAt || ledger.leftCents <= 0
      ? 'already_refunded'
      : asked
        ? 'awaits_seller'
        : ledger.partStatus === 'delivered'
          ? 'refund'
          : ledger.partStatus === 'shipped'
            ? 'in_transit'
            : ledger.partStatus === 'confirmed' || ledger.partStatus === 'processing'
              ? 'cancel_and_refund'
              : 'nothing_paid';
  return { outcome, ledger };
}

/** `cs/tickets/{id}/refund-preview`: what closing with a refund would give back, before the manager confirms. */
export async function refundPreview(db: Db, id: string) {
  const [ticket] = await db.select().from(tickets).where(eq(tickets.id, id));
  if (!ticket) throw new HttpError(404, MESSAGES.csTicketNotFound);
  const { outcome, ledger } = await refundPlan(db, ticket);
  return {
    outcome,
    message: REFUSALS[outcome]?.message ?? null,
    paymentMethod: ledger?.order.paymentMethod ?? null,
    paid: centsToUsd(ledger?.paidCents ?? 0),
    refunded: centsToUsd(ledger?.refundedCents ?? 0),
    left: centsToUsd(Math.max(0, ledger?.leftCents ?? 0)),
  };
}

/**
 * A manager's close with a refund gives the money back directly, or is refused with the reason and
 * the ticket stays open: never a refund that exists only on the ticket. Returns the ledger's new
 * refunds, to ask the gateway for after the commit.
 */
async function refundOnClose(
  tx: Db,
  agent: Agent,
  ticket: typeof tickets.$inferSelect,
  percentage: number,
  restocked: CardStockMove[],
) {
  // Locked before the plan is read, so no parcel leaves or refund lands between the two.
  if (ticket.orderId) await lockOrder(tx, ticket.orderId);
  const { outcome, ledger } = await refundPlan(tx, ticket);
  const refusal = REFUSALS[outcome];
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  const reason = `ticket ${ticket.ticketNumber}`;
  if (outcome === 'refund')
    return [(await refundItem(tx, { orderItemId: ledger!.item.id, percentage, reason, createdBy: agent.id })).id];
  if (percentage !== 100) throw new HttpError(409, MESSAGES.refundUndeliveredInFull);
  // The item leaves the order and is refunded in full; an order left with nothing gives back its delivery too.
  const order = await lockOrder(tx, ledger!.order.id);
  const { orderCancelled, stock } = await cancelOrderItem(tx, {
    orderItemId: ledger!.item.id,
    reason: `Ticket #${ticket.ticketNumber}`,
  });
  restocked.push(...stock);
  const itemRefund = await refundItem(tx, {
    orderItemId: ledger!.item.id,
    percentage: 100,
    reason,
    createdBy: agent.id,
  });
  const given = [itemRefund.id];
  if (orderCancelled) {
    // Nothing left to send: the coupon comes back as on any cancellation, and so does the delivery fee.
    await releaseCoupon(tx, order.id);
    const rest = await refundRestOfOrder(tx, order, { reason, createdBy: agent.id });
    await tx
      .update(orders)
      .set({ paymentStatus: 'refund_pending', updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    if (rest) given.push(rest.id);
    // The buyer is told the order is off, as on their own cancellation, with what this close gives back.
    const amount = formatPrice(itemRefund.amountCents + (rest?.amountCents ?? 0), 'USD');
    await notify(tx, {
      userId: order.userId,
      kind: 'order_cancelled',
      params: { orderNumber: order.orderNumber, amount, refundDue: true },
      orderId: order.id,
      emailTo: order.shippingAddress.email,
    });
  }
  return given;
}

/**
 * Close (section 4): the action taken; a refund percentage only from a manager. Returns the
 * refunds to ask the gateway for after the commit, if the close gave money back.
 */
export async function closeTicket(
  db: Db,
  agent: Agent,
  id: string,
  input: { actionTaken: string; refundPercentage?: number | undefined; note?: string | undefined },
) {
  const refund = input.actionTaken === 'refund' || input.refundPercentage !== undefined;
  if (refund && !isCsManager(agent.accountTypes)) throw new HttpError(403, MESSAGES.csRefundManagerOnly);
  // An item taken out of its order puts its stock back on sale.
  const restocked: CardStockMove[] = [];
  const closed = db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    if (ticket.status === 'closed') throw new HttpError(409, MESSAGES.csTicketClosedAlready);
    const refundIds = refund ? await refundOnClose(tx, agent, ticket, input.refundPercentage ?? 100, restocked) : [];
    await tx
      .update(tickets)
      .set({
        status: 'closed',
        actionTaken: input.actionTaken,
        refundPercentage: refund ? (input.refundPercentage ?? 100) : null,
        closedBy: agent.id,
        closedAt: new Date(),
        updatedAt: new Date(),
        ...(input.note ? { answer: input.note } : {}),
      })
      .where(eq(tickets.id, id));
    // A seller's ticket is answered: the seller reads the desk's note in their notifications.
    if (ticket.ticketType === 'seller' && ticket.sellerId && input.note) {
      await notifySeller(tx, {
        sellerId: ticket.sellerId,
        kind: 'staff_notice',
        params: { title: `Request #${ticket.ticketNumber} answered`, message: input.note },
      });
    }
    return { refundIds };
  });
  return thenPurge(closed, () => (restocked.length > 0 ? { stock: restocked } : undefined));
}

/** Back to pending (section 4): managers only, with the spec's words for anyone else. */
export async function reopenTicket(db: Db, agent: Agent, id: string) {
  if (!isCsManager(agent.accountTypes)) throw new HttpError(403, MESSAGES.csPendingManagerOnly);
  await db.transaction(async (tx) => {
    await lockTicket(tx, id);
    await tx
      .update(tickets)
      .set({
        status: 'pending',
        closedBy: null,
        closedAt: null,
        actionTaken: null,
        refundPercentage: null,
        updatedAt: new Date(),
      })
      .where(eq(tickets.id, id));
  });
}

/** The active customer-service staff, for mentions (`cs/agents/mention`) and escalation. */
export async function csAgents(db: Db) {
  const rows = await db
    .select({
      id: users.id,
      userName: users.userName,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      accountType: users.accountTypes,
    })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        sql`${users.accountTypes} && array['cs_agent','cs_manager','cs_supervisor']::text[]`,
      ),
    )
    .orderBy(users.userName);
  return rows.map((row) => ({
    _id: row.id,
    userName: row.userName,
    email: row.email,
    name: fullName(row),
    accountType: row.accountType,
  }));
}

/**
 * Escalate to the manager (section 4): only an open ticket no manager handles yet, by someone who is
 * not a manager. The target is the manager named, else the first active cs_manager.
 */
export async function escalateTicket(
  db: Db,
  agent: Agent,
  id: string,
  input: { escalationNote: string; escalatedTo?: string | undefined; managerId?: string | undefined },
) {
  if (isCsManager(agent.accountTypes)) throw new HttpError(409, MESSAGES.csCannotEscalate);
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    if (ticket.status !== 'pending' || ticket.escalatedTo) throw new HttpError(409, MESSAGES.csCannotEscalate);
    const managers = (await csAgents(tx)).filter((person) => person.accountType.includes('cs_manager'));
    const wanted = input.escalatedTo ?? input.managerId;
    const manager = wanted ? managers.find((person) => person._id === wanted) : managers[0];
    if (!manager) throw new HttpError(400, MESSAGES.csNoManager);
    await tx
      .update(tickets)
      .set({
        status: 'escalated',
        escalatedTo: manager._id,
        escalationNote: input.escalationNote,
        updatedAt: new Date(),
      })
      .where(eq(tickets.id, id));
    await tx.insert(csNotifications).values({
      category: 'management_related',
      kind: 'escalation',
      ticketId: id,
      recipientId: manager._id,
      notes: input.escalationNote,
    });
  });
}

/** Mention agent (section 4): a note for another agent, who is told in the drawer. */
export async function mentionAgent(
  db: Db,
  agent: Agent,
  id: string,
  input: { mentionNote: string; mentionedAgentId: string },
) {
  await db.transaction(async (tx) => {
    await lockTicket(tx, id);
    const target = (await csAgents(tx)).find((person) => person._id === input.mentionedAgentId);
    if (!target) throw new HttpError(400, MESSAGES.csAgentNotFound);
    await tx
      .insert(ticketMentions)
      .values({ ticketId: id, agentId: target._id, note: input.mentionNote, mentionedBy: agent.id });
    await tx.insert(csNotifications).values({
      category: 'management_related',
      kind: 'mention',
      ticketId: id,
      recipientId: target._id,
      notes: input.mentionNote,
    });
  });
}

/** `POST seller/issue-requests`: a seller's own ticket about one of their orders, for the desk to answer. */
export async function createSellerIssue(db: Db, sellerId: string, input: SellerIssueInput) {
  return db.transaction(async (tx) => {
    const [seller] = await tx
      .select({ user: users, profile: sellerProfiles })
      .from(sellerProfiles)
      .innerJoin(users, eq(users.id, sellerProfiles.userId))
      .where(eq(sellerProfiles.userId, sellerId));
    if (!seller) throw new HttpError(404, MESSAGES.csNoSellerFound);
    const [part] = await tx
      .select({ id: sellerOrders.id })
      .from(sellerOrders)
      .where(and(eq(sellerOrders.orderId, input.orderId), eq(sellerOrders.sellerId, sellerId)));
    if (!part) throw new HttpError(404, MESSAGES.csNoOrdersSeller);
    if (input.itemId) {
      const [item] = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(and(eq(orderItems.id, input.itemId), eq(orderItems.sellerOrderId, part.id)));
      if (!item) throw new HttpError(400, MESSAGES.csSelectItem);
    }
    const issueType = await deskIssueValue(tx, 'seller', input.issueType);
    const [ticket] = await tx
      .insert(tickets)
      .values({
        ticketNumber: nextTicketNumber,
        ticketType: 'seller',
        userId: sellerId,
        customerName: seller.profile.fullName,
        phone: seller.user.phone ?? seller.profile.businessPhone ?? '',
        orderId: input.orderId,
        orderItemId: input.itemId ?? null,
        sellerId,
        issueType,
        notes: input.description,
        createdBy: sellerId,
      })
      .returning();
    await tx
      .insert(csNotifications)
      .values({ category: 'seller_related', kind: 'seller_ticket', ticketId: ticket!.id, notes: input.description });
    return ticket!;
  });
}

/** A seller's own tickets, newest first, with how the desk closed them. */
export async function sellerIssueRequests(db: Db, sellerId: string) {
  const rows = await db
    .select({ ticket: tickets, orderNumber: orders.orderNumber, itemName: orderItems.name })
    .from(tickets)
    .leftJoin(orders, eq(orders.id, tickets.orderId))
    .leftJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .where(and(eq(tickets.ticketType, 'seller'), eq(tickets.sellerId, sellerId)))
    .orderBy(desc(tickets.createdAt))
    .limit(100);
  return rows.map(({ ticket, orderNumber, itemName }) => ({
    _id: ticket.id,
    ticketNumber: ticket.ticketNumber,
    status: ticket.status,
    issueType: ticket.issueType,
    description: ticket.notes,
    orderNumber,
    item: itemName,
    answer: ticket.answer,
    createdAt: ticket.createdAt.toISOString(),
  }));
}
