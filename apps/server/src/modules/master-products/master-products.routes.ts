import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import { companyScope, ownCompany } from '../../platform/access';
import type { MasterProductsService } from './master-products.service';

const calls = contract.masterProducts;

export function masterProductsRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: MasterProductsService,
): void {
  bind(app, calls.list, ({ caller, query }) => service.list(companyScope(caller), query));
  bind(app, calls.colors, ({ caller }) => service.colors(companyScope(caller)));
  bind(app, calls.packSizes, ({ caller, params }) =>
    service.packSizes(companyScope(caller), params.color),
  );
  bind(app, calls.get, ({ caller, params }) => service.get(companyScope(caller), params.id));
  bind(app, calls.create, ({ caller, body }) => service.create(ownCompany(caller), body));
  bind(app, calls.update, ({ caller, body }) => service.update(companyScope(caller), body));
  bind(app, calls.remove, ({ caller, params }) => service.remove(companyScope(caller), params.id));
}
