import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { validUptoDateOf, type Page, type TokenDataFile } from '@veritag/domain';
import type { Db } from '../../db/database';
import {
  limitOf,
  listFilter,
  listOrder,
  listTotal,
  pageOf,
  type ListQuery,
} from '../../db/list-page';
import { scopeConditions, type Scope } from '../../platform/access';
import { jobRuns } from '../../platform/jobs';
import { tokenFileName } from './token-data.job';
import { tokenData } from './token-data.table';

/** The list's columns (spec 002 section 2), as the contract names them. */
export const tokenDataColumns = [
  'fileName',
  'poNumber',
  'matnr.tokenType',
  'matnr.packSize',
  'created_by',
  'created_on',
  'fileStatus',
] as const;
export type TokenDataColumn = (typeof tokenDataColumns)[number];

/** The run making the file now: its state shows FAILED, its done and total the progress. */
const runJoin = eq(jobRuns.id, tokenData.runId);
/** UPLOADED and COMPLETED are the row's own; while RUNNING, what its run says (RUNNING or FAILED). */
export const fileStatusSql = sql<string>`case when ${tokenData.status} = 'RUNNING' then coalesce(${jobRuns.state}, 'RUNNING') else ${tokenData.status} end`;

const columns: Record<TokenDataColumn, AnyColumn | SQL> = {
  fileName: tokenData.fileName,
  poNumber: tokenData.poNumber,
  'matnr.tokenType': tokenData.tokenType,
  'matnr.packSize': tokenData.packSize,
  created_by: tokenData.createdBy,
  created_on: tokenData.createdOn,
  fileStatus: fileStatusSql,
};
const sortable = { ...columns, createdDate: tokenData.createdOn };

const selection = {
  row: tokenData,
  status: fileStatusSql,
  done: jobRuns.done,
  total: jobRuns.total,
  reason: jobRuns.reason,
};
type Selected = {
  row: typeof tokenData.$inferSelect;
  status: string;
  done: number | null;
  total: number | null;
  reason: string | null;
};

/** A row as the list and every other reply show it. */
function replyOf({ row, status, done, total, reason }: Selected): TokenDataFile {
  return {
    id: row.id,
    fileName: row.fileName,
    poNumber: row.poNumber,
    matnr: { tokenType: row.tokenType, packSize: row.packSize, color: row.color },
    created_by: row.createdBy,
    created_on: row.createdOn.toISOString(),
    fileStatus: status,
    plant: { id: row.plantId, name: row.plantName },
    poDate: row.poDate,
    validUpto: row.validUpto,
    quantity: row.quantity,
    packs: row.packs,
    validUptoDate: validUptoDateOf(row.createdOn, row.validUpto),
    progress: status === 'RUNNING' ? { done: done ?? 0, total: total ?? 2 * row.quantity } : null,
    reason: status === 'FAILED' ? reason : null,
    tokenFile:
      status === 'COMPLETED' && row.tokenFileBytes !== null
        ? { name: tokenFileName(row.id), bytes: row.tokenFileBytes }
        : null,
  };
}

/** The token data list: rows with their run joined in, so the status sorts and searches as shown. */
export function tokenDataList(db: Db) {
  const from = sql`${tokenData} left join ${jobRuns} on ${runJoin}`;
  return {
    async page(scope: Scope, query: ListQuery<TokenDataColumn>): Promise<Page<TokenDataFile>> {
      const where = and(
        ...scopeConditions(scope, tokenData.companyId, tokenData.customerId),
        listFilter(columns, query),
      );
      const { limit, offset } = limitOf(query);
      const rows = await db
        .select(selection)
        .from(tokenData)
        .leftJoin(jobRuns, runJoin)
        .where(where)
        .orderBy(...listOrder(sortable, query.sort, tokenData.id))
        .limit(limit)
        .offset(offset);
      return pageOf(
        rows.map(replyOf),
        await listTotal(db, tokenData, where, undefined, from),
        query,
      );
    },

    /** One row within the scope, or undefined. */
    async one(scope: Scope, id: number): Promise<TokenDataFile | undefined> {
      const [row] = await db
        .select(selection)
        .from(tokenData)
        .leftJoin(jobRuns, runJoin)
        .where(
          and(
            eq(tokenData.id, id),
            ...scopeConditions(scope, tokenData.companyId, tokenData.customerId),
          ),
        );
      return row && replyOf(row);
    },
  };
}
