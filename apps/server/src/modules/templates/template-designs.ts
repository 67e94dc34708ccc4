import { eq, lt, sql } from 'drizzle-orm';
import type { ComponentType, DesignSave, TemplateDesign } from '@veritag/domain';
import type { Db } from '../../db/database';
import { ApiProblem, badRequest, fieldError, notFound } from '../../http/problem';
import type { Scope } from '../../platform/access';
import type { FilesService } from '../files';
import {
  LabelSetupProblem,
  type BatchValues,
  type DesignProblem,
  type LabelEngine,
  type LabelSetup,
} from '../labels';
import type { LabelSetups } from './label-setups';
import { findTemplate, type TemplateRow } from './template-rows';
import { templateRevisions, templateSamples, templates } from './templates.table';

/** What the designer's samples are stored as; the routes register the module as their owner. */
export const templateSampleFiles = 'template-sample';
/** How long a sample stays downloadable: long enough to open it, not kept as a record. */
export const sampleLifetimeMs = 60 * 60 * 1000;

/** The batch values a sample prints where a batch would print its own. */
export function sampleBatch(customer: string, now: Date): BatchValues {
  const expiry = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), 1));
  return {
    customer,
    quantity: 1000,
    expiry: `${String(expiry.getUTCMonth() + 1).padStart(2, '0')}/${expiry.getUTCFullYear()}`,
    poNumber: 'PO-SAMPLE',
    productDescription: 'Sample product',
  };
}

/** The label engine's refusal as the 400 the designer shows. */
const asProblem = (error: unknown): never => {
  if (error instanceof LabelSetupProblem) throw badRequest(error.message);
  throw error;
};

/** The payload's path of what a refusal is about: the component (`coordinates.3`) or one of its settings (`coordinates.3.text`). */
const fieldOf = (problem: DesignProblem) =>
  `coordinates.${problem.component}${problem.field ? `.${problem.field}` : ''}`;

export interface TemplateDesignsDeps {
  db: Db;
  files: FilesService;
  labels: LabelEngine;
  setups: LabelSetups;
  clock: () => Date;
}

/**
 * The label designer's saves (spec 001 sections 2, 3 and 7). Every save is a new revision;
 * the template points at the latest, and batches record the one they were made from.
 */
export function templateDesignsService({ db, files, labels, setups, clock }: TemplateDesignsDeps) {
  /** Adds the next revision under a row lock, so two saves at once get 1 and 2, never 1 twice. */
  const addRevision = (templateId: number, design: DesignSave, createdBy: string | null) =>
    db.transaction(async (tx) => {
      await tx
        .select({ id: templates.id })
        .from(templates)
        .where(eq(templates.id, templateId))
        .for('update');
      const [last] = await tx
        .select({ n: sql<number>`coalesce(max(${templateRevisions.revision}), 0)::int` })
        .from(templateRevisions)
        .where(eq(templateRevisions.templateId, templateId));
      const [row] = await tx
        .insert(templateRevisions)
        .values({ templateId, revision: (last?.n ?? 0) + 1, design, createdBy })
        .returning({ id: templateRevisions.id, revision: templateRevisions.revision });
      await tx
        .update(templates)
        .set({ revisionId: row!.id, lastModifiedDate: clock() })
        .where(eq(templates.id, templateId));
      return row!;
    });

  const latest = async (row: TemplateRow) => {
    if (row.revisionId === null) return undefined;
    const [revision] = await db
      .select()
      .from(templateRevisions)
      .where(eq(templateRevisions.id, row.revisionId));
    return revision;
  };

  /** A 400 with the label engine's reason when the design cannot print on this template. */
  const refuseUnprintable = async (
    setup: Pick<LabelSetup, 'artwork' | 'design' | 'fonts' | 'urlOf'>,
  ) => {
    const problem = await labels.designProblem(setup).catch(asProblem);
    // A problem of one component names its place in the payload, so the designer can select it.
    if (problem)
      throw badRequest(
        problem.title,
        problem.component === undefined ? undefined : [fieldError(fieldOf(problem), problem.title)],
      );
  };

  /** Removes samples past their hour, rows and files, whoever made them. */
  const pruneSamples = async () => {
    const old = await db
      .delete(templateSamples)
      .where(lt(templateSamples.createdDate, new Date(clock().getTime() - sampleLifetimeMs)))
      .returning({ fileId: templateSamples.fileId });
    for (const { fileId } of old) {
      const cleanUp = await db.transaction((tx) => files.forget(tx, fileId));
      await cleanUp();
    }
  };

  return {
    /** `saveDndTemplate`: checks the design on the template's artwork, then saves it as the next revision. */
    async save(
      scope: Scope,
      design: DesignSave,
      createdBy: string | null,
    ): Promise<{ revision: number }> {
      const row = await findTemplate(db, scope, design.templateId);
      await refuseUnprintable(await setups.checkSetup(row, design));
      return { revision: (await addRevision(row.id, design, createdBy)).revision };
    },

    /** The latest saved design, or 404 before the first save. */
    async latest(scope: Scope, templateId: number): Promise<TemplateDesign> {
      const revision = await latest(await findTemplate(db, scope, templateId));
      if (!revision) throw notFound('Template design');
      return {
        templateId,
        revision: revision.revision,
        createdDate: revision.createdDate.toISOString(),
        design: revision.design,
      };
    },

    /**
     * Deletes every component of one type: a new revision without them. Nothing to remove
     * (no design yet, or no component of that type) changes nothing.
     */
    async removeElement(
      scope: Scope,
      templateId: number,
      type: ComponentType,
      createdBy: string | null,
    ): Promise<void> {
      const revision = await latest(await findTemplate(db, scope, templateId));
      if (!revision || !revision.design.coordinates.some((c) => c.type === type)) return;
      const design = {
        ...revision.design,
        coordinates: revision.design.coordinates.filter((c) => c.type !== type),
      };
      await addRevision(templateId, design, createdBy);
    },

    /**
     * `tryit`: the design rendered by the production path with sample codes, not saved. The
     * PDF is kept an hour as a file of the template's company; the reply names its download.
     */
    async sample(scope: Scope, design: DesignSave): Promise<{ fileName: string }> {
      const row = await findTemplate(db, scope, design.templateId);
      // Titled with the template's description: the viewer's tab shows it, not a random file id
      // (decision 0378).
      const setup = {
        ...(await setups.setup(row, design, sampleBatch(row.customerName, clock()))),
        title: row.description,
      };
      await refuseUnprintable(setup);
      const pdf = await labels.sample(setup).catch(asProblem);
      const stored = await files.store(
        {
          buffer: Buffer.from(pdf),
          contentType: 'application/pdf',
          extension: 'pdf',
          originalName: `sample-${row.id}.pdf`,
        },
        templateSampleFiles,
        row.companyId,
      );
      try {
        await db.transaction(async (tx) => {
          await stored.record(tx);
          await tx
            .insert(templateSamples)
            .values({ templateId: row.id, fileId: stored.id, createdDate: clock() });
        });
      } catch (error) {
        await stored.discard();
        throw error;
      }
      // House keeping: a failure to remove old samples must not fail this sample; the next one retries.
      await pruneSamples().catch(() => undefined);
      return { fileName: `/api/files/${stored.id}` };
    },

    /** Whether a sample file is one of a template within the caller's reach. */
    async sampleWithinReach(scope: Scope, fileId: string): Promise<boolean> {
      const [sample] = await db
        .select({ templateId: templateSamples.templateId })
        .from(templateSamples)
        .where(eq(templateSamples.fileId, fileId));
      if (!sample) return false;
      return findTemplate(db, scope, sample.templateId).then(
        () => true,
        (error: unknown) => {
          if (error instanceof ApiProblem && error.status === 404) return false;
          throw error;
        },
      );
    },
  };
}
export type TemplateDesignsService = ReturnType<typeof templateDesignsService>;
