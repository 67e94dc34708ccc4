import type { Database } from '../../db/database';
import type { PlatformContext } from '../../platform/server-module';
import type { CodesService } from '../codes';
import type { FilesService } from '../files';
import type { PlantsService } from '../plants';
import type { ReportFilesService } from '../report-files';
import type { VendorsService } from '../vendors';
import { printDataReport } from './print-data.report';
import { printDataService } from './print-data.service';
import { printRunFigures } from './print-run-figures';
import { productionService } from './production.service';
import { rollsService } from './rolls.service';

export interface PrintRunsDeps {
  database: Database;
  codes: CodesService;
  files: FilesService;
  plants: PlantsService;
  vendors: VendorsService;
  reportFiles: ReportFilesService;
  jobs: PlatformContext['jobs'];
  clock: () => Date;
  publicBaseUrl: string;
}

/** The print data module's door: print runs, their production and rolls, the F-Codes print data report and the dashboard's figures. */
export function printRunsService(deps: PrintRunsDeps) {
  return {
    runs: printDataService(deps),
    production: productionService(deps),
    rollFiles: rollsService(deps),
    printDataReport: deps.reportFiles.register('fCodes.printData', printDataReport(deps.database)),
    figures: printRunFigures(deps.database.db),
    clock: deps.clock,
  };
}
export type PrintRunsService = ReturnType<typeof printRunsService>;
