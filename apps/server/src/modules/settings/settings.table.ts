import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';
import { storedFileKey } from '../files';

export const companySettings = pgTable('company_settings', {
  companyId: integer('company_id').primaryKey().references(companyKey, { onDelete: 'cascade' }),
  logoFileId: uuid('logo_file_id').references(storedFileKey, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
