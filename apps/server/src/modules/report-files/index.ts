import { defineModule } from '../../platform/server-module';
import { filesModule } from '../files';
import { reportFilesRoutes } from './report-files.routes';
import { reportFilesService } from './report-files.service';
import { reportFiles } from './report-files.table';

/**
 * Asked-for reports: a module registers a report source (its columns and rows) and starts
 * reports for callers; each is written by a job through the one report writer and downloaded
 * by the one who asked, as `{fileName}.xlsx`.
 */
export const reportFilesModule = defineModule({
  name: 'reportFiles',
  tables: { reportFiles },
  setup: ({ db, jobs, clock, use }) =>
    reportFilesService({ db, files: use(filesModule), jobs, clock }),
  routes: (api, bind, service, { use }) => reportFilesRoutes(api, bind, service, use(filesModule)),
  jobs: (service) => [service.job],
});
export type { ReportFilesService, ReportStarter } from './report-files.service';
export type { ReportRequest, ReportSource } from './report-files.source';
export { checkReportDates, withinReportDays, todayIn, type ReportDates } from './report-window';
