import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userKey } from '../accounts';
import { companyKey } from '../companies';

/**
 * A company's API keys (decision 0443). Only the key's SHA-256 is kept: the key is 32 random bytes,
 * so nobody can guess back from the digest, and a slow hash (argon2, as for passwords) would
 * only add its cost to every call a machine makes without adding safety. `shown` keeps the
 * prefix and the first 8 characters in clear so a list tells keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    keyHash: text('key_hash').notNull(),
    shown: text('shown').notNull(),
    // A key acts as its maker: with them gone there is nobody for it to act as.
    makerUserId: integer('maker_user_id').notNull().references(userKey, { onDelete: 'cascade' }),
    makerLogin: text('maker_login').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_idx').on(t.keyHash),
    index('api_keys_company_idx').on(t.companyId, t.createdAt.desc()),
    index('api_keys_maker_idx').on(t.makerUserId),
  ],
);
