import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';

/** Metadata of a stored file; the bytes live in file storage under a server-made key. */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey(),
  companyId: integer('company_id').references(companyKey, { onDelete: 'restrict' }),
  purpose: text('purpose').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  originalName: text('original_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
