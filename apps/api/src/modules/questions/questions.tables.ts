import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { products } from '../catalog/catalog.tables.ts';

/**
 * A buyer's question on a product, and the shop's answer (issue 40). Answered ones show on the
 * product's page for everyone; an unanswered one only to its asker and its shop. Staff may hide one
 * (with a reason): it leaves the page and the shop's list.
 */
export const productQuestions = pgTable(
  'product_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The product's seller when asked: the shop that answers. */
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    askerId: uuid('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('product_questions_answered', sql`(${table.answer} is null) = (${table.answeredAt} is null)`),
    // The product page's list: its answered questions shown, newest answer first.
    index('product_questions_answered_idx')
      .on(table.productId, table.answeredAt, table.id)
      .where(sql`${table.answeredAt} is not null and ${table.hiddenAt} is null`),
    // The shop's queue: its unanswered questions shown, oldest first, then all of its questions.
    index('product_questions_unanswered_idx')
      .on(table.sellerId, table.createdAt, table.id)
      .where(sql`${table.answeredAt} is null and ${table.hiddenAt} is null`),
    index('product_questions_seller_idx').on(table.sellerId, table.createdAt, table.id),
    // The asker's questions of the last 24 hours (the daily limit), and its own on one product.
    index('product_questions_asker_idx').on(table.askerId, table.createdAt),
  ],
);
