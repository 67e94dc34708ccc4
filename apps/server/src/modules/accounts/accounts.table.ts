import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid, index } from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';
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
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    accountExpiredDate: date('account_expired_date'),
    profileImageFileId: uuid('profile_image_file_id').references(storedFileKey, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_login_key').on(sql`lower(${t.login})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.companyId),
  ],
);

/** A privilege held by a user: a module (parent null) or a child of a module. */
export const userPrivileges = pgTable(
  'user_privileges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    parent: text('parent'),
    name: text('name').notNull(),
    priority: integer('priority').notNull(),
  },
  (t) => [unique('user_privileges_key').on(t.userId, t.parent, t.name).nullsNotDistinct()],
);
