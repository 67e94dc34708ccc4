import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  index,
} from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';
import { customerKey } from '../customers';
import { storedFileKey } from '../files';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    login: text('login').notNull(),
    email: text('email'),
    mobileNo: text('mobile_no'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    companyId: integer('company_id').references(companyKey, { onDelete: 'restrict' }),
    activated: boolean('activated').notNull().default(true),
    otpRequired: boolean('otp_required').notNull().default(false),
    /** Bumped on logout and password change: tokens carry it and older ones are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    accountExpiredDate: date('account_expired_date'),
    profileImageFileId: uuid('profile_image_file_id').references(storedFileKey, {
      onDelete: 'set null',
    }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Live users only: a deleted user's login and email may be given to someone new.
    uniqueIndex('users_login_key')
      .on(sql`lower(${t.login})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index('users_company_idx').on(t.companyId),
  ],
);

/** A privilege held by a user: a module (parent null) or a child of a module. */
export const userPrivileges = pgTable(
  'user_privileges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parent: text('parent'),
    name: text('name').notNull(),
    priority: integer('priority').notNull(),
  },
  (t) => [unique('user_privileges_key').on(t.userId, t.parent, t.name).nullsNotDistinct()],
);

/**
 * The customers (or business partners) a user works for. A user or producer who has any works
 * only on those customers' records; one who has none, and every admin, on all of the company's
 * (see decision 0123 and `customerScope`).
 */
export const userCustomers = pgTable(
  'user_customers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull().references(customerKey, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('user_customers_key').on(t.userId, t.customerId),
    index('user_customers_customer_idx').on(t.customerId),
  ],
);
