import type { FastifyInstance } from 'fastify';
import { contract, tokenListAccess } from '@veritag/api';
import type { Bind } from '../../app-context';
import { recordScope } from '../../platform/access';
import type { ListQuery } from '../../db/list-page';
import type { FilesService } from '../files';
import { checkReportDates, type ReportStarter } from '../report-files';
import { batchFilePurpose } from './batch-files';
import type { BatchColumn } from './batch-list';
import { batchArtworkPurpose, type TemplateHistoriesService } from './template-histories.service';
import type { TemplateReportParams } from './template-report';

const calls = contract.templateHistories;

/** The module's door: the token batches, and the F-Codes template report. */
type TemplateHistoriesModuleService = TemplateHistoriesService & {
  report: ReportStarter<TemplateReportParams>;
  clock: () => Date;
};

export function templateHistoriesRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: TemplateHistoriesModuleService,
  files: FilesService,
): void {
  // A batch's files, and the artwork it was made with, are as private as the token list.
  const owner = {
    access: tokenListAccess,
    withinReach: (caller: Parameters<typeof recordScope>[0], fileId: string) =>
      service.fileWithinReach(recordScope(caller), fileId),
  };
  files.registerOwner(batchFilePurpose, owner);
  files.registerOwner(batchArtworkPurpose, owner);

  bind(app, calls.generate, ({ caller, body, files: parts }) =>
    service.generate(caller, body, parts.file),
  );
  bind(app, calls.list, ({ caller, query }) =>
    service.list(recordScope(caller), query as ListQuery<BatchColumn>),
  );
  bind(app, calls.search, ({ caller, query }) =>
    service.list(recordScope(caller), {
      page: query.page,
      size: query.size,
      sort: query.sort,
      search: '',
      [`contains.${query.columnName}`]: query.searchKey,
    } as ListQuery<BatchColumn>),
  );
  bind(app, calls.download, ({ caller, params, query }) =>
    service.download(recordScope(caller), params.id, params.kind, query.part),
  );
  bind(app, calls.report, ({ caller, body }) => {
    checkReportDates(body, service.clock());
    const { fromDate, toDate, timeZone, customer } = body;
    return service.report.start(caller, { fromDate, toDate, timeZone, customer }, { timeZone });
  });
}
