import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  productionProblem,
  rollsFor,
  type LabelProductionForm,
  type Page,
  type Production,
  type ProductionRow,
  type Roll,
} from '@veritag/domain';
import type { Database, Db } from '../../db/database';
import {
  limitOf,
  listFilter,
  listOrder,
  listTotal,
  pageOf,
  type ListColumn,
  type ListQuery,
} from '../../db/list-page';
import { badRequest, conflict, notFound } from '../../http/problem';
import { asRecordScope, recordScope, scopeConditions, type Caller } from '../../platform/access';
import { jobRuns } from '../../platform/jobs';
import type { CodesService } from '../codes';
import type { FilesService } from '../files';
import type { PlantsService } from '../plants';
import { printData, productions, rolls } from './print-data.table';
import { batchOf } from './print-files';

export const productionColumns = [
  'client',
  'month',
  'productCode',
  'quantity',
  'producedQuantity',
  'pendingQuantity',
  'productionStatus',
] as const;
export type ProductionColumn = (typeof productionColumns)[number];

const pendingSql = sql<number>`case when ${productions.status} = 'CLOSE' then 0 else ${printData.quantity} - ${productions.producedQuantity} end`;
const columns: Record<ProductionColumn, ListColumn> = {
  client: printData.customerName,
  month: sql`${printData.month} || ' ' || ${printData.year}`,
  productCode: printData.productCode,
  quantity: printData.quantity,
  producedQuantity: productions.producedQuantity,
  pendingQuantity: pendingSql,
  productionStatus: productions.status,
};
const ordered = {
  ...(columns as Record<ProductionColumn, typeof productions.status>),
  createdDate: productions.createdDate,
};

/** A roll as the lists show it, with its file's run state. */
export const rollReply = (
  roll: typeof rolls.$inferSelect,
  run: { state: string | null; reason: string | null } | null,
): Roll => {
  const status =
    roll.fileStatus === 'COMPLETED'
      ? 'COMPLETED'
      : roll.fileStatus === null
        ? null
        : (run?.state ?? 'RUNNING');
  return {
    id: roll.id,
    rollNo: roll.rollNo,
    productionId: roll.productionId,
    printDataId: roll.printDataId,
    labels: roll.lastSeq - roll.firstSeq + 1,
    firstSeq: roll.firstSeq,
    lastSeq: roll.lastSeq,
    startingToken: roll.startingToken,
    endingToken: roll.endingToken,
    createdBy: roll.createdBy,
    createdDate: roll.createdDate.toISOString(),
    rollFileStatus: status,
    rollFileReason: status === 'FAILED' ? run?.reason : null,
    rollFile: status === 'COMPLETED' ? `/api/rolls/${roll.id}/file` : null,
  };
};

export interface ProductionDeps {
  database: Database;
  codes: CodesService;
  files: FilesService;
  plants: PlantsService;
}

/**
 * Label production (ours where the spec stops): labels recorded as produced for a print run,
 * cut into rolls of the plant's labels per roll in the run's code order. Every change locks
 * the run's row first, so two entries at once cannot give two rolls the same codes.
 */
export function productionService({ database, codes, files, plants }: ProductionDeps) {
  const db = database.db;

  async function runOf(tx: Db, caller: Caller, printDataId: number, lock = false) {
    const query = tx
      .select()
      .from(printData)
      .where(
        and(
          eq(printData.id, printDataId),
          ...scopeConditions(recordScope(caller), printData.companyId, printData.customerId),
        ),
      );
    const [run] = lock ? await query.for('update') : await query;
    if (!run) throw notFound('Print data');
    return run;
  }

  /**
   * The plant's labels per roll for the run's product, read before any transaction: the plants
   * door queries through the app's connection, which on PGlite would wait for the transaction.
   * A plant or product removed since, or no longer made there: null (nothing can be recorded).
   */
  const labelsPerRollOf = async (caller: Caller, run: { plantId: number; productId: number }) =>
    (
      await plants
        .productAt(recordScope(caller), run.plantId, run.productId)
        .catch(() => ({ labelsPerRoll: null }))
    ).labelsPerRoll;

  async function detail(
    tx: Db,
    run: typeof printData.$inferSelect,
    labelsPerRoll: number | null,
  ): Promise<Production> {
    const [production] = await tx
      .select()
      .from(productions)
      .where(eq(productions.printDataId, run.id));
    const own = production
      ? await tx
          .select({ roll: rolls, state: jobRuns.state, reason: jobRuns.reason })
          .from(rolls)
          .leftJoin(jobRuns, eq(jobRuns.id, rolls.fileRunId))
          .where(eq(rolls.productionId, production.id))
          .orderBy(asc(rolls.rollNo))
      : [];
    const produced = production?.producedQuantity ?? 0;
    const status = production?.status ?? 'OPEN';
    return {
      id: production?.id ?? null,
      printDataId: run.id,
      client: run.customerName,
      plant: run.plantName,
      productCode: run.productCode,
      month: run.month,
      year: run.year,
      quantity: run.quantity,
      labelsPerRoll,
      producedQuantity: produced,
      pendingQuantity: status === 'CLOSE' ? 0 : run.quantity - produced,
      productionStatus: status,
      codesReady: run.genStatus === 'COMPLETED',
      rolls: own.map(({ roll, state, reason }) => rollReply(roll, { state, reason })),
    };
  }

  /** Records labels (new rolls) and closes, as the form asks, on the run's production. */
  async function record(
    caller: Caller,
    printDataId: number,
    form: LabelProductionForm,
  ): Promise<Production> {
    const labelsPerRoll = await labelsPerRollOf(caller, await runOf(db, caller, printDataId));
    return db.transaction(async (tx) => {
      const run = await runOf(tx, caller, printDataId, true);
      const before = await detail(tx, run, labelsPerRoll);
      const produced = form.producedQuantity ?? 0;
      if (produced > 0) {
        const problem = productionProblem(before, produced);
        if (problem) throw badRequest(problem);
      } else if (before.productionStatus === 'CLOSE') {
        throw conflict('The production is already closed');
      }
      let productionId = before.id;
      if (productionId === null) {
        const [made] = await tx
          .insert(productions)
          .values({ printDataId: run.id, companyId: run.companyId })
          .returning({ id: productions.id });
        productionId = made!.id;
      }
      const spans =
        produced > 0 ? rollsFor(before.producedQuantity, produced, before.labelsPerRoll!) : [];
      for (const [index, span] of spans.entries()) {
        const [first, last] = await Promise.all([
          codeAt(tx, run, span.firstSeq),
          codeAt(tx, run, span.lastSeq),
        ]);
        await tx.insert(rolls).values({
          productionId,
          printDataId: run.id,
          companyId: run.companyId,
          rollNo: before.rolls.length + index + 1,
          firstSeq: span.firstSeq,
          lastSeq: span.lastSeq,
          startingToken: first,
          endingToken: last,
          createdBy: caller.login,
        });
      }
      await tx
        .update(productions)
        .set({
          producedQuantity: before.producedQuantity + produced,
          ...(form.close ? { status: 'CLOSE' as const, closedDate: new Date() } : {}),
        })
        .where(eq(productions.id, productionId));
      return detail(tx, run, labelsPerRoll);
    });
  }

  async function codeAt(tx: Db, run: typeof printData.$inferSelect, seq: number): Promise<string> {
    const next = await codes.codesOf(tx, batchOf(run), { afterSeq: seq - 1, size: 1 }).next();
    const row = next.done ? undefined : next.value[0];
    if (!row || row.seq !== seq)
      throw conflict(`Code ${seq} of the print run is missing: generate its file again`);
    return row.code;
  }

  async function productionOf(tx: Db, caller: Caller, id: number) {
    const [row] = await tx
      .select({ production: productions })
      .from(productions)
      .innerJoin(printData, eq(printData.id, productions.printDataId))
      .where(
        and(
          eq(productions.id, id),
          ...scopeConditions(recordScope(caller), printData.companyId, printData.customerId),
        ),
      );
    if (!row) throw notFound('Label production');
    return row.production;
  }

  return {
    async ofPrintData(caller: Caller, printDataId: number): Promise<Production> {
      const run = await runOf(db, caller, printDataId);
      return detail(db, run, await labelsPerRollOf(caller, run));
    },
    async get(caller: Caller, id: number): Promise<Production> {
      const production = await productionOf(db, caller, id);
      const run = await runOf(db, caller, production.printDataId);
      return detail(db, run, await labelsPerRollOf(caller, run));
    },
    create: (caller: Caller, body: LabelProductionForm & { printDataId: number }) =>
      record(caller, body.printDataId, body),
    async update(caller: Caller, body: LabelProductionForm & { id: number }): Promise<Production> {
      const production = await productionOf(db, caller, body.id);
      return record(caller, production.printDataId, body);
    },

    /** Removes a production's last roll (only the last: the rolls stay one run of codes without a gap); its labels are pending again. */
    async removeRoll(caller: Caller, rollId: number): Promise<Production> {
      const [roll] = await db
        .select({ printDataId: rolls.printDataId })
        .from(rolls)
        .where(eq(rolls.id, rollId));
      if (!roll) throw notFound('Roll');
      const labelsPerRoll = await labelsPerRollOf(
        caller,
        await runOf(db, caller, roll.printDataId),
      );
      let removeFile = async () => {};
      const after = await db.transaction(async (tx) => {
        const [found] = await tx.select().from(rolls).where(eq(rolls.id, rollId));
        if (!found) throw notFound('Roll');
        const run = await runOf(tx, caller, found.printDataId, true);
        const [production] = await tx
          .select()
          .from(productions)
          .where(eq(productions.id, found.productionId));
        if (production!.status === 'CLOSE')
          throw conflict('The production is closed: its rolls can no longer be removed');
        const [last] = await tx
          .select()
          .from(rolls)
          .where(eq(rolls.productionId, found.productionId))
          .orderBy(desc(rolls.rollNo))
          .limit(1);
        if (last!.id !== found.id)
          throw conflict(`Only the last roll (no. ${last!.rollNo}) can be removed`);
        if (found.fileStatus === 'RUNNING')
          throw conflict("The roll's file is being made: remove it when it is done");
        await tx.delete(rolls).where(eq(rolls.id, found.id));
        // Its file goes with it: the row now, the bytes once the transaction has committed.
        if (found.fileId) removeFile = await files.forget(tx, found.fileId);
        await tx
          .update(productions)
          .set({
            producedQuantity: production!.producedQuantity - (found.lastSeq - found.firstSeq + 1),
          })
          .where(eq(productions.id, production!.id));
        return detail(tx, run, labelsPerRoll);
      });
      await removeFile();
      return after;
    },

    async list(caller: Caller, query: ListQuery<ProductionColumn>): Promise<Page<ProductionRow>> {
      const where = and(
        ...scopeConditions(
          asRecordScope(recordScope(caller)),
          printData.companyId,
          printData.customerId,
        ),
        listFilter(columns, query),
      );
      const rollCount = sql<number>`(select count(*)::int from ${rolls} where ${rolls.productionId} = ${productions.id})`;
      const rows = await db
        .select({ production: productions, run: printData, pending: pendingSql, rollCount })
        .from(productions)
        .innerJoin(printData, eq(printData.id, productions.printDataId))
        .where(where)
        .orderBy(...listOrder(ordered, query.sort, productions.id))
        .limit(limitOf(query).limit)
        .offset(limitOf(query).offset);
      const from = sql`${productions} inner join ${printData} on ${printData.id} = ${productions.printDataId}`;
      const content = rows.map(({ production, run, pending, rollCount: count }) => ({
        id: production.id,
        printDataId: run.id,
        client: run.customerName,
        plant: run.plantName,
        productCode: run.productCode,
        month: run.month,
        year: run.year,
        quantity: run.quantity,
        producedQuantity: production.producedQuantity,
        pendingQuantity: Number(pending),
        rollCount: Number(count),
        productionStatus: production.status,
        createdDate: production.createdDate.toISOString(),
      }));
      return pageOf(content, await listTotal(db, productions, where, undefined, from), query);
    },
  };
}
export type ProductionService = ReturnType<typeof productionService>;
