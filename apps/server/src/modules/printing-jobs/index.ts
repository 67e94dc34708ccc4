import path from 'node:path';
import { defineModule } from '../../platform/server-module';
import { textSeal } from '../../platform/sealed-text';
import { filesModule } from '../files';
import { plantsModule } from '../plants';
import { vendorsModule } from '../vendors';
import { printingJobsRoutes } from './printing-jobs.routes';
import { printingJobsService } from './printing-jobs.service';
import { printingDestinations, printingJobFiles, printingJobs } from './printing-jobs.table';

/**
 * Printing jobs (spec 001, decision 0200): a CSV split into job files by a job, and sent by another
 * to the printer of a vendor or plant (FTP, FTPS, SFTP) or to the local drop folder; the
 * printer destinations of vendors and plants.
 */
export const printingJobsModule = defineModule({
  name: 'printingJobs',
  tables: { printingJobs, printingJobFiles, printingDestinations },
  setup: ({ database, jobs, settings, use }) =>
    printingJobsService({
      database,
      jobs,
      files: use(filesModule),
      vendors: use(vendorsModule),
      plants: use(plantsModule),
      seal: textSeal(settings.secret, 'printerPassword'),
      // Beside the files folder by default: VERITAG_DATA_DIR/printing-drop.
      dropDir:
        settings.printingDropDir ?? path.join(path.dirname(settings.filesDir), 'printing-drop'),
    }),
  routes: (api, bind, service, { use }) => printingJobsRoutes(api, bind, service, use(filesModule)),
  jobs: (service) => service.jobKinds,
});
export type { PrintingJobsService } from './printing-jobs.service';
export { dropFolderLabel, deliveryRetries } from './printing-jobs.jobs';
export { seedDemoPrintingJob } from './seed-demo-printing-job';
