import { defineModule } from '../../platform/server-module';
import { endUsersModule } from '../end-users';
import { printDataModule } from '../print-data';
import { productsModule } from '../products';
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
 * Both dashboards of spec 000 section 2.6 (decision 0284): the counts, top lists and charts, and the
 * scan figures and maps, kept fast on a year of scans by rollups this module maintains. What
 * other modules own comes through their named reads: the counts through their services, the
 * scans, product and customer names through their views (main-figures.ts, scan-figures.ts).
 */
export const dashboardsModule = defineModule({
  name: 'dashboards',
  tables: { scanQuarterCounts, scanDailyCells, scanDailyProducts, scanRollupMark },
  setup: ({ database, clock, log, use }) => {
    const service = dashboardsService({
      database,
      clock,
      sources: {
        endUsers: use(endUsersModule).figures,
        products: use(productsModule),
        printRuns: use(printDataModule).figures,
      },
    });
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
