import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import type { ListQuery } from '../../db/list-page';
import { checkReportDates } from '../report-files';
import type { PrintDataColumn } from './print-data-list';
import type { PrintRunsService } from './print-runs.service';
import type { ProductionColumn } from './production.service';
import type { RollColumn } from './rolls.service';

const { printData: calls, labelProduction, rolls } = contract;

export function printDataRoutes(app: FastifyInstance, bind: Bind, service: PrintRunsService): void {
  const { runs, production, rollFiles } = service;
  bind(app, calls.create, ({ caller, body, files }) =>
    runs.create(caller, body, files.serialNumberCsv),
  );
  bind(app, calls.generateFile, ({ caller, params }) => runs.generate(caller, params.id, 'file'));
  // The saved record is what is generated: the form's fields the spec sends again are not read.
  bind(app, calls.generateMicrositeCodes, ({ caller, body }) =>
    runs.generate(caller, body.companyInfoId, 'microsite'),
  );
  bind(app, calls.list, ({ caller, query }) =>
    runs.list(caller, query as ListQuery<PrintDataColumn>),
  );
  bind(app, calls.search, ({ caller, query }) =>
    runs.list(caller, {
      page: query.page,
      size: query.size,
      sort: query.sort,
      search: '',
      [`contains.${query.columnName}`]: query.searchKey,
    } as ListQuery<PrintDataColumn>),
  );
  bind(app, calls.get, ({ caller, params }) => runs.one(caller, params.id));
  bind(app, calls.download, ({ caller, params }) => runs.download(caller, params.id, params.kind));
  bind(app, calls.report, ({ caller, body }) => {
    checkReportDates(body, service.clock());
    const { fromDate, toDate, timeZone, customer, product } = body;
    return service.printDataReport.start(
      caller,
      { fromDate, toDate, timeZone, customer, product },
      { timeZone },
    );
  });

  bind(app, labelProduction.list, ({ caller, query }) =>
    production.list(caller, query as ListQuery<ProductionColumn>),
  );
  bind(app, labelProduction.get, ({ caller, params }) => production.get(caller, params.id));
  bind(app, labelProduction.ofPrintData, ({ caller, params }) =>
    production.ofPrintData(caller, params.printDataId),
  );
  bind(app, labelProduction.create, ({ caller, body }) => production.create(caller, body));
  bind(app, labelProduction.update, ({ caller, body }) => production.update(caller, body));
  bind(app, labelProduction.removeRoll, ({ caller, params }) =>
    production.removeRoll(caller, params.id),
  );

  bind(app, rolls.list, ({ caller, query }) =>
    rollFiles.list(caller, query as ListQuery<RollColumn>),
  );
  bind(app, rolls.generateFile, ({ caller, params }) => rollFiles.generateFile(caller, params.id));
  bind(app, rolls.download, ({ caller, params }) => rollFiles.download(caller, params.id));
}
