import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';
import { customerKey } from '../customers';
import { storedFileKey } from '../files';

/**
 * Print data (spec 001 "company info"): a print run of `quantity` unique codes for a client,
 * plant, product and vendor. Plant, product and vendor are kept by id with the names they had
 * (the list's columns, as printed, even if renamed later); the rows they point at are other
 * modules', reached through their doors. `genStatus` is null until a file is asked for,
 * RUNNING while its job runs, COMPLETED when the job's last step says so; a FAILED run is
 * one whose job run failed (job_runs, owner `printData`), which also holds progress and reason.
 */
export const printData = pgTable(
  'print_data',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'restrict' }),
    customerId: integer('customer_id').notNull().references(customerKey, { onDelete: 'restrict' }),
    customerName: text('customer_name').notNull(),
    plantId: integer('plant_id').notNull(),
    plantName: text('plant_name').notNull(),
    productId: integer('product_id').notNull(),
    productCode: text('product_code').notNull(),
    productLabelSize: text('product_label_size'),
    vendorId: integer('vendor_id').notNull(),
    vendorName: text('vendor_name').notNull(),
    month: text('month').notNull(),
    year: integer('year').notNull(),
    codeType: text('code_type').$type<'Alphanumeric' | 'Numeric'>().notNull(),
    digit: integer('digit').notNull(),
    quantity: integer('quantity').notNull(),
    up: integer('up').notNull(),
    remark: text('remark'),
    labelSize: text('label_size'),
    productSerialNumber: text('product_serial_number'),
    /** The serial number CSV, one serial per code in print order, instead of one serial number. */
    serialCsvFileId: uuid('serial_csv_file_id').references(storedFileKey, { onDelete: 'restrict' }),
    isMicrosite: boolean('is_microsite').notNull().default(false),
    /** Which generation was asked for: the print file, or a microsite client's roto QR (which adds the SVG sheet). */
    generation: text('generation').$type<'file' | 'microsite'>(),
    genStatus: text('gen_status').$type<'RUNNING' | 'COMPLETED'>(),
    /** The newest generation run (job_runs.id): its state, progress and reason are the list's. */
    genRunId: uuid('gen_run_id'),
    firstCode: text('first_code'),
    lastCode: text('last_code'),
    createdBy: text('created_by').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('print_data_company_idx').on(t.companyId, t.createdDate),
    index('print_data_customer_idx').on(t.customerId),
  ],
);

/** A print run's generated files, each recorded in the job step that wrote it. */
export const printDataFiles = pgTable(
  'print_data_files',
  {
    printDataId: integer('print_data_id')
      .notNull()
      .references(() => printData.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'csv' | 'xlsx' | 'svg'>().notNull(),
    fileId: uuid('file_id').notNull().references(storedFileKey, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.printDataId, t.kind] }),
    index('print_data_files_file_idx').on(t.fileId),
  ],
);

/**
 * A print run's production ("roll details", spec 001): the labels recorded as produced, cut
 * into rolls. One per print run, made by the first entry. CLOSE ends it: what is still
 * pending is not produced, and the run's Excel and CSV are then for admins only.
 */
export const productions = pgTable(
  'productions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    printDataId: integer('print_data_id')
      .notNull()
      .unique()
      .references(() => printData.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'restrict' }),
    producedQuantity: integer('produced_quantity').notNull().default(0),
    status: text('status').$type<'OPEN' | 'CLOSE'>().notNull().default('OPEN'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    closedDate: timestamp('closed_date', { withTimezone: true }),
  },
  (t) => [index('productions_company_idx').on(t.companyId, t.createdDate)],
);

/**
 * A roll of labels: the run's codes from `first_seq` to `last_seq` (the codes table's seq of
 * the run's batch). Made in code order under the production's row lock, so rolls of one run
 * never overlap; the unique indexes hold that even against a bug.
 */
export const rolls = pgTable(
  'rolls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productionId: integer('production_id')
      .notNull()
      .references(() => productions.id, { onDelete: 'cascade' }),
    printDataId: integer('print_data_id').notNull(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'restrict' }),
    rollNo: integer('roll_no').notNull(),
    firstSeq: integer('first_seq').notNull(),
    lastSeq: integer('last_seq').notNull(),
    startingToken: text('starting_token').notNull(),
    endingToken: text('ending_token').notNull(),
    createdBy: text('created_by').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    /** Null until asked for; RUNNING while its job runs; COMPLETED with its file. */
    fileStatus: text('file_status').$type<'RUNNING' | 'COMPLETED'>(),
    /** The newest roll file run (job_runs.id). */
    fileRunId: uuid('file_run_id'),
    fileId: uuid('file_id').references(storedFileKey, { onDelete: 'restrict' }),
  },
  (t) => [
    index('rolls_company_idx').on(t.companyId, t.createdDate),
    index('rolls_file_idx').on(t.fileId),
    uniqueIndex('rolls_production_no_idx').on(t.productionId, t.rollNo),
    uniqueIndex('rolls_first_seq_idx').on(t.printDataId, t.firstSeq),
    uniqueIndex('rolls_last_seq_idx').on(t.printDataId, t.lastSeq),
  ],
);
