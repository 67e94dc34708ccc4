import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import { ownCompany } from '../../platform/access';
import type { TraceService } from './trace.service';

const { traceEvents, inventory, consignments, reports } = contract;

export function traceRoutes(app: FastifyInstance, bind: Bind, service: TraceService): void {
  bind(app, traceEvents.capture, ({ caller, body }) =>
    service.capture(
      { companyId: ownCompany(caller), login: caller.login },
      body as Record<string, unknown>,
    ),
  );
  bind(
    app,
    traceEvents.history,
    async ({ caller, params }) =>
      (await service.historyOf({ companyId: ownCompany(caller) }, params.code)) as never,
  );
  bind(app, inventory.list, ({ caller, query }) => service.inventory(ownCompany(caller), query));
  bind(app, inventory.search, ({ caller, query }) =>
    service.inventory(ownCompany(caller), {
      ...query,
      column: query.column,
      searchKey: query.searchKey,
    }),
  );
  bind(app, consignments.list, ({ caller, query }) =>
    service.consignments(ownCompany(caller), query, 'products'),
  );
  bind(app, consignments.parentFCodes, ({ caller, query }) =>
    service.consignments(ownCompany(caller), query, 'fcodes'),
  );
  bind(app, reports.inventory, ({ caller, body }) => service.inventoryReport(caller, body));
}
