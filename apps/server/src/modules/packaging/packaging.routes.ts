import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import { ownRecordScope, recordScope } from '../../platform/access';
import type { PackagingService } from './packaging.service';

const calls = contract.packaging;

export function packagingRoutes(app: FastifyInstance, bind: Bind, service: PackagingService): void {
  bind(app, calls.list, ({ caller, query }) => service.list(recordScope(caller), query));
  bind(app, calls.get, ({ caller, params }) => service.get(recordScope(caller), params.id));
  bind(app, calls.create, ({ caller, body }) => service.create(ownRecordScope(caller), body));
  bind(app, calls.update, ({ caller, body }) => service.update(recordScope(caller), body));
  bind(app, calls.remove, ({ caller, params }) => service.remove(recordScope(caller), params.id));
}
