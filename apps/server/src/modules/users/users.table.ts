import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userKey } from '../accounts';

/**
 * The links that let a new user set their first password (decision 0119). Only a SHA-256 of the
 * token is kept: the database alone cannot open an account. A link is used once; a newer one
 * retires the older ones (they are marked used).
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(userKey, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_links_token_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_links_user_idx').on(t.userId)],
);
