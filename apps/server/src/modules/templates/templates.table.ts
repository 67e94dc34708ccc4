import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DesignSave } from '@veritag/domain';
import { companyKey } from '../companies';
import { customerKey } from '../customers';
import { storedFileKey } from '../files';

/**
 * Label templates of a company's customers (spec 001): the master PDF as uploaded, the label
 * size read from its first page, and the latest saved design (`revision_id`).
 */
export const templates = pgTable(
  'templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'restrict' }),
    customerId: integer('customer_id').notNull().references(customerKey, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    status: text('status').notNull().default('PENDING'),
    fileId: uuid('file_id').notNull().references(storedFileKey, { onDelete: 'restrict' }),
    /** The master file's name as uploaded (the spec's `name`), shown and used for its download. */
    fileName: text('file_name'),
    /** The label's size in PDF points, read from the PDF's first page on upload. */
    labelWidth: doublePrecision('label_width').notNull(),
    labelHeight: doublePrecision('label_height').notNull(),
    /** The latest saved design; no foreign key, since a revision points back at its template. */
    revisionId: integer('revision_id'),
    createdBy: text('created_by'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }),
  },
  (t) => [
    index('templates_company_customer_idx').on(t.companyId, t.customerId, t.createdDate),
    index('templates_status_created_idx').on(t.status, t.createdDate),
  ],
);

/**
 * Every saved design of a template, numbered from 1 per template and never changed: a batch
 * records the revision it was made from, so a reprint comes out exactly as the original.
 */
export const templateRevisions = pgTable(
  'template_revisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'restrict' }),
    revision: integer('revision').notNull(),
    design: jsonb('design').$type<DesignSave>().notNull(),
    createdBy: text('created_by'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('template_revisions_template_revision_key').on(t.templateId, t.revision)],
);

/** Fonts a company uploaded (TTF or OTF), by the name designs use; unique per company. */
export const companyFonts = pgTable(
  'company_fonts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    fileId: uuid('file_id').notNull().references(storedFileKey, { onDelete: 'restrict' }),
    format: text('format').notNull(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_fonts_company_name_key').on(t.companyId, t.name)],
);

/**
 * Samples the designer rendered (`tryit`): short-lived files, kept an hour so the browser can
 * open them, then removed by the next sample made.
 */
export const templateSamples = pgTable(
  'template_samples',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull().references(storedFileKey, { onDelete: 'restrict' }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('template_samples_created_idx').on(t.createdDate),
    index('template_samples_file_idx').on(t.fileId),
  ],
);
