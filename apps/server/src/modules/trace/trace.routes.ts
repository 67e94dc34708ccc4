import type { FastifyInstance } from 'fastify';
import { apiRoot, contract } from '@veritag/api';
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
  bind(app, traceEvents.captureJob, async ({ caller, body, reply }) => {
    const job = await service.captureJobs.run(
      { companyId: ownCompany(caller), login: caller.login },
      body as Record<string, unknown>,
    );
    reply.code(202).header('location', `${apiRoot}/epcis/capture/${job.captureID}`);
    return job;
  });
  bind(app, traceEvents.captureJobStatus, ({ caller, params }) =>
    service.captureJobs.find(ownCompany(caller), params.captureId),
  );
  bind(app, traceEvents.events, async ({ caller, query, request, reply }) => {
    const { document, nextPageToken } = await service.events(ownCompany(caller), query);
    if (nextPageToken) {
      const next = new URLSearchParams(request.url.split('?')[1] ?? '');
      next.set('nextPageToken', nextPageToken);
      reply.header('link', `<${apiRoot}/epcis/events?${next}>; rel="next"`);
    }
    return document as never;
  });
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
