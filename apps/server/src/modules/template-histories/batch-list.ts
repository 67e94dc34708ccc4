import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Page, TokenBatch, TokenFileKind } from '@veritag/domain';
import type { Db } from '../../db/database';
import {
  limitOf,
  listFilter,
  listOrder,
  listTotal,
  pageOf,
  type ListQuery,
} from '../../db/list-page';
import { asRecordScope, scopeConditions, type Scope } from '../../platform/access';
import { jobRuns } from '../../platform/jobs';
import { batchFileName } from './batch-files';
import { templateHistories as batches, templateHistoryFiles } from './template-histories.table';

/** The token list's columns (spec 001 section 2), as the contract names them. */
export const batchColumns = [
  'template.customer.companyName',
  'template.description',
  'quantity',
  'fileName',
  'createdDate',
  'status',
] as const;
export type BatchColumn = (typeof batchColumns)[number];

/** The run that makes the batch: its state shows FAILED, its done/total the progress bar. */
const run = sql`${jobRuns}`;
const runJoin = and(
  eq(jobRuns.owner, 'templateHistory'),
  eq(jobRuns.ownerId, sql`${batches.id}::text`),
);
/** COMPLETED once the batch's last step says so; otherwise what its run says (RUNNING or FAILED). */
const statusSql = sql<string>`case when ${batches.status} = 'COMPLETED' then 'COMPLETED' else coalesce(${jobRuns.state}, 'RUNNING') end`;
const fileNameSql = sql<string>`'batch-' || ${batches.id} || '-labels.pdf'`;

const columns: Record<BatchColumn, SQL | typeof batches.quantity> = {
  'template.customer.companyName': sql`${batches.customerName}`,
  'template.description': sql`${batches.templateDescription}`,
  quantity: batches.quantity,
  fileName: fileNameSql,
  createdDate: sql`${batches.createdDate}`,
  status: statusSql,
};

/**
 * Created Date as the list shows it (formatListDateTime: 25-11-26 02:05 pm) in the caller's
 * time zone, so its Contains box and the global search find what is on screen. Sorting stays
 * on the timestamp.
 */
const shownDate = (timeZone: string) =>
  sql`to_char(${batches.createdDate} at time zone ${timeZone}, 'DD-MM-YY HH12:MI am')`;
const searchedColumns = (timeZone: string): Record<BatchColumn, SQL | typeof batches.quantity> => ({
  ...columns,
  createdDate: shownDate(timeZone),
});

const selection = {
  batch: batches,
  status: statusSql,
  done: jobRuns.done,
  total: jobRuns.total,
  reason: jobRuns.reason,
};
type Selected = {
  batch: typeof batches.$inferSelect;
  status: string;
  done: number | null;
  total: number | null;
  reason: string | null;
};

/** The token list: batches with their run's state joined in, so status sorts and searches as shown. */
export function batchList(db: Db) {
  async function replies(rows: Selected[]): Promise<TokenBatch[]> {
    const completed = rows.filter((row) => row.status === 'COMPLETED').map((row) => row.batch.id);
    const files =
      completed.length === 0
        ? []
        : await db
            .select()
            .from(templateHistoryFiles)
            .where(inArray(templateHistoryFiles.batchId, completed));
    return rows.map(({ batch, status, done, total, reason }) => {
      const own = files.filter((file) => file.batchId === batch.id);
      const order: TokenFileKind[] = ['pdf', 'codes', 'urls', 'manifest'];
      return {
        id: batch.id,
        quantity: batch.quantity,
        expirationDate: batch.expirationMonths,
        file: status === 'COMPLETED' ? `/api/template-histories/${batch.id}/files/pdf` : null,
        fileName: batchFileName(batch.id, 'pdf', 1, 1),
        fileNameCSV: batchFileName(batch.id, 'codes', 1, 1),
        createdDate: batch.createdDate.toISOString(),
        status,
        progress: status === 'RUNNING' ? { done: done ?? 0, total: total ?? batch.quantity } : null,
        reason: status === 'FAILED' ? reason : null,
        ...(status === 'COMPLETED'
          ? {
              files: own
                .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.part - b.part)
                .map(({ kind, part, name, bytes, sha256 }) => ({
                  kind,
                  part,
                  name,
                  bytes,
                  sha256,
                })),
            }
          : {}),
        revision: batch.revisionId,
        template: {
          id: batch.templateId,
          description: batch.templateDescription,
          customer: { companyName: batch.customerName },
        },
      };
    });
  }

  const from = sql`${batches} left join ${run} on ${runJoin}`;

  return {
    async page(
      scope: Scope,
      query: ListQuery<BatchColumn> & { timeZone?: string },
    ): Promise<Page<TokenBatch>> {
      const filter = listFilter(searchedColumns(query.timeZone ?? 'UTC'), query);
      const where = and(
        ...scopeConditions(asRecordScope(scope), batches.companyId, batches.customerId),
        filter,
      );
      const rows = await db
        .select(selection)
        .from(batches)
        .leftJoin(jobRuns, runJoin)
        .where(where)
        .orderBy(...listOrder(columns, query.sort, batches.id))
        .limit(limitOf(query).limit)
        .offset(limitOf(query).offset);
      return pageOf(
        await replies(rows),
        await listTotal(db, batches, where, undefined, from),
        query,
      );
    },

    async one(id: number): Promise<TokenBatch> {
      const rows = await db
        .select(selection)
        .from(batches)
        .leftJoin(jobRuns, runJoin)
        .where(eq(batches.id, id));
      return (await replies(rows))[0]!;
    },
  };
}
