import { and, eq, type SQL } from 'drizzle-orm';
import type { Template } from '@veritag/domain';
import type { Db } from '../../db/database';
import { notFound } from '../../http/problem';
import { scopeConditions, type Scope } from '../../platform/access';
import type { CompaniesService } from '../companies';
import { customerNames } from '../customers';
import { templateRevisions, templates } from './templates.table';

/** What a template read returns: its row, its customer's name and its latest revision number. */
export const templateColumns = {
  id: templates.id,
  companyId: templates.companyId,
  customerId: templates.customerId,
  description: templates.description,
  status: templates.status,
  fileId: templates.fileId,
  fileName: templates.fileName,
  labelWidth: templates.labelWidth,
  labelHeight: templates.labelHeight,
  revisionId: templates.revisionId,
  createdDate: templates.createdDate,
  customerName: customerNames.companyName,
  revision: templateRevisions.revision,
};
export type TemplateRow = {
  id: number;
  companyId: number;
  customerId: number;
  description: string;
  status: string;
  fileId: string;
  fileName: string | null;
  labelWidth: number;
  labelHeight: number;
  revisionId: number | null;
  createdDate: Date;
  customerName: string;
  revision: number | null;
};

/** A template of the scope (its company, and its customer among the caller's), joined for showing. */
export const selectTemplates = (db: Db, ...where: (SQL | undefined)[]) =>
  db
    .select(templateColumns)
    .from(templates)
    .innerJoin(customerNames, eq(customerNames.id, templates.customerId))
    .leftJoin(templateRevisions, eq(templateRevisions.id, templates.revisionId))
    .where(and(...where));

export const inScope = (scope: Scope): SQL[] =>
  scopeConditions(scope, templates.companyId, templates.customerId);

/** The template within reach, or 404 as for one that does not exist (another company's, another customer's). */
export async function findTemplate(db: Db, scope: Scope, id: number): Promise<TemplateRow> {
  const [row] = await selectTemplates(db, eq(templates.id, id), ...inScope(scope));
  if (!row) throw notFound('Template');
  return row as TemplateRow;
}

/** Templates as the lists show them, with their company's name (the request list's column). */
export async function toTemplates(
  rows: TemplateRow[],
  companies: CompaniesService,
): Promise<Template[]> {
  const names = new Map<number, string>();
  for (const id of new Set(rows.map((row) => row.companyId)))
    names.set(id, (await companies.get(id)).name);
  return rows.map((row) => ({
    id: row.id,
    description: row.description,
    status: row.status,
    name: row.fileName,
    customer: { id: row.customerId, name: row.customerName, companyName: row.customerName },
    createdDate: row.createdDate.toISOString(),
    company: { id: row.companyId, name: names.get(row.companyId) ?? '' },
    labelSize: { width: row.labelWidth, height: row.labelHeight },
    revision: row.revision,
  }));
}
