import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { storedFiles } from '../files/files.table';

export const companySettings = pgTable('company_settings', {
  companyId: integer('company_id').primaryKey().references(() => companies.id, { onDelete: 'cascade' }),
  logoFileId: uuid('logo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
