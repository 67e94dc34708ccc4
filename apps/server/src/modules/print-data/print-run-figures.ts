import { and, desc, eq, sql, sum } from 'drizzle-orm';
import type { TopEntry } from '@veritag/domain';
import type { Db } from '../../db/database';
import { scopeConditions, type RecordScope } from '../../platform/access';
import { plantNames } from '../plants';
import { printData } from './print-data.table';

/**
 * This module's named reads for the main dashboard (decision 0284): its print runs (each a
 * labelling campaign put on the market) and the codes printed per plant, for what a scope
 * sees (every company when its company is null).
 */
export function printRunFigures(db: Db) {
  const inScope = (scope: RecordScope) =>
    and(...scopeConditions(scope, printData.companyId, printData.customerId));
  return {
    /** How many print runs. */
    async runs(scope: RecordScope): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(printData)
        .where(inScope(scope));
      return row?.n ?? 0;
    },
    /** Plants (where labels are applied) by the codes printed for them, most first. */
    async codesPerPlant(scope: RecordScope, limit: number): Promise<TopEntry[]> {
      const n = sum(printData.quantity);
      const rows = await db
        .select({ id: plantNames.id, name: plantNames.name, n })
        .from(printData)
        .innerJoin(plantNames, eq(plantNames.id, printData.plantId))
        .where(inScope(scope))
        .groupBy(plantNames.id, plantNames.name)
        .orderBy(desc(n), plantNames.id)
        .limit(limit);
      return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.n) }));
    },
  };
}
