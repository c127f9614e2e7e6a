import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';

/** Spec 3 section 3, issue type: what a ticket is about, per side (client, seller, manager). */
export const issueTypes = pgTable(
  'issue_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userType: text('user_type').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    /** The label in Arabic; empty where staff wrote none (readers then get the English). */
    labelAr: text('label_ar').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('issue_types_value_idx').on(table.userType, sql`lower(${table.value})`)],
);

/** Spec 3 section 3, FAQ: the Help Center's (buyer) and the seller pages' questions, in display order. */
export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** The question and answer in Arabic; empty where staff wrote none (readers then get the English). */
    questionAr: text('question_ar').notNull().default(''),
    answerAr: text('answer_ar').notNull().default(''),
    category: text('category').notNull(),
    displayOrder: integer('display_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('faqs_type_idx').on(table.type, table.displayOrder)],
);

/** Ticket numbers are sequential and never repeat, whatever is deleted or rolled back. */
export const ticketNumbers = pgSequence('ticket_number_seq', { startWith: 1001 });

/**
 * Spec 3 section 3, ticket: a buyer's or a seller's issue about an order (and one of its items),
 * handled by the desk. `status` is pending, escalated or closed (section 4).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketNumber: integer('ticket_number').notNull().unique(),
    ticketType: text('ticket_type').notNull(),
    status: text('status').notNull().default('pending'),
    priority: boolean('priority').notNull().default(false),
    /** The buyer or the seller the ticket is for. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    customerName: text('customer_name').notNull(),
    phone: text('phone').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    orderItemId: uuid('order_item_id').references(() => orderItems.id),
    /** The seller the item came from (buyer tickets) or the seller themself (seller tickets). */
    sellerId: uuid('seller_id').references(() => users.id),
    issueType: text('issue_type').notNull(),
    notes: text('notes').notNull().default(''),
    /** RET or REF once a return or a refund was asked of the seller (send to seller). */
    returnKind: text('return_kind'),
    assignedTo: uuid('assigned_to').references(() => users.id),
    escalatedTo: uuid('escalated_to').references(() => users.id),
    escalationNote: text('escalation_note'),
    closedBy: uuid('closed_by').references(() => users.id),
    actionTaken: text('action_taken'),
    /** What the desk told the person when closing (a seller reads it with their request). */
    answer: text('answer'),
    refundPercentage: integer('refund_percentage'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The lists: one side, newest first (ties by number), narrowed by status, agent or phone.
    index('tickets_list_idx').on(table.ticketType, table.createdAt, table.ticketNumber),
    index('tickets_status_idx').on(table.ticketType, table.status, table.createdAt, table.ticketNumber),
    // Priority tickets newest first, whatever their status: filtering on priority (with or without a
    // status or an issue) walks these instead of every ticket of a status. The status and issue ride
    // along, so that walk checks them in the index and reads only the matching tickets' rows.
    index('tickets_priority_idx')
      .on(table.ticketType, table.createdAt, table.ticketNumber, table.status, table.issueType)
      .where(sql`${table.priority}`),
    index('tickets_phone_idx').on(table.phone),
    index('tickets_assigned_idx').on(table.assignedTo, table.ticketType, table.createdAt, table.ticketNumber),
  ],
);

/** Mention agent (section 4): a note for another agent on a ticket. */
export const ticketMentions = pgTable('ticket_mentions', {
  id: uuid('id').primaryKey().defaultRandom(),
  ticketId: uuid('ticket_id')
    .notNull()
    .references(() => tickets.id, { onDelete: 'cascade' }),
  agentId: uuid('agent_id')
    .notNull()
    .references(() => users.id),
  note: text('note').notNull(),
  mentionedBy: uuid('mentioned_by')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The desk's notifications (section 2.9): buyers (new buyer tickets, buyer returns), sellers (seller
 * tickets, seller decisions) and management (escalations, mentions). Shared by the desk, read once.
 */
export const csNotifications = pgTable(
  'cs_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').notNull(),
    kind: text('kind').notNull(),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    /** Escalations and mentions are for one person; the rest for the whole desk. */
    recipientId: uuid('recipient_id').references(() => users.id),
    notes: text('notes').notNull().default(''),
    decision: text('decision'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cs_notifications_unread_idx')
      .on(table.category, table.createdAt)
      .where(sql`${table.readAt} is null`),
  ],
);

/**
 * Send to seller (section 3, return request): the desk asks a seller to take back (RET) or refund
 * (REF, a percentage) an item of a ticket; the seller accepts or rejects it from their Returns page.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
    /** standard_return or refund. */
    returnType: text('return_type').notNull(),
    refundPercentage: integer('refund_percentage'),
    /** What the buyer gets back if the seller accepts: the items' price times the percentage. */
    refundCents: integer('refund_cents').notNull(),
    title: text('title').notNull(),
    noticeType: text('notice_type').notNull(),
    message: text('message').notNull().default(''),
    returnReason: text('return_reason'),
    /** pending, accepted, rejected. */
    status: text('status').notNull().default('pending'),
    decisionNote: text('decision_note'),
    refundId: uuid('refund_id'),
    source: text('source').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('return_requests_seller_idx').on(table.sellerId, table.status, table.createdAt),
    // A buyer's orders with their returns (the desk's buyer profile).
    index('return_requests_order_idx').on(table.orderId),
    // One open request per item: a second one waits for the first to be decided.
    uniqueIndex('return_requests_open_item_idx')
      .on(table.orderItemId)
      .where(sql`${table.status} = 'pending'`),
  ],
);
