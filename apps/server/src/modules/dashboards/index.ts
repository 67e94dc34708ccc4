import { defineModule } from '../../platform/server-module';
import { scansModule } from '../scans';
import { dashboardsRoutes } from './dashboards.routes';
import { dashboardsService } from './dashboards.service';
import {
  scanDailyCells,
  scanDailyProducts,
  scanQuarterCounts,
  scanRollupMark,
} from './scan-rollups.table';

/** How often the scans after the mark move into the rollups; the tail a query reads stays about this long. */
const rollUpEveryMs = 30_000;

/**
 * Both dashboards of spec 000 section 2.6 (decision 0284): the counts, top lists and charts, and
 * the scan figures and maps, kept fast on a year of scans by rollups this module maintains.
 */
export const dashboardsModule = defineModule({
  name: 'dashboards',
  tables: { scanQuarterCounts, scanDailyCells, scanDailyProducts, scanRollupMark },
  setup: ({ database, clock, log, use }) => {
    // Listed for order: the scans module owns the table rolled up here.
    use(scansModule);
    const service = dashboardsService({ database, clock });
    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      running = service
        .rollUp()
        .catch((error: unknown) =>
          log.warn({ err: error }, 'scan rollup failed; the next turn retries'),
        );
    }, rollUpEveryMs).unref();
    const stop = async (): Promise<void> => {
      clearInterval(timer);
      await running;
    };
    return { ...service, stop };
  },
  routes: (api, bind, service) => dashboardsRoutes(api, bind, service),
  close: (service) => service.stop(),
});
export type { DashboardsService } from './dashboards.service';
