import { and, eq, sql } from 'drizzle-orm';
import type { Page, Sort, Template, TemplateAdd, TemplateEdit } from '@veritag/domain';
import type { Db } from '../../db/database';
import { limitOf, listOrder, pageOf } from '../../db/list-page';
import type { FileReply } from '../../http/bind-call';
import type { UploadedFile } from '../../http/multipart';
import { badRequest, fieldError } from '../../http/problem';
import { recordScope, type Caller, type Scope } from '../../platform/access';
import type { CompaniesService } from '../companies';
import { customerRefs } from '../customers';
import type { FilesService } from '../files';
import {
  LabelSetupProblem,
  UnembeddedFontProblem,
  type LabelEngine,
  type PrintReadyArtwork,
} from '../labels';
import {
  findTemplate,
  inScope,
  selectTemplates,
  toTemplates,
  type TemplateRow,
} from './template-rows';
import { templates } from './templates.table';

/** What the master PDFs are stored as; the routes register the module as their owner. */
export const templatePdfFiles = 'template-pdf';

export type TemplateSortField = 'createdDate' | 'description' | 'status';
const sortColumns = {
  createdDate: templates.createdDate,
  description: templates.description,
  status: templates.status,
};

export interface TemplatesDeps {
  db: Db;
  files: FilesService;
  companies: CompaniesService;
  labels: LabelEngine;
}

/**
 * An uploaded master PDF as it is stored, with its label size (decision 0409: the standard fonts it
 * did not embed are), or 400: a font it does not embed that has no twin, named in the title, or
 * a file the label engine cannot read a page of.
 */
export async function printReadyOrRefuse(
  labels: LabelEngine,
  pdf: Uint8Array,
): Promise<PrintReadyArtwork> {
  try {
    return await labels.printReadyArtwork(pdf);
  } catch (error) {
    if (error instanceof UnembeddedFontProblem)
      throw badRequest(error.message, [fieldError('file', error.message)]);
    if (error instanceof LabelSetupProblem)
      throw badRequest('The file is not a PDF that can be read', [
        fieldError('file', error.message),
      ]);
    throw error;
  }
}

/**
 * Templates of a company's customers (spec 001 sections 2-5): the master PDF, checked by the
 * label engine on upload, a description and a status. Designs are in template-designs.ts.
 */
export function templatesService({ db, files, companies, labels }: TemplatesDeps) {
  const show = async (scope: Scope, id: number): Promise<Template> =>
    (await toTemplates([await findTemplate(db, scope, id)], companies))[0]!;

  const setStatus = async (
    scope: Scope,
    id: number,
    status: (row: TemplateRow) => string,
  ): Promise<Template> => {
    const row = await findTemplate(db, scope, id);
    await db
      .update(templates)
      .set({ status: status(row), lastModifiedDate: new Date() })
      .where(eq(templates.id, row.id));
    return show(scope, id);
  };

  return {
    /** A customer's templates (the customer must be within reach: 404 otherwise). */
    async forCustomer(
      scope: Scope,
      customerId: number,
      sort: Sort<TemplateSortField>,
    ): Promise<Template[]> {
      await customerRefs.find(db, scope, customerId);
      const rows = await selectTemplates(
        db,
        eq(templates.customerId, customerId),
        ...inScope(scope),
      ).orderBy(...listOrder(sortColumns, sort, templates.id));
      return toTemplates(rows as TemplateRow[], companies);
    },

    get: show,

    /**
     * A new template for a customer within reach, PENDING. The PDF has passed the upload
     * rule (its bytes are a PDF within the caps); the label engine must also read its first
     * page, whose size is the label's, and it is stored print-ready (`printReadyOrRefuse`).
     * A refused upload stores nothing.
     */
    async create(
      scope: Scope,
      form: TemplateAdd,
      file: UploadedFile,
      createdBy: string | null,
    ): Promise<Template> {
      const customer = await customerRefs.find(db, scope, form.customerId);
      const { pdf, size } = await printReadyOrRefuse(labels, file.buffer);
      const stored = await files.store(
        { ...file, buffer: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength) },
        templatePdfFiles,
        customer.companyId,
      );
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          await stored.record(tx);
          const [row] = await tx
            .insert(templates)
            .values({
              companyId: customer.companyId,
              customerId: customer.id,
              description: form.description,
              fileId: stored.id,
              fileName: file.originalName || null,
              labelWidth: size.width,
              labelHeight: size.height,
              createdBy,
            })
            .returning({ id: templates.id });
          return row!.id;
        });
      } catch (error) {
        await stored.discard();
        throw error;
      }
      // Read after the commit: on PGlite a read outside the transaction waits for it to end.
      return show(scope, id);
    },

    /** Edit Template: the description only. */
    async update(scope: Scope, form: TemplateEdit): Promise<Template> {
      const row = await findTemplate(db, scope, form.id);
      await db
        .update(templates)
        .set({ description: form.description, lastModifiedDate: new Date() })
        .where(eq(templates.id, row.id));
      return show(scope, row.id);
    },

    /** The master PDF, under the name it was uploaded with; the files door checks who may read it. */
    async download(caller: Caller, id: number): Promise<FileReply> {
      const row = await findTemplate(db, recordScope(caller), id);
      const file = await files.download(row.fileId, caller);
      return { ...file, fileName: row.fileName ?? `template-${row.id}.pdf` };
    },

    /** The super admin's request list: every company's PENDING templates. */
    async pending(query: {
      page: number;
      size: number;
      sort: Sort<TemplateSortField>;
    }): Promise<Page<Template>> {
      const where = eq(templates.status, 'PENDING');
      const { limit, offset } = limitOf(query);
      const [rows, [total]] = await Promise.all([
        selectTemplates(db, where)
          .orderBy(...listOrder(sortColumns, query.sort, templates.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(templates)
          .where(where),
      ]);
      return pageOf(await toTemplates(rows as TemplateRow[], companies), total?.n ?? 0, query);
    },

    /** The request list's switch: PENDING and UPDATED swap, both ways, so a mistaken switch can be undone. */
    changeStatus: (id: number) =>
      setStatus(null, id, (row) => (row.status === 'PENDING' ? 'UPDATED' : 'PENDING')),

    /**
     * Save in Add Component: a designed template becomes UPDATED (Generate token shows). A
     * template with no saved design stays PENDING: there would be nothing to generate.
     */
    async markUpdated(scope: Scope, id: number): Promise<Template> {
      const row = await findTemplate(db, scope, id);
      if (row.revisionId === null)
        throw badRequest('The template has no design yet: save the design first');
      return setStatus(scope, id, () => 'UPDATED');
    },

    /** Whether a master PDF belongs to a template of a customer the caller works for. */
    async fileWithinReach(caller: Caller, fileId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: templates.id })
        .from(templates)
        .where(and(eq(templates.fileId, fileId), ...inScope(recordScope(caller))))
        .limit(1);
      return row !== undefined;
    },
  };
}
export type TemplatesService = ReturnType<typeof templatesService>;
