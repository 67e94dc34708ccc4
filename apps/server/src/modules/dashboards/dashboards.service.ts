import type { ScanRangeQuery } from '@veritag/domain';
import type { Database } from '../../db/database';
import { recordScope, type Caller } from '../../platform/access';
import {
  countsOf,
  monthlyScans,
  plantChart,
  topProducts,
  type CountName,
  type MainFigureSources,
} from './main-figures';
import { latestScanPoints, productScanDetails, scanMap, scanPositions } from './scan-figures';
import { rollUpScans, type RollUpOptions } from './scan-rollups';

export interface DashboardsDeps {
  database: Database;
  clock: () => Date;
  /** The owners' named reads the main dashboard counts from (main-figures.ts). */
  sources: MainFigureSources;
}

/** The figures of both dashboards, each for what the caller sees (the platform, a company, a user's customers). */
export function dashboardsService({ database, clock, sources }: DashboardsDeps) {
  const { db } = database;
  const counts = countsOf(db, sources);
  return {
    count: async (caller: Caller, name: CountName) => ({
      count: await counts[name](recordScope(caller)),
    }),
    total: async (caller: Caller, name: 'rewards' | 'redemptions') => ({
      total: await counts[name](recordScope(caller)),
    }),
    /** End users by the points they earned, top 5. */
    topUsers: (caller: Caller) => sources.endUsers.topEarners(recordScope(caller), 5),
    /** Plants by the codes printed for them, top 5. */
    topPlants: (caller: Caller) => sources.printRuns.codesPerPlant(recordScope(caller), 5),
    topProducts: (caller: Caller) => topProducts(db, recordScope(caller)),
    monthlyScans: (caller: Caller) => monthlyScans(db, recordScope(caller), clock()),
    plantChart: (caller: Caller) => plantChart(sources, recordScope(caller)),
    productScanDetails: (caller: Caller, range: ScanRangeQuery) =>
      productScanDetails(db, recordScope(caller), range),
    scanMap: (caller: Caller, range: ScanRangeQuery) => scanMap(db, recordScope(caller), range),
    positions: (caller: Caller, range: ScanRangeQuery, kind: 'valid' | 'invalid') =>
      scanPositions(db, recordScope(caller), range, kind),
    latestPoints: (caller: Caller, page: { page: number; size: number }) =>
      latestScanPoints(db, recordScope(caller), page),
    /** Moves the scans after the mark into the rollups (the module runs it every half minute). */
    rollUp: (options?: RollUpOptions) => rollUpScans(db, options),
  };
}
export type DashboardsService = ReturnType<typeof dashboardsService>;
