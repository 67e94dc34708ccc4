import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Page, Roll } from '@veritag/domain';
import type { Database } from '../../db/database';
import type { FileReply } from '../../http/bind-call';
import {
  limitOf,
  listFilter,
  listOrder,
  listTotal,
  pageOf,
  type ListQuery,
} from '../../db/list-page';
import { conflict, notFound } from '../../http/problem';
import { recordScope, scopeConditions, type Caller } from '../../platform/access';
import { defineJob, JobFailure, jobRuns } from '../../platform/jobs';
import type { PlatformContext } from '../../platform/server-module';
import type { ReportColumn } from '../../platform/reports';
import type { CodesService } from '../codes';
import type { FilesService } from '../files';
import { printData, rolls } from './print-data.table';
import { batchOf, labelUrlsOf } from './print-files';
import { rollReply } from './production.service';

export const rollColumns = [
  'id',
  'createdBy',
  'startingToken',
  'endingToken',
  'rollFileStatus',
] as const;
export type RollColumn = (typeof rollColumns)[number];

/** Roll files are stored under this purpose and served by `download` only. */
export const rollFilePurpose = 'roll-file';
/** The job run's owner: `jobs.statusOf(rollOwner, id)`. */
export const rollOwner = 'roll';

const statusSql = sql<
  string | null
>`case when ${rolls.fileStatus} = 'COMPLETED' then 'COMPLETED' when ${rolls.fileStatus} is null then null else coalesce(${jobRuns.state}, 'RUNNING') end`;
const columns = {
  id: rolls.id,
  createdBy: rolls.createdBy,
  startingToken: rolls.startingToken,
  endingToken: rolls.endingToken,
  rollFileStatus: statusSql,
};
const ordered = { ...columns, createdDate: rolls.createdDate };

/** A roll's file: its labels in print order, numbered within the roll and within the run. */
const fileColumns: readonly ReportColumn[] = [
  { header: 'Roll No', key: 'rollNo', type: 'number' },
  { header: 'Label', key: 'label', type: 'number' },
  { header: 'Sr No', key: 'seq', type: 'number' },
  { header: 'Code', key: 'code', type: 'text', width: 18 },
  { header: 'URL', key: 'url', type: 'text', width: 48 },
];

export interface RollsDeps {
  database: Database;
  codes: CodesService;
  files: FilesService;
  jobs: PlatformContext['jobs'];
  publicBaseUrl: string;
}

/** The rolls of every production ('Label Production File List') and their files, made by a job. */
export function rollsService({ database, codes, files, jobs, publicBaseUrl }: RollsDeps) {
  const db = database.db;

  const job = defineJob({
    name: 'rolls.writeFile',
    input: v.object({ rollId: v.number() }),
    writes: "the roll's CSV (stored_files) and its COMPLETED status",
    resumes:
      "a file cut off half way is never recorded (its bytes are discarded, or swept at start); the next attempt writes it again from the roll's first code",
    failedReason: 'The roll file could not be made',
    retries: { limit: 3, delaySeconds: 1, backoff: false },
    async run(ctx, { rollId }) {
      const [found] = await db
        .select({ roll: rolls, run: printData })
        .from(rolls)
        .innerJoin(printData, eq(printData.id, rolls.printDataId))
        .where(eq(rolls.id, rollId));
      if (!found) throw new JobFailure('the roll no longer exists');
      const { roll, run } = found;
      if (roll.fileStatus === 'COMPLETED') return;
      async function* rows() {
        const urlOf = await labelUrlsOf(db, publicBaseUrl, run);
        for await (const chunk of codes.codesOf(db, batchOf(run), {
          afterSeq: roll.firstSeq - 1,
        })) {
          for (const { seq, code } of chunk) {
            if (seq > roll.lastSeq) return;
            yield {
              rollNo: roll.rollNo,
              label: seq - roll.firstSeq + 1,
              seq,
              code,
              url: urlOf(code),
            };
          }
        }
      }
      const stored = await files.storeReport(
        { format: 'csv', sheetName: 'Roll', columns: fileColumns, rows: rows() },
        rollFileName(roll),
        rollFilePurpose,
        roll.companyId,
        2 * 1024 ** 3,
      );
      try {
        await ctx.step({ checkpoint: {}, done: 1, total: 1 }, async (tx) => {
          await stored.record(tx);
          await tx
            .update(rolls)
            .set({ fileStatus: 'COMPLETED', fileId: stored.id })
            .where(eq(rolls.id, roll.id));
        });
      } catch (error) {
        await stored.discard();
        throw error;
      }
    },
  });

  async function rowOf(caller: Caller, id: number) {
    const [found] = await db
      .select({ roll: rolls, state: jobRuns.state, reason: jobRuns.reason })
      .from(rolls)
      .innerJoin(printData, eq(printData.id, rolls.printDataId))
      .leftJoin(jobRuns, eq(jobRuns.id, rolls.fileRunId))
      .where(
        and(
          eq(rolls.id, id),
          ...scopeConditions(recordScope(caller), printData.companyId, printData.customerId),
        ),
      );
    if (!found) throw notFound('Roll');
    return found;
  }
  const one = async (caller: Caller, id: number) => {
    const { roll, state, reason } = await rowOf(caller, id);
    return rollReply(roll, { state, reason });
  };

  return {
    job,

    async list(caller: Caller, query: ListQuery<RollColumn>): Promise<Page<Roll>> {
      const where = and(
        ...scopeConditions(recordScope(caller), printData.companyId, printData.customerId),
        listFilter(columns, query),
      );
      const rows = await db
        .select({ roll: rolls, state: jobRuns.state, reason: jobRuns.reason })
        .from(rolls)
        .innerJoin(printData, eq(printData.id, rolls.printDataId))
        .leftJoin(jobRuns, eq(jobRuns.id, rolls.fileRunId))
        .where(where)
        .orderBy(...listOrder(ordered, query.sort, rolls.id))
        .limit(limitOf(query).limit)
        .offset(limitOf(query).offset);
      const from = sql`${rolls} inner join ${printData} on ${printData.id} = ${rolls.printDataId} left join ${jobRuns} on ${jobRuns.id} = ${rolls.fileRunId}`;
      return pageOf(
        rows.map(({ roll, state, reason }) => rollReply(roll, { state, reason })),
        await listTotal(db, rolls, where, undefined, from),
        query,
      );
    },

    /** Starts the roll's file (spec 002: Generate when neither COMPLETED nor RUNNING); twice is a 409. */
    async generateFile(caller: Caller, id: number): Promise<Roll> {
      const { roll, state } = await rowOf(caller, id);
      if (roll.fileStatus === 'COMPLETED') throw conflict('The roll file is already made');
      if (roll.fileStatus === 'RUNNING' && state !== 'FAILED')
        throw conflict('The roll file is already being made');
      await db.transaction(async (tx) => {
        const runId = await jobs.queue(
          job,
          { rollId: roll.id },
          { tx, owner: { owner: rollOwner, ownerId: roll.id } },
        );
        await tx
          .update(rolls)
          .set({ fileStatus: 'RUNNING', fileRunId: runId })
          .where(eq(rolls.id, roll.id));
      });
      jobs.wake(job);
      return one(caller, id);
    },

    async download(caller: Caller, id: number): Promise<FileReply> {
      const { roll } = await rowOf(caller, id);
      if (roll.fileStatus !== 'COMPLETED' || !roll.fileId)
        throw conflict('The roll file is not made yet: generate it first');
      const { stream, byteSize, contentType } = await files
        .read(roll.fileId)
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') throw notFound('File');
          throw error;
        });
      return {
        stream,
        byteSize,
        contentType,
        fileName: `${rollFileName(roll)}.csv`,
        disposition: 'attachment',
      };
    },
  };
}
export type RollsService = ReturnType<typeof rollsService>;

const rollFileName = (roll: { printDataId: number; rollNo: number }) =>
  `print-data-${roll.printDataId}-roll-${roll.rollNo}`;
