import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { storedFiles } from '../files/files.table';

export const guillocheImages = pgTable(
  'guilloche_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'restrict' }),
    color: text('color').notNull(),
    fileId: uuid('file_id').notNull().references(() => storedFiles.id, { onDelete: 'restrict' }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guilloche_images_company_idx').on(t.companyId)],
);
