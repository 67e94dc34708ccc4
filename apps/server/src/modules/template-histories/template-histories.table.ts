import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';
import { customerKey } from '../customers';
import { storedFileKey } from '../files';
import { templateKey, templateRevisionKey } from '../templates';

/**
 * A token batch (spec 001 "template history"): N codes and the labels printed with them,
 * made by the `templateHistories.generate` job from one revision of a template's design.
 * `status` is RUNNING until the job's last step sets COMPLETED; a FAILED batch is one whose
 * job run failed (job_runs, owner `templateHistory`), which also holds its progress and reason.
 */
export const templateHistories = pgTable(
  'template_histories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'restrict' }),
    customerId: integer('customer_id').notNull().references(customerKey, { onDelete: 'cascade' }),
    /** The template and the design revision the labels were made from (a reprint uses the same). */
    templateId: integer('template_id').notNull().references(templateKey, { onDelete: 'restrict' }),
    revisionId: integer('revision_id')
      .notNull()
      .references(templateRevisionKey, { onDelete: 'restrict' }),
    /**
     * The template's description and its customer's company name when the batch was made: the
     * token list's columns, and the Customer component's text, as printed even if renamed later.
     */
    templateDescription: text('template_description').notNull(),
    customerName: text('customer_name').notNull(),
    quantity: integer('quantity').notNull(),
    /** Months after the batch date that the Expiry Date component prints (MM/YYYY); null: blank. */
    expirationMonths: integer('expiration_months'),
    poNumber: text('po_number'),
    productDescription: text('product_description'),
    labelsPerFile: integer('labels_per_file').notNull(),
    /** The Generate dialog's PDF: this batch's artwork instead of the template's. */
    artworkFileId: uuid('artwork_file_id').references(storedFileKey, { onDelete: 'restrict' }),
    status: text('status').$type<'RUNNING' | 'COMPLETED'>().notNull().default('RUNNING'),
    firstCode: text('first_code'),
    lastCode: text('last_code'),
    createdBy: integer('created_by').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('template_histories_company_idx').on(t.companyId, t.createdDate)],
);

/**
 * The files of a batch, each recorded in the same step that checkpoints it, so a stored file
 * always has a batch that names it: PDF parts 1..n, the codes CSV, the URLs CSV, the manifest.
 */
export const templateHistoryFiles = pgTable(
  'template_history_files',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => templateHistories.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'pdf' | 'codes' | 'urls' | 'manifest'>().notNull(),
    part: integer('part').notNull(),
    fileId: uuid('file_id').notNull().references(storedFileKey, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Labels in a PDF part (rows in a CSV). */
    labels: integer('labels').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.kind, t.part] }),
    index('template_history_files_file_idx').on(t.fileId),
  ],
);
