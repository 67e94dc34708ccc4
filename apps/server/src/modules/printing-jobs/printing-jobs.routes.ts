import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import type { ListQuery } from '../../db/list-page';
import { companyScope, ownCompany } from '../../platform/access';
import type { FilesService } from '../files';
import { printingJobFilePurpose } from './printing-jobs.jobs';
import type { PrintingJobColumn, PrintingJobsService } from './printing-jobs.service';

const calls = contract.printingJobs;
const destinations = contract.printingDestinations;

export function printingJobsRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: PrintingJobsService,
  files: FilesService,
): void {
  // A job's CSV and its job files are as private as the list that shows the job.
  files.registerOwner(printingJobFilePurpose, {
    access: calls.list.access,
    withinReach: (caller, fileId) => service.fileWithinReach(companyScope(caller), fileId),
  });
  bind(app, calls.create, ({ caller, body, files: parts }) =>
    service.create(caller, ownCompany(caller), body, parts.file!),
  );
  bind(app, calls.list, ({ caller, query }) =>
    service.list(companyScope(caller), query as ListQuery<PrintingJobColumn>),
  );
  bind(app, calls.sendForPrinting, ({ caller, params }) =>
    service.send(companyScope(caller), params.id),
  );

  bind(app, destinations.list, ({ caller }) => service.destinations.list(ownCompany(caller)));
  bind(app, destinations.save, ({ caller, params, body }) =>
    service.destinations.save(ownCompany(caller), params.kind, params.id, body),
  );
  bind(app, destinations.remove, ({ caller, params }) =>
    service.destinations.remove(ownCompany(caller), params.kind, params.id),
  );
}
