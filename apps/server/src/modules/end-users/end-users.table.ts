import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';
import { storedFileKey } from '../files';

/**
 * The people who registered a product they scanned (decision 0266), one per company and mobile:
 * the mobile is what they confirmed with a one-time code, so it is who they are. The name and
 * email are the latest they gave.
 */
export const endUsers = pgTable(
  'end_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('end_users_company_mobile_key').on(t.companyId, t.mobile)],
);

/**
 * A product registered by the person who scanned it: spec 002's end user report row (name,
 * email, mobile, code, customer, file). Made when they send the form, confirmed by the
 * one-time code sent to the mobile (only its HMAC is kept); one registration per scan, and one
 * confirmed registration per code (the partial unique index): a product has one owner.
 * The name, email and mobile are kept as typed for this product.
 */
export const endUserRegistrations = pgTable(
  'end_user_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scanId: bigint('scan_id', { mode: 'number' }).notNull(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'cascade' }),
    customerId: integer('customer_id'),
    productId: integer('product_id'),
    codeId: bigint('code_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    otpHash: text('otp_hash').notNull(),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }).notNull(),
    endUserId: integer('end_user_id').references(() => endUsers.id, { onDelete: 'cascade' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    invoiceFileId: uuid('invoice_file_id').references(storedFileKey, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('end_user_registrations_scan_key').on(t.scanId),
    uniqueIndex('end_user_registrations_code_key')
      .on(t.codeId)
      .where(sql`${t.confirmedAt} is not null`),
    index('end_user_registrations_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * Loyalty points as entries (the balance is their sum): earned by a genuine first scan
 * (at most once per code: the partial unique index), taken by a redemption request, given
 * back when one is refused. The reward report (spec 002) reads them.
 */
export const loyaltyEntries = pgTable(
  'loyalty_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'cascade' }),
    endUserId: integer('end_user_id')
      .notNull()
      .references(() => endUsers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Signed: earned and refused add, a redemption request takes. */
    points: integer('points').notNull(),
    codeId: bigint('code_id', { mode: 'number' }),
    productId: integer('product_id'),
    redemptionId: integer('redemption_id').references(() => redemptions.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loyalty_entries_earned_code_key')
      .on(t.codeId)
      .where(sql`${t.kind} = 'earned'`),
    index('loyalty_entries_user_idx').on(t.endUserId, t.createdAt),
    index('loyalty_entries_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

/** A person's request to redeem points; its points left the balance when it was made. */
export const redemptions = pgTable('redemptions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'cascade' }),
  endUserId: integer('end_user_id')
    .notNull()
    .references(() => endUsers.id, { onDelete: 'cascade' }),
  points: integer('points').notNull(),
  status: text('status').notNull().default('requested'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});
