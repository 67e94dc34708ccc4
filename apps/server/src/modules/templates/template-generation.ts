import { eq } from 'drizzle-orm';
import type { DesignCoordinate, PageSize } from '@veritag/domain';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/problem';
import { recordScope, type Caller } from '../../platform/access';
import type { BatchValueProblem, BatchValues, LabelEngine, LabelSetup } from '../labels';
import type { LabelSetups } from './label-setups';
import { findTemplate } from './template-rows';
import { templateRevisions, templates } from './templates.table';

/** A template ready to generate from, at the revision the batch will record. */
export interface TemplateForGeneration {
  templateId: number;
  revisionId: number;
  companyId: number;
  customerId: number;
  customerName: string;
  description: string;
}

/**
 * The door token batches (template histories) build on: which revision a new batch prints,
 * and the label setup of any revision, so a reprint comes out as the original.
 */
export function templateGeneration(db: Db, setups: LabelSetups, labels: LabelEngine) {
  const revisionSource = async (revisionId: number) => {
    const [row] = await db
      .select({
        design: templateRevisions.design,
        companyId: templates.companyId,
        fileId: templates.fileId,
        labelWidth: templates.labelWidth,
        labelHeight: templates.labelHeight,
      })
      .from(templateRevisions)
      .innerJoin(templates, eq(templates.id, templateRevisions.templateId))
      .where(eq(templateRevisions.id, revisionId));
    if (!row) throw notFound('Template revision');
    return row;
  };

  return {
    /** The template within the caller's reach (else 404), designed and no longer PENDING (else 400). */
    async forGeneration(caller: Caller, templateId: number): Promise<TemplateForGeneration> {
      const row = await findTemplate(db, recordScope(caller), templateId);
      if (row.status === 'PENDING')
        throw badRequest('The template is still pending: design it and save it first');
      if (row.revisionId === null) throw badRequest('The template has no design yet');
      return {
        templateId: row.id,
        revisionId: row.revisionId,
        companyId: row.companyId,
        customerId: row.customerId,
        customerName: row.customerName,
        description: row.description,
      };
    },

    /** The label engine's setup for a revision: its design on the master PDF (or `artwork`, the Generate dialog's PDF). */
    async labelSetupFor(
      revisionId: number,
      options: { artwork?: Uint8Array; batch: BatchValues },
    ): Promise<LabelSetup> {
      const source = await revisionSource(revisionId);
      return setups.setup(source, source.design, options.batch, options.artwork);
    },

    /** The first of the batch's values the revision prints with a font that cannot draw it, or undefined. */
    async batchValueProblem(
      revisionId: number,
      batch: BatchValues,
    ): Promise<BatchValueProblem | undefined> {
      const source = await revisionSource(revisionId);
      return labels.batchValueProblem({
        design: source.design,
        fonts: await setups.fontsOf(source, source.design),
        batch,
      });
    },

    /**
     * Whether a revision's design places a component of this type, so every label made from it
     * prints that component's value (the scan page shows a token batch's PO number only then).
     * Read through the caller's `executor`: a batch is described inside the caller's transaction,
     * and on the embedded database a second connection would wait for that transaction forever.
     */
    async revisionPlaces(
      executor: Db,
      revisionId: number,
      type: DesignCoordinate['type'],
    ): Promise<boolean> {
      const [row] = await executor
        .select({ design: templateRevisions.design })
        .from(templateRevisions)
        .where(eq(templateRevisions.id, revisionId));
      return row?.design.coordinates.some((component) => component.type === type) ?? false;
    },

    /** The master PDF's label size (points), read on upload. */
    async artworkSizeOf(revisionId: number): Promise<PageSize> {
      const source = await revisionSource(revisionId);
      return { width: source.labelWidth, height: source.labelHeight };
    },
  };
}
