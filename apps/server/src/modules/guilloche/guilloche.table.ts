import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';
import { storedFileKey } from '../files';

export const guillocheImages = pgTable(
  'guilloche_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'restrict' }),
    color: text('color').notNull(),
    fileId: uuid('file_id').notNull().references(storedFileKey, { onDelete: 'restrict' }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guilloche_images_company_idx').on(t.companyId)],
);
