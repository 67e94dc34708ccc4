import { defineModule } from '../../platform/server-module';
import { reportFilesModule } from '../report-files';
import { invalidScansRoutes } from './invalid-scans.routes';
import { invalidScansService } from './invalid-scans.service';

/**
 * Invalid scans (spec 002, decision 0275): the reports of not-genuine products the scan page takes
 * (the scans module writes them), listed for the company and written as the Invalid Scan
 * report. No tables of its own: it reads the scans module's invalidScanReports view.
 */
export const invalidScansModule = defineModule({
  name: 'invalidScans',
  setup: ({ database, clock, use }) =>
    invalidScansService({ database, clock, reportFiles: use(reportFilesModule) }),
  routes: (api, bind, service) => invalidScansRoutes(api, bind, service),
});
export type { InvalidScansService } from './invalid-scans.service';
