import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import { access } from '../../platform/access';
import type { FilesService } from '../files';
import { reportFilePurpose } from './report-files.job';
import type { ReportFilesService } from './report-files.service';

export function reportFilesRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: ReportFilesService,
  files: FilesService,
): void {
  // Signed in is only the door: a report is served to the one who asked for it, by name or by file id.
  bind(app, contract.reports.file, ({ caller, params }) =>
    service.download(caller, params.fileName),
  );
  files.registerOwner(reportFilePurpose, {
    access: access.anySignedIn,
    withinReach: service.askedFor,
  });
}
