import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  defaultPrinterPorts,
  printerPasswordMask,
  PrinterDestinationFormSchema,
  type Page,
  type PrinterDestinationForm,
  type PrinterProtocol,
  type PrintingJob,
  type PrintingJobForm,
  type PrintingOwnerKind,
  type PrintingTarget,
} from '@veritag/domain';
import type { Database } from '../../db/database';
import {
  limitOf,
  listFilter,
  listOrder,
  listTotal,
  pageOf,
  type ListQuery,
} from '../../db/list-page';
import { validateInput } from '../../http/input-checks';
import type { UploadedFile } from '../../http/multipart';
import { badRequest, conflict, fieldError, notFound } from '../../http/problem';
import type { Caller } from '../../platform/access';
import { jobRuns } from '../../platform/jobs';
import type { PlatformContext } from '../../platform/server-module';
import type { TextSeal } from '../../platform/sealed-text';
import type { FilesService } from '../files';
import type { PlantsService } from '../plants';
import type { VendorsService } from '../vendors';
import { CsvProblem, readCsvRows } from './csv-rows';
import { deliverJob, prepareJob, printingJobFilePurpose, sealContext } from './printing-jobs.jobs';
import {
  printingDestinations,
  printingJobFiles,
  printingJobs as jobs,
} from './printing-jobs.table';

export const printingJobColumns = ['fileName', 'status', 'printingStatus', 'createdDate'] as const;
export type PrintingJobColumn = (typeof printingJobColumns)[number];

export interface PrintingJobsServiceDeps {
  database: Database;
  files: FilesService;
  vendors: VendorsService;
  plants: PlantsService;
  seal: TextSeal;
  dropDir: string;
  jobs: PlatformContext['jobs'];
}

const prepareRuns = alias(jobRuns, 'prepare_runs');
const deliveryRuns = alias(jobRuns, 'delivery_runs');
/** COMPLETED once the split's last step says so; otherwise what its run says (RUNNING or FAILED). */
const statusSql = sql<string>`case when ${jobs.status} = 'COMPLETED' then 'COMPLETED' else coalesce(${prepareRuns.state}, 'RUNNING') end`;
/** SENDING until the delivery's last step sets SENT, unless its run gave up: FAILED. */
const printingStatusSql = sql<string>`case when ${jobs.printingStatus} = 'SENDING' and ${deliveryRuns.state} = 'FAILED' then 'FAILED' else ${jobs.printingStatus} end`;
const columns: Record<PrintingJobColumn, SQL> = {
  fileName: sql`${jobs.fileName}`,
  status: statusSql,
  printingStatus: printingStatusSql,
  createdDate: sql`${jobs.createdDate}`,
};
const selection = {
  job: jobs,
  status: statusSql,
  printingStatus: printingStatusSql,
  prepareDone: prepareRuns.done,
  prepareReason: prepareRuns.reason,
  deliveryDone: deliveryRuns.done,
  deliveryReason: deliveryRuns.reason,
};
type Selected = {
  job: typeof jobs.$inferSelect;
  status: string;
  printingStatus: string;
  prepareDone: number | null;
  prepareReason: string | null;
  deliveryDone: number | null;
  deliveryReason: string | null;
};

const reply = ({
  job,
  status,
  printingStatus,
  prepareDone,
  prepareReason,
  deliveryDone,
  deliveryReason,
}: Selected): PrintingJob => ({
  id: job.id,
  noOfJob: job.noOfJob,
  file: `/api/files/${job.fileId}`,
  fileName: job.fileName,
  status,
  printingStatus,
  createdDate: job.createdDate.toISOString(),
  rows: job.rows,
  progress: status === 'RUNNING' ? { done: prepareDone ?? 0, total: job.noOfJob } : null,
  reason: status === 'FAILED' ? prepareReason : null,
  printingProgress:
    printingStatus === 'SENDING' ? { done: deliveryDone ?? 0, total: job.noOfJob } : null,
  printingReason:
    printingStatus === 'FAILED'
      ? deliveryReason
      : printingStatus === 'SENDING'
        ? job.deliveryNote
        : null,
  destination:
    job.destinationKind && job.destinationName
      ? {
          kind: job.destinationKind,
          id: (job.destinationKind === 'vendor' ? job.vendorId : job.plantId) ?? 0,
          name: job.destinationName,
        }
      : null,
  sentTo: job.sentTo,
  sentDate: job.sentDate?.toISOString() ?? null,
});

const ownerColumn = (kind: PrintingOwnerKind) =>
  kind === 'vendor' ? printingDestinations.vendorId : printingDestinations.plantId;
/** `/incoming//today/` reads as `incoming/today`; `/` alone is the root. */
const tidyFolder = (folder: string) => {
  const parts = folder.split('/').filter(Boolean);
  return folder.startsWith('/') ? `/${parts.join('/')}` : parts.join('/');
};

/** Printing jobs: the upload and its split, the list, the send; and the printer destinations of vendors and plants. */
export function printingJobsService(deps: PrintingJobsServiceDeps) {
  const { database, files, vendors, plants, seal, jobs: runtime } = deps;
  const db = database.db;
  const prepare = prepareJob({ db, files, seal, dropDir: deps.dropDir });
  const deliver = deliverJob({ db, files, seal, dropDir: deps.dropDir });
  // The count's FROM names the two runs as the page's joins do (an alias renders as its name only).
  const from = sql`${jobs} left join ${jobRuns} as ${sql.identifier('prepare_runs')} on ${prepareRuns.id} = ${jobs.prepareRunId} left join ${jobRuns} as ${sql.identifier('delivery_runs')} on ${deliveryRuns.id} = ${jobs.deliveryRunId}`;

  const selected = () =>
    db
      .select(selection)
      .from(jobs)
      .leftJoin(prepareRuns, eq(prepareRuns.id, jobs.prepareRunId))
      .leftJoin(deliveryRuns, eq(deliveryRuns.id, jobs.deliveryRunId));

  async function byId(companyId: number | null, id: number): Promise<Selected> {
    const [row] = await selected().where(
      and(eq(jobs.id, id), ...(companyId === null ? [] : [eq(jobs.companyId, companyId)])),
    );
    if (!row) throw notFound('Printing job');
    return row;
  }

  /** The company's vendors and plants (id and name); another company's is not found. */
  async function ownersOf(
    companyId: number,
  ): Promise<{ kind: PrintingOwnerKind; id: number; name: string }[]> {
    const [vendorRows, plantRows] = await Promise.all([
      vendors.names(companyId),
      plants.names(companyId),
    ]);
    return [
      ...vendorRows.map((row) => ({ kind: 'vendor' as const, ...row })),
      ...plantRows.map((row) => ({ kind: 'plant' as const, ...row })),
    ];
  }
  async function ownerOf(companyId: number, kind: PrintingOwnerKind, id: number) {
    const owner = (await ownersOf(companyId)).find((row) => row.kind === kind && row.id === id);
    if (!owner) throw notFound(kind === 'vendor' ? 'Vendor' : 'Plant');
    return owner;
  }

  const targetOf = (
    owner: { kind: PrintingOwnerKind; id: number; name: string },
    row: typeof printingDestinations.$inferSelect | undefined,
  ): PrintingTarget => ({
    ...owner,
    destination: row
      ? {
          protocol: row.protocol,
          host: row.host,
          port: row.port,
          username: row.username,
          password: printerPasswordMask,
          folder: row.folder,
        }
      : null,
  });
  async function destinationRow(companyId: number, kind: PrintingOwnerKind, id: number) {
    const [row] = await db
      .select()
      .from(printingDestinations)
      .where(and(eq(printingDestinations.companyId, companyId), eq(ownerColumn(kind), id)));
    return row;
  }

  return {
    jobKinds: [prepare, deliver],

    /**
     * Checks the CSV by its content, stores it, and records the job with its split queued in
     * one transaction: never a job without its file or its split, never a file without a job.
     */
    async create(
      caller: Caller,
      companyId: number,
      form: Omit<PrintingJobForm, 'file'>,
      upload: UploadedFile,
    ): Promise<PrintingJob> {
      let rows: number;
      try {
        rows = readCsvRows(upload.buffer).count;
      } catch (error) {
        if (error instanceof CsvProblem)
          throw badRequest(error.message, [fieldError('file', error.message)]);
        throw error;
      }
      if (rows < form.noOfJob) {
        const message = `The CSV file has ${rows.toLocaleString('en-US')} data ${rows === 1 ? 'row' : 'rows'}: it cannot be split into ${form.noOfJob} jobs`;
        throw badRequest(message, [fieldError('noOfJob', message)]);
      }
      const owner = form.destination
        ? await ownerOf(companyId, form.destination.kind, form.destination.id)
        : undefined;
      const stored = await files.store(upload, printingJobFilePurpose, companyId);
      try {
        const id = await db.transaction(async (tx) => {
          await stored.record(tx);
          const [row] = await tx
            .insert(jobs)
            .values({
              companyId,
              fileId: stored.id,
              fileName: upload.originalName || 'printing-job.csv',
              noOfJob: form.noOfJob,
              rows,
              destinationKind: owner?.kind ?? null,
              vendorId: owner?.kind === 'vendor' ? owner.id : null,
              plantId: owner?.kind === 'plant' ? owner.id : null,
              destinationName: owner?.name ?? null,
              createdBy: caller.id,
            })
            .returning({ id: jobs.id });
          const runId = await runtime.queue(
            prepare,
            { jobId: row!.id },
            { tx, owner: { owner: 'printingJob', ownerId: row!.id } },
          );
          await tx.update(jobs).set({ prepareRunId: runId }).where(eq(jobs.id, row!.id));
          return row!.id;
        });
        runtime.wake(prepare);
        return reply(await byId(companyId, id));
      } catch (error) {
        await stored.discard();
        throw error;
      }
    },

    async list(
      companyId: number | null,
      query: ListQuery<PrintingJobColumn>,
    ): Promise<Page<PrintingJob>> {
      const where = and(
        ...(companyId === null ? [] : [eq(jobs.companyId, companyId)]),
        listFilter(columns, query),
      );
      const rows = await selected()
        .where(where)
        .orderBy(...listOrder(columns, query.sort, jobs.id))
        .limit(limitOf(query).limit)
        .offset(limitOf(query).offset);
      return pageOf(rows.map(reply), await listTotal(db, jobs, where, undefined, from), query);
    },

    one: async (companyId: number | null, id: number) => reply(await byId(companyId, id)),

    /**
     * Starts a delivery of the job's files (409 while they are being made or sent). A send
     * after a FAILED delivery carries on: files already on the same destination are not sent
     * again. A send after SENT (or the first) sends every file.
     */
    async send(companyId: number | null, id: number): Promise<PrintingJob> {
      const current = await byId(companyId, id);
      if (current.status === 'RUNNING')
        throw conflict(
          'The job files are still being made: send the job once its status is COMPLETED',
        );
      if (current.status === 'FAILED')
        throw conflict(
          'The job files could not be made, so there is nothing to send: add the job again',
        );
      if (current.printingStatus === 'SENDING') throw conflict('The job is being sent already');
      const { job } = current;
      if (job.destinationKind === 'vendor' && job.vendorId === null)
        throw conflict(
          'The vendor this job was for has been deleted: add the job again for another one',
        );
      if (job.destinationKind === 'plant' && job.plantId === null)
        throw conflict(
          'The plant this job was for has been deleted: add the job again for another one',
        );
      await db.transaction(async (tx) => {
        // Fenced on the status read above: two sends at once queue one delivery.
        const claimed = await tx
          .update(jobs)
          .set({ printingStatus: 'SENDING', deliveryNote: null })
          .where(
            and(
              eq(jobs.id, id),
              eq(jobs.printingStatus, job.printingStatus),
              job.deliveryRunId
                ? eq(jobs.deliveryRunId, job.deliveryRunId)
                : sql`${jobs.deliveryRunId} is null`,
            ),
          )
          .returning({ id: jobs.id });
        if (claimed.length === 0) throw conflict('The job is being sent already');
        if (current.printingStatus !== 'FAILED')
          await tx
            .update(printingJobFiles)
            .set({ sentTo: null, sentDate: null })
            .where(eq(printingJobFiles.jobId, id));
        const runId = await runtime.queue(
          deliver,
          { jobId: id },
          { tx, owner: { owner: 'printingJobDelivery', ownerId: id } },
        );
        await tx.update(jobs).set({ deliveryRunId: runId }).where(eq(jobs.id, id));
      });
      runtime.wake(deliver);
      return reply(await byId(companyId, id));
    },

    /** Whether a stored file is a printing job's (its CSV or a job file) within the company. */
    async fileWithinReach(companyId: number | null, fileId: string): Promise<boolean> {
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .leftJoin(printingJobFiles, eq(printingJobFiles.jobId, jobs.id))
        .where(
          and(
            sql`(${jobs.fileId} = ${fileId} or ${printingJobFiles.fileId} = ${fileId})`,
            ...(companyId === null ? [] : [eq(jobs.companyId, companyId)]),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    destinations: {
      async list(companyId: number): Promise<PrintingTarget[]> {
        const [owners, rows] = await Promise.all([
          ownersOf(companyId),
          db
            .select()
            .from(printingDestinations)
            .where(eq(printingDestinations.companyId, companyId)),
        ]);
        return owners.map((owner) =>
          targetOf(
            owner,
            rows.find((row) => (owner.kind === 'vendor' ? row.vendorId : row.plantId) === owner.id),
          ),
        );
      },

      /** Sets the destination; the mask sent back keeps the stored password. */
      async save(
        companyId: number,
        kind: PrintingOwnerKind,
        id: number,
        body: unknown,
      ): Promise<PrintingTarget> {
        const owner = await ownerOf(companyId, kind, id);
        const form = validateInput(PrinterDestinationFormSchema, body) as PrinterDestinationForm;
        const stored = await destinationRow(companyId, kind, id);
        let passwordSealed: string;
        if (form.password !== printerPasswordMask)
          passwordSealed = seal.seal(sealContext(companyId, kind, id), form.password);
        else if (stored) passwordSealed = stored.passwordSealed;
        else
          throw badRequest('Enter the password', [
            fieldError('password', 'This field is required'),
          ]);
        const protocol = form.protocol as PrinterProtocol;
        const values = {
          protocol,
          host: form.host,
          port: form.port ?? defaultPrinterPorts[protocol],
          username: form.username,
          passwordSealed,
          folder: tidyFolder(form.folder),
          // Saving the destination again is how a replaced server is trusted: its next key is kept anew.
          hostKeySha256: null,
          lastModifiedDate: new Date(),
        };
        if (stored)
          await db
            .update(printingDestinations)
            .set(values)
            .where(eq(printingDestinations.id, stored.id));
        else
          await db.insert(printingDestinations).values({
            companyId,
            vendorId: kind === 'vendor' ? id : null,
            plantId: kind === 'plant' ? id : null,
            ...values,
          });
        return targetOf(owner, await destinationRow(companyId, kind, id));
      },

      async remove(companyId: number, kind: PrintingOwnerKind, id: number): Promise<void> {
        await ownerOf(companyId, kind, id);
        await db
          .delete(printingDestinations)
          .where(and(eq(printingDestinations.companyId, companyId), eq(ownerColumn(kind), id)));
      },
    },
  };
}
export type PrintingJobsService = ReturnType<typeof printingJobsService>;
