import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import type { ListQuery } from '../../db/list-page';
import type { InvalidScanColumn } from './invalid-scans-list';
import type { InvalidScansService } from './invalid-scans.service';

const calls = contract.invalidScans;

export function invalidScansRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: InvalidScansService,
): void {
  bind(app, calls.list, ({ caller, query }) =>
    service.list(caller, query as ListQuery<InvalidScanColumn>),
  );
  bind(app, calls.report, ({ caller, query, body }) =>
    service.report(caller, query.customerId, body),
  );
}
