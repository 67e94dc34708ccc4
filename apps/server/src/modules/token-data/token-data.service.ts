import { and, eq } from 'drizzle-orm';
import {
  checkPackList,
  reportFormSchemas,
  tokensOf,
  type TokenDataFile,
  type ValidUpto,
} from '@veritag/domain';
import type { Database } from '../../db/database';
import type { ListQuery } from '../../db/list-page';
import type { FileReply } from '../../http/bind-call';
import { validateInput } from '../../http/input-checks';
import type { UploadedFile } from '../../http/multipart';
import { ApiProblem, badRequest, conflict, fieldError, notFound } from '../../http/problem';
import {
  ownCompany,
  recordScope,
  scopeConditions,
  type Caller,
  type Scope,
} from '../../platform/access';
import { jobRuns } from '../../platform/jobs';
import type { PlatformContext } from '../../platform/server-module';
import type { CodesService } from '../codes';
import type { FilesService } from '../files';
import type { MasterProductsService } from '../master-products';
import type { PlantsService } from '../plants';
import type { ReportFilesService } from '../report-files';
import { tokenDataList, type TokenDataColumn } from './token-data-list';
import {
  defaultCodesPerStep,
  tokenDataCodeKind,
  tokenDataJob,
  tokenFileName,
} from './token-data.job';
import { tokenDataReportSource } from './token-data.report';
import { tokenData } from './token-data.table';

/** The uploaded pack list's stored-file purpose; only this module reads it back. */
export const packListPurpose = 'token-data-upload';
/** The job run's owner: `jobs.statusOf(tokenDataOwner, id)`. */
export const tokenDataOwner = 'tokenData';

/** The Add Token Data form as the contract reads it (the `file` part aside). */
export interface TokenDataFields {
  plant: number;
  poNumber: string;
  poDate?: string;
  validUpto: ValidUpto | '';
  quantity?: number;
  matnr: { color: string; tokenType: string; packSize: number };
}

export interface TokenDataDeps {
  database: Database;
  codes: CodesService;
  files: FilesService;
  plants: PlantsService;
  masterProducts: MasterProductsService;
  reportFiles: ReportFilesService;
  jobs: PlatformContext['jobs'];
  clock: () => Date;
}

/** Tests and tools only: smaller steps, so a crash test can kill a file between many of them. */
export interface GenerateTuning {
  codesPerStep?: number;
  rowsPerRead?: number;
}

const invalid = (field: string, detail: string) =>
  badRequest(`Invalid ${field}: ${detail}`, [fieldError(field, detail)]);

/** Today's date, YYYY-MM-DD, in an IANA time zone, by the server's clock. */
const todayIn = (now: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** The token data report form as the contract reads it. */
export interface TokenDataReportForm {
  fromDate: string;
  toDate: string;
  timeZone?: string | undefined;
}

/** Token data: uploaded pack lists, their token files made by a job, listed and downloaded. */
export function tokenDataService(deps: TokenDataDeps) {
  const { database, files, plants, masterProducts, jobs } = deps;
  const db = database.db;
  const job = tokenDataJob(deps);
  const list = tokenDataList(db);
  const report = deps.reportFiles.register('tokenData', tokenDataReportSource(database));

  const one = async (scope: Scope, id: number): Promise<TokenDataFile> => {
    const found = await list.one(scope, id);
    if (!found) throw notFound('Token data');
    return found;
  };

  /** The colour must be a master product's, the pack size one that colour comes in. */
  async function checkMasterProduct(
    companyId: number,
    { color, packSize }: TokenDataFields['matnr'],
  ) {
    const sizes = await masterProducts.packSizes(companyId, color).catch((error: unknown) => {
      if (error instanceof ApiProblem && error.status === 404)
        throw invalid('matnr.color', `No master product has the colour ${color}`);
      throw error;
    });
    if (!sizes.includes(packSize))
      throw invalid(
        'matnr.packSize',
        `No ${color} master product comes in packs of ${packSize}: choose ${sizes.join(', ')}`,
      );
  }

  /** The pack list's packs and the tokens they make, or a 400 naming what is wrong with the file. */
  function packsAndTokens(upload: UploadedFile, fields: TokenDataFields) {
    const checked = checkPackList(upload.buffer.toString('utf8'));
    if ('problem' in checked)
      throw badRequest(checked.problem, [fieldError('file', checked.problem)]);
    const tokens = tokensOf(checked.packs, fields.matnr.packSize);
    if ('problem' in tokens) throw badRequest(tokens.problem, [fieldError('file', tokens.problem)]);
    if (fields.quantity !== undefined && fields.quantity !== tokens.quantity) {
      throw invalid(
        'quantity',
        `The CSV file's ${checked.packs} packs of ${fields.matnr.packSize} make ${tokens.quantity} tokens, not ${fields.quantity}`,
      );
    }
    return { packs: checked.packs, quantity: tokens.quantity };
  }

  return {
    job,

    /**
     * Stores the pack list and its row (UPLOADED) in one transaction: no row without its file,
     * and a file whose row failed is removed. Another company's plant is not found (404).
     */
    async create(
      caller: Caller,
      fields: TokenDataFields,
      upload: UploadedFile,
    ): Promise<TokenDataFile> {
      const companyId = ownCompany(caller);
      const plant = await plants.get(recordScope(caller), fields.plant);
      await checkMasterProduct(companyId, fields.matnr);
      const { packs, quantity } = packsAndTokens(upload, fields);
      const stored = await files.store(upload, packListPurpose, companyId);
      try {
        const id = await db.transaction(async (tx) => {
          await stored.record(tx);
          const [row] = await tx
            .insert(tokenData)
            .values({
              companyId,
              customerId: plant.customer.id,
              plantId: plant.id,
              plantName: plant.name,
              poNumber: fields.poNumber,
              poDate: fields.poDate ?? null,
              validUpto: fields.validUpto as ValidUpto,
              color: fields.matnr.color,
              tokenType: fields.matnr.tokenType,
              packSize: fields.matnr.packSize,
              packs,
              quantity,
              uploadFileId: stored.id,
              fileName: upload.originalName || 'token-data.csv',
              createdById: caller.id,
              createdBy: caller.login,
              createdOn: deps.clock(),
            })
            .returning({ id: tokenData.id });
          // Token codes have one length (the code service's default), so the refusal advises none.
          await deps.codes.reserve(
            tx,
            { batch: { kind: tokenDataCodeKind, id: row!.id }, count: quantity },
            { field: 'quantity', lengthChosen: false },
          );
          return row!.id;
        });
        return one(companyId, id);
      } catch (error) {
        await stored.discard();
        throw error;
      }
    },

    /**
     * Queues the job that makes the token file, with the row turned RUNNING, in one
     * transaction, the row locked so two requests cannot both queue. A file RUNNING or
     * COMPLETED is answered as it is; an UPLOADED or FAILED one gets a new run.
     */
    async generateFile(
      caller: Caller,
      id: number,
      tuning: GenerateTuning = {},
    ): Promise<TokenDataFile> {
      const scope = recordScope(caller);
      const queued = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: tokenData.status, runId: tokenData.runId })
          .from(tokenData)
          .where(
            and(
              eq(tokenData.id, id),
              ...scopeConditions(scope, tokenData.companyId, tokenData.customerId),
            ),
          )
          .for('update');
        if (!row) throw notFound('Token data');
        if (row.status === 'COMPLETED') return false;
        if (row.status === 'RUNNING' && row.runId) {
          const [run] = await tx
            .select({ state: jobRuns.state })
            .from(jobRuns)
            .where(eq(jobRuns.id, row.runId));
          if (run?.state !== 'FAILED') return false;
        }
        const codesPerStep = tuning.codesPerStep ?? defaultCodesPerStep[database.kind];
        const runId = await jobs.queue(
          job,
          {
            tokenDataId: id,
            codesPerStep,
            ...(tuning.rowsPerRead ? { rowsPerRead: tuning.rowsPerRead } : {}),
          },
          { tx, owner: { owner: tokenDataOwner, ownerId: id } },
        );
        await tx.update(tokenData).set({ status: 'RUNNING', runId }).where(eq(tokenData.id, id));
        return true;
      });
      if (queued) jobs.wake(job);
      return one(scope, id);
    },

    list: (scope: Scope, query: ListQuery<TokenDataColumn>) => list.page(scope, query),

    /**
     * Starts the token data report (a job of the report files) and replies its file name. The
     * contract has no clock, so "not after today" is checked again here by the server's, in the
     * asker's time zone (their From and To are days there).
     */
    async report(caller: Caller, form: TokenDataReportForm): Promise<{ fileName: string }> {
      const timeZone = form.timeZone ?? 'UTC';
      validateInput(reportFormSchemas(todayIn(deps.clock(), timeZone)).dates, form);
      return report.start(caller, { fromDate: form.fromDate, toDate: form.toDate }, { timeZone });
    },
    one,

    /** The token file of a COMPLETED row; before that there is none (409). */
    async download(scope: Scope, id: number): Promise<FileReply> {
      const [row] = await db
        .select({ status: tokenData.status, tokenFileId: tokenData.tokenFileId })
        .from(tokenData)
        .where(
          and(
            eq(tokenData.id, id),
            ...scopeConditions(scope, tokenData.companyId, tokenData.customerId),
          ),
        );
      if (!row) throw notFound('Token data');
      if (row.status !== 'COMPLETED' || !row.tokenFileId)
        throw conflict(
          'The token file is not made yet: it can be downloaded once the file is COMPLETED',
        );
      const { stream, byteSize } = await files
        .read(row.tokenFileId)
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') throw notFound('File');
          throw error;
        });
      return {
        stream,
        byteSize,
        contentType: 'text/csv',
        fileName: tokenFileName(id),
        disposition: 'attachment',
      };
    },
  };
}
export type TokenDataService = ReturnType<typeof tokenDataService>;
