import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { monthNames, type Page, type PrintData, type PrintDataFileKind } from '@veritag/domain';
import type { Db } from '../../db/database';
import {
  limitOf,
  listFilter,
  listOrder,
  listTotal,
  pageOf,
  type ListColumn,
  type ListQuery,
} from '../../db/list-page';
import { asRecordScope, scopeConditions, type Caller, type Scope } from '../../platform/access';
import { jobRuns } from '../../platform/jobs';
import { printData, printDataFiles, productions } from './print-data.table';

/** The print data list's columns (spec 001 section 2, with the client and generation status), as the contract names them. */
export const printDataColumns = [
  'client.companyName',
  'month',
  'plant.name',
  'product.productCode',
  'quantity',
  'rollDetails.producedQuantity',
  'rollDetails.pendingQuantity',
  'rollDetails.productionStatus',
  'genStatus',
] as const;
export type PrintDataColumn = (typeof printDataColumns)[number];

/** COMPLETED once the job's last step says so; otherwise what the newest run says (RUNNING or FAILED); null before any. */
const genStatusSql = sql<
  string | null
>`case when ${printData.genStatus} = 'COMPLETED' then 'COMPLETED' when ${printData.genStatus} is null then null else coalesce(${jobRuns.state}, 'RUNNING') end`;
const producedSql = sql<number>`coalesce(${productions.producedQuantity}, 0)`;
const pendingSql = sql<number>`case when ${productions.status} = 'CLOSE' then 0 else ${printData.quantity} - coalesce(${productions.producedQuantity}, 0) end`;
const productionStatusSql = sql<string>`coalesce(${productions.status}, 'OPEN')`;
/** Months in calendar order: 'Jan' of 2026 before 'Feb' of 2026, after 'Dec' of 2025. */
const monthOrderSql = sql`${printData.year} * 100 + array_position(array[${sql.join(
  monthNames.map((month) => sql`${month}`),
  sql`, `,
)}]::text[], ${printData.month})`;

const filtered: Record<PrintDataColumn, ListColumn> = {
  'client.companyName': printData.customerName,
  month: sql`${printData.month} || ' ' || ${printData.year}`,
  'plant.name': printData.plantName,
  'product.productCode': printData.productCode,
  quantity: printData.quantity,
  'rollDetails.producedQuantity': producedSql,
  'rollDetails.pendingQuantity': pendingSql,
  'rollDetails.productionStatus': productionStatusSql,
  genStatus: genStatusSql,
};
const ordered: Record<PrintDataColumn | 'createdDate', AnyColumn | SQL> = {
  ...(filtered as Record<PrintDataColumn, AnyColumn | SQL>),
  month: monthOrderSql,
  createdDate: sql`${printData.createdDate}`,
};

const selection = {
  row: printData,
  genStatus: genStatusSql,
  done: jobRuns.done,
  total: jobRuns.total,
  reason: jobRuns.reason,
  productionId: productions.id,
  produced: producedSql,
  pending: pendingSql,
  productionStatus: productionStatusSql,
};
type Selected = {
  row: typeof printData.$inferSelect;
  genStatus: string | null;
  done: number | null;
  total: number | null;
  reason: string | null;
  productionId: number | null;
  produced: number;
  pending: number;
  productionStatus: string;
};

/**
 * Which files a caller may download (spec 001 section 4): none until generated; Excel and CSV
 * of a closed production only for admins. The same rule serves the list and the download.
 */
export function mayDownload(
  caller: Pick<Caller, 'role'>,
  kind: PrintDataFileKind,
  productionStatus: string,
): boolean {
  const admin = caller.role === 'ROLE_ADMIN' || caller.role === 'ROLE_SUPER_ADMIN';
  return kind === 'svg' || productionStatus !== 'CLOSE' || admin;
}

/** The print data list: runs with their generation run and production joined in, so every column sorts and searches as shown. */
export function printDataList(db: Db) {
  async function replies(caller: Pick<Caller, 'role'>, rows: Selected[]): Promise<PrintData[]> {
    const completed = rows.filter((row) => row.genStatus === 'COMPLETED').map((row) => row.row.id);
    const files =
      completed.length === 0
        ? []
        : await db
            .select()
            .from(printDataFiles)
            .where(inArray(printDataFiles.printDataId, completed));
    return rows.map(
      ({
        row,
        genStatus,
        done,
        total,
        reason,
        productionId,
        produced,
        pending,
        productionStatus,
      }) => ({
        id: row.id,
        client: { id: row.customerId, companyName: row.customerName },
        plant: { id: row.plantId, name: row.plantName },
        product: {
          id: row.productId,
          productCode: row.productCode,
          labelSize: row.productLabelSize,
        },
        vendor: { id: row.vendorId, name: row.vendorName },
        month: row.month,
        year: row.year,
        codeType: row.codeType,
        digit: row.digit,
        quantity: row.quantity,
        up: row.up,
        remark: row.remark,
        labelSize: row.labelSize,
        productSerialNumber: row.productSerialNumber,
        isMicrosite: row.isMicrosite,
        genStatus,
        genReason: genStatus === 'FAILED' ? reason : null,
        genProgress:
          genStatus === 'RUNNING' ? { done: done ?? 0, total: total ?? row.quantity } : null,
        files: files
          .filter(
            (file) =>
              file.printDataId === row.id && mayDownload(caller, file.kind, productionStatus),
          )
          .sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind))
          .map((file) => ({
            kind: file.kind,
            url: `/api/print-data/${row.id}/files/${file.kind}`,
          })),
        rollDetails:
          productionId === null
            ? null
            : {
                id: productionId,
                producedQuantity: Number(produced),
                pendingQuantity: Number(pending),
                productionStatus,
              },
        createdBy: row.createdBy,
        createdDate: row.createdDate.toISOString(),
      }),
    );
  }

  const query = () =>
    db
      .select(selection)
      .from(printData)
      .leftJoin(jobRuns, eq(jobRuns.id, printData.genRunId))
      .leftJoin(productions, eq(productions.printDataId, printData.id));
  const from = sql`${printData} left join ${jobRuns} on ${jobRuns.id} = ${printData.genRunId} left join ${productions} on ${productions.printDataId} = ${printData.id}`;

  return {
    async page(
      caller: Pick<Caller, 'role'>,
      scope: Scope,
      list: ListQuery<PrintDataColumn>,
    ): Promise<Page<PrintData>> {
      const where = and(
        ...scopeConditions(asRecordScope(scope), printData.companyId, printData.customerId),
        listFilter(filtered, list),
      );
      const rows = await query()
        .where(where)
        .orderBy(...listOrder(ordered, list.sort, printData.id))
        .limit(limitOf(list).limit)
        .offset(limitOf(list).offset);
      return pageOf(
        await replies(caller, rows),
        await listTotal(db, printData, where, undefined, from),
        list,
      );
    },

    /** One run as the list shows it; undefined when out of the scope. */
    async one(
      caller: Pick<Caller, 'role'>,
      scope: Scope,
      id: number,
    ): Promise<PrintData | undefined> {
      const rows = await query().where(
        and(
          eq(printData.id, id),
          ...scopeConditions(asRecordScope(scope), printData.companyId, printData.customerId),
        ),
      );
      return (await replies(caller, rows))[0];
    },
  };
}

const kindOrder: PrintDataFileKind[] = ['xlsx', 'csv', 'svg'];
