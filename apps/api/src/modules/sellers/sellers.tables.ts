import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

/** A seller's business, filled by seller onboarding (spec 2 section 2); one per seller account. */
export const sellerProfiles = pgTable('seller_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  businessName: text('business_name').notNull(),
  businessEmail: text('business_email'),
  businessPhone: text('business_phone'),
  businessDescription: text('business_description').notNull().default(''),
  communicationMethod: text('communication_method'),
  dataEntryChoice: text('data_entry_choice').notNull(),
  businessLocation: text('business_location'),
  businessAddress: text('business_address'),
  status: text('status').notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
