import type { ScanRangeQuery } from '@veritag/domain';
import type { Database } from '../../db/database';
import { recordScope, type Caller } from '../../platform/access';
import {
  countOf,
  monthlyScans,
  plantChart,
  topPlants,
  topProducts,
  topUsers,
  type CountName,
} from './main-figures';
import { latestScanPoints, productScanDetails, scanMap, scanPositions } from './scan-figures';
import { rollUpScans, type RollUpOptions } from './scan-rollups';

export interface DashboardsDeps {
  database: Database;
  clock: () => Date;
}

/** The figures of both dashboards, each for what the caller sees (the platform, a company, a user's customers). */
export function dashboardsService({ database, clock }: DashboardsDeps) {
  const { db } = database;
  return {
    count: async (caller: Caller, name: CountName) => ({
      count: await countOf(db, recordScope(caller), name),
    }),
    total: async (caller: Caller, name: 'rewards' | 'redemptions') => ({
      total: await countOf(db, recordScope(caller), name),
    }),
    topUsers: (caller: Caller) => topUsers(db, recordScope(caller)),
    topPlants: (caller: Caller) => topPlants(db, recordScope(caller)),
    topProducts: (caller: Caller) => topProducts(db, recordScope(caller)),
    monthlyScans: (caller: Caller) => monthlyScans(db, recordScope(caller), clock()),
    plantChart: (caller: Caller) => plantChart(db, recordScope(caller)),
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
