import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PrinterProtocol, PrintingOwnerKind } from '@veritag/domain';
import { companyKey } from '../companies';
import { storedFileKey } from '../files';
import { plantKey } from '../plants';
import { vendorKey } from '../vendors';

/**
 * A printing job (spec 001): an uploaded CSV split into `no_of_job` job files, sent to the
 * printer of a vendor or a plant (or the local drop folder). `status` is RUNNING until the
 * split job's last step sets COMPLETED; FAILED is its run's state (`prepare_run_id`).
 * `printing_status` is NOT SENT, then SENDING from the send until the delivery's last step
 * sets SENT; a delivery whose run failed reads FAILED (`delivery_run_id`).
 */
export const printingJobs = pgTable(
  'printing_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'restrict' }),
    /** The uploaded CSV and its name on the user's computer (shown back, never used as a path). */
    fileId: uuid('file_id').notNull().references(storedFileKey, { onDelete: 'restrict' }),
    fileName: text('file_name').notNull(),
    noOfJob: integer('no_of_job').notNull(),
    /** Data rows of the CSV, its header not counted. */
    rows: integer('rows').notNull(),
    /** The vendor or plant chosen on the form (null: the local drop folder); its name as it was. */
    destinationKind: text('destination_kind').$type<PrintingOwnerKind>(),
    vendorId: integer('vendor_id').references(vendorKey, { onDelete: 'set null' }),
    plantId: integer('plant_id').references(plantKey, { onDelete: 'set null' }),
    destinationName: text('destination_name'),
    status: text('status').$type<'RUNNING' | 'COMPLETED'>().notNull().default('RUNNING'),
    prepareRunId: uuid('prepare_run_id'),
    printingStatus: text('printing_status')
      .$type<'NOT SENT' | 'SENDING' | 'SENT'>()
      .notNull()
      .default('NOT SENT'),
    deliveryRunId: uuid('delivery_run_id'),
    /** Where the last delivery went, and why its last attempt failed while it is retried. */
    sentTo: text('sent_to'),
    deliveryNote: text('delivery_note'),
    sentDate: timestamp('sent_date', { withTimezone: true }),
    createdBy: integer('created_by').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('printing_jobs_company_idx').on(t.companyId, t.createdDate)],
);

/**
 * The job files of a printing job (part 1..no_of_job), each recorded in the split's step that
 * made it. `sent_to` is set by the delivery step that put it on the printer: a delivery
 * resumed after a crash or retried after a failure skips the files already there.
 */
export const printingJobFiles = pgTable(
  'printing_job_files',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => printingJobs.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    fileId: uuid('file_id').notNull().references(storedFileKey, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    rows: integer('rows').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    sentTo: text('sent_to'),
    sentDate: timestamp('sent_date', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.part] }),
    index('printing_job_files_file_idx').on(t.fileId),
  ],
);

/**
 * Where a vendor's or a plant's printing jobs go: an FTP, FTPS or SFTP server. The password is
 * sealed (platform/sealed-text.ts) with the company, kind and id as associated data. A vendor
 * or plant without a row sends to the local drop folder.
 */
export const printingDestinations = pgTable(
  'printing_destinations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'restrict' }),
    vendorId: integer('vendor_id').references(vendorKey, { onDelete: 'cascade' }),
    plantId: integer('plant_id').references(plantKey, { onDelete: 'cascade' }),
    protocol: text('protocol').$type<PrinterProtocol>().notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    username: text('username').notNull(),
    passwordSealed: text('password_sealed').notNull(),
    folder: text('folder').notNull(),
    /**
     * SFTP only: the SHA-256 of the server's host key seen at the first delivery ("SHA256:..."
     * as OpenSSH prints it), null until then. A later delivery to another key is refused.
     */
    hostKeySha256: text('host_key_sha256'),
    lastModifiedDate: timestamp('last_modified_date', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex('printing_destinations_vendor_idx').on(t.vendorId),
    uniqueIndex('printing_destinations_plant_idx').on(t.plantId),
    check(
      'printing_destinations_one_owner',
      sql`(${t.vendorId} is null) <> (${t.plantId} is null)`,
    ),
  ],
);
