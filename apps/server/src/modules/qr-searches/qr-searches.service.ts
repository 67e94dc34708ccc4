import { and, eq, sql } from 'drizzle-orm';
import type { Page, QrSearchForm, QrSearchRecord } from '@veritag/domain';
import type { Db } from '../../db/database';
import {
  limitOf,
  listFilter,
  listOrder,
  listTotal,
  pageOf,
  type ListQuery,
} from '../../db/list-page';
import type { FileReply } from '../../http/bind-call';
import { conflict, notFound } from '../../http/problem';
import { ownCompany, recordScope, scopeConditions, type Caller } from '../../platform/access';
import { jobRuns } from '../../platform/jobs';
import type { PlatformContext } from '../../platform/server-module';
import type { CodesService } from '../codes';
import { customerRefs } from '../customers';
import type { FilesService } from '../files';
import type { TraceService } from '../trace';
import { qrSearchJob } from './qr-search.job';
import { qrSearches } from './qr-searches.table';

export type QrSearchColumn =
  'qrCode' | 'customerName' | 'qrCodeCreatedBy' | 'qrCodeCreatedDate' | 'status';

/** The job run's owner: `jobs.statusOf(qrSearchOwner, id)`. */
export const qrSearchOwner = 'qrSearch';

/**
 * What the list shows: the job's own outcome once written; before that its run's state, PENDING
 * until an attempt starts. A run that crashed is retried by the job runtime and, out of
 * attempts, FAILED: a search never stays RUNNING for ever.
 */
const statusSql = sql<string>`case when ${qrSearches.status} <> 'PENDING' then ${qrSearches.status}
  when ${jobRuns.state} = 'FAILED' then 'FAILED' when ${jobRuns.startedAt} is not null then 'RUNNING' else 'PENDING' end`;
const columns = {
  qrCode: qrSearches.qrCode,
  customerName: qrSearches.customerName,
  qrCodeCreatedBy: qrSearches.createdBy,
  qrCodeCreatedDate: qrSearches.createdDate,
  status: statusSql,
};
const ordered = { ...columns, createdDate: qrSearches.createdDate };
const selected = { search: qrSearches, status: statusSql };
const from = sql`${qrSearches} left join ${jobRuns} on ${jobRuns.id} = ${qrSearches.runId}`;

const fileNameOf = (id: number) => `qr-search-${id}.json`;
const toRecord = ({
  search,
  status,
}: {
  search: typeof qrSearches.$inferSelect;
  status: string;
}): QrSearchRecord => ({
  id: search.id,
  qrCode: search.qrCode,
  customerId: search.customerId,
  customerName: search.customerName,
  qrCodeCreatedBy: search.createdBy,
  qrCodeCreatedDate: search.createdDate.toISOString(),
  status,
  qrCodeFileName: search.fileId ? fileNameOf(search.id) : null,
  qrCodeFilePath: search.fileId ? `/api/qrCode/file/${search.id}` : null,
});

export interface QrSearchesDeps {
  db: Db;
  codes: CodesService;
  trace: TraceService;
  files: FilesService;
  jobs: PlatformContext['jobs'];
  clock: () => Date;
}

/**
 * QR code searches (spec 002, decision 0324): a search of a code within one of the company's
 * customers is recorded and compiled by a job into the code's history file. Searches are seen
 * by the company (and by a user limited to some customers, only for those customers); another
 * company's search is not found.
 */
export function qrSearchesService({ db, codes, trace, files, jobs, clock }: QrSearchesDeps) {
  const job = qrSearchJob({ db, codes, trace, files });

  const visible = (caller: Caller) =>
    scopeConditions(
      { companyId: ownCompany(caller), customerIds: recordScope(caller).customerIds },
      qrSearches.companyId,
      qrSearches.customerId,
    );

  async function one(caller: Caller, id: number, on: Db = db) {
    const [row] = await on
      .select(selected)
      .from(qrSearches)
      .leftJoin(jobRuns, eq(jobRuns.id, qrSearches.runId))
      .where(and(eq(qrSearches.id, id), ...visible(caller)));
    if (!row) throw notFound('QR code search');
    return row;
  }

  return {
    job,

    async page(caller: Caller, query: ListQuery<QrSearchColumn>): Promise<Page<QrSearchRecord>> {
      const where = and(...visible(caller), listFilter(columns, query));
      const { limit, offset } = limitOf(query);
      const [rows, total] = await Promise.all([
        db
          .select(selected)
          .from(qrSearches)
          .leftJoin(jobRuns, eq(jobRuns.id, qrSearches.runId))
          .where(where)
          .orderBy(...listOrder(ordered, query.sort, qrSearches.id))
          .limit(limit)
          .offset(offset),
        listTotal(db, qrSearches, where, undefined, from),
      ]);
      return pageOf(rows.map(toRecord), total, query);
    },

    /**
     * Records a search for one of the caller's customers (another's: 404 Customer) and queues its
     * job in the same transaction. The reply is the same whether the code exists or not: the job
     * decides, so neither the answer nor its timing tells whose a code is. The reply is the record
     * as that transaction wrote it (PENDING): read after the job was woken, a fast job could
     * already have answered NOT_FOUND in it.
     */
    async search(caller: Caller, form: QrSearchForm): Promise<QrSearchRecord> {
      const customer = await customerRefs.find(
        db,
        { companyId: ownCompany(caller), customerIds: recordScope(caller).customerIds },
        form.customerId,
      );
      const record = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(qrSearches)
          .values({
            companyId: customer.companyId,
            customerId: customer.id,
            customerName: customer.companyName,
            qrCode: form.qrCode,
            createdBy: caller.login,
            createdDate: clock(),
          })
          .returning({ id: qrSearches.id });
        const runId = await jobs.queue(
          job,
          { searchId: row!.id },
          { tx, owner: { owner: qrSearchOwner, ownerId: row!.id } },
        );
        await tx.update(qrSearches).set({ runId }).where(eq(qrSearches.id, row!.id));
        return toRecord(await one(caller, row!.id, tx));
      });
      jobs.wake(job);
      return record;
    },

    /** The history file of a COMPLETED search; any other status is a 409 saying why there is none. */
    async download(caller: Caller, id: number): Promise<FileReply> {
      const { search, status } = await one(caller, id);
      if (status !== 'COMPLETED' || !search.fileId)
        throw conflict(
          status === 'NOT_FOUND'
            ? 'The code was not found: this search has no file'
            : 'The search has no file yet: try again when it is COMPLETED',
        );
      const { stream, byteSize, contentType } = await files
        .read(search.fileId)
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') throw notFound('File');
          throw error;
        });
      return {
        stream,
        byteSize,
        contentType,
        fileName: fileNameOf(search.id),
        disposition: 'attachment',
      };
    },
  };
}
export type QrSearchesService = ReturnType<typeof qrSearchesService>;
