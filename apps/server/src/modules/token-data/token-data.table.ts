import { bigint, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';
import { customerKey } from '../customers';
import { storedFileKey } from '../files';
import { plantKey } from '../plants';

/**
 * Token data (spec 002, "ap-utilities"): a purchase order's pack list (the uploaded CSV) and
 * the token file made from it, `zpack` unique codes a pack, by the `tokenData.generate` job.
 * `status` is UPLOADED, then RUNNING from generateFile on, and COMPLETED when the job's last
 * step records the token file; FAILED is the state of the run named by `run_id` (job_runs),
 * which also holds the progress and the reason.
 */
export const tokenData = pgTable(
  'token_data',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'restrict' }),
    /** The plant's customer: a user limited to some customers sees only theirs. */
    customerId: integer('customer_id').notNull().references(customerKey, { onDelete: 'restrict' }),
    /** Null once the plant is deleted; its name as it was stays with the order. */
    plantId: integer('plant_id').references(plantKey, { onDelete: 'set null' }),
    plantName: text('plant_name').notNull(),
    poNumber: text('po_number').notNull(),
    poDate: date('po_date', { mode: 'string' }),
    validUpto: text('valid_upto').$type<'3 Years' | '4 Years' | '5 Years'>().notNull(),
    /** The master product ordered: colour, token type (always Normal) and pack size (zpack). */
    color: text('color').notNull(),
    tokenType: text('token_type').notNull(),
    packSize: integer('pack_size').notNull(),
    /** Pack references in the uploaded CSV, and the tokens they make (packs x pack size). */
    packs: integer('packs').notNull(),
    quantity: integer('quantity').notNull(),
    /** The uploaded CSV (the pack list) and the name it was uploaded under. */
    uploadFileId: uuid('upload_file_id')
      .notNull()
      .references(storedFileKey, { onDelete: 'restrict' }),
    fileName: text('file_name').notNull(),
    status: text('status')
      .$type<'UPLOADED' | 'RUNNING' | 'COMPLETED'>()
      .notNull()
      .default('UPLOADED'),
    /** The job run making the token file now (a new one after FAILED). */
    runId: uuid('run_id'),
    /** Codes issued so far, committed with them in each step: any run continues after them. */
    codesIssued: integer('codes_issued').notNull().default(0),
    tokenFileId: uuid('token_file_id').references(storedFileKey, { onDelete: 'restrict' }),
    tokenFileBytes: bigint('token_file_bytes', { mode: 'number' }),
    createdById: integer('created_by_id').notNull(),
    /** The uploader's login as it was: the list's Created By. */
    createdBy: text('created_by').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    completedOn: timestamp('completed_on', { withTimezone: true }),
  },
  (t) => [
    index('token_data_company_idx').on(t.companyId, t.createdOn),
    index('token_data_plant_idx').on(t.plantId),
  ],
);
