import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';
import { customerKey } from '../customers';
import { storedFileKey } from '../files';

/**
 * One product upload (spec 000 "Upload Products"): the stored sheet, the customer its products
 * are for, and, when rows failed, the error file. Its state is its job run's (job_runs, owner
 * `productImport`), so there is one record of how it went, not two to keep in step.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'restrict' }),
    customerId: integer('customer_id').notNull().references(customerKey, { onDelete: 'cascade' }),
    uploadFileId: uuid('upload_file_id')
      .notNull()
      .references(storedFileKey, { onDelete: 'restrict' }),
    /** `xlsx` or `csv`, from the upload's bytes. */
    format: text('format').notNull(),
    fileName: text('file_name'),
    errorFileId: uuid('error_file_id').references(storedFileKey, { onDelete: 'set null' }),
    importedCount: integer('imported_count'),
    /** Of the imported, the products the customer had already (same product code): updated, not added again. */
    updatedCount: integer('updated_count'),
    createdBy: integer('created_by').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_imports_company_idx').on(t.companyId, t.id)],
);
