import { defineModule } from '../../platform/server-module';
import { publicBaseUrlOf } from '../../platform/settings';
import { codesModule } from '../codes';
import { filesModule } from '../files';
import { plantsModule } from '../plants';
import { reportFilesModule } from '../report-files';
import { vendorsModule } from '../vendors';
import { printDataRoutes } from './print-data.routes';
import { printData, printDataFiles, productions, rolls } from './print-data.table';
import { printRunsService } from './print-runs.service';
import { printDataCodeKind } from './print-files';
import { describePrintRunBatch } from './print-run-batches';

/**
 * Print runs (spec 001 print data, label production; spec 002 roll files; decision 0188): a print
 * run's codes and files made by a job, the labels produced cut into rolls in code order, each
 * roll's file made by a job, and the F-Codes print data report.
 */
export const printDataModule = defineModule({
  name: 'printData',
  tables: { printData, printDataFiles, productions, rolls },
  setup: ({ database, jobs, clock, settings, use }) => {
    use(codesModule).registerBatchKind(printDataCodeKind, describePrintRunBatch);
    return printRunsService({
      database,
      jobs,
      clock,
      codes: use(codesModule),
      files: use(filesModule),
      plants: use(plantsModule),
      vendors: use(vendorsModule),
      reportFiles: use(reportFilesModule),
      publicBaseUrl: publicBaseUrlOf(settings),
    });
  },
  routes: (api, bind, service) => printDataRoutes(api, bind, service),
  jobs: (service) => [service.runs.job, service.rollFiles.job],
});
export type { PrintRunsService } from './print-runs.service';
export { batchOf as printDataBatch } from './print-files';
export { seedDemoPrintRun, seedDemoScannedRun } from './print-data.seed';
export { printedRollOf, type PrintedRoll } from './printed-roll';
/** The batch kind of a print run's codes (`codes.batch_kind`). */
export { printDataCodeKind as printDataBatchKind } from './print-files';
