import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import { access } from '../../platform/access';
import type { Bind } from '../../app-context';
import type { CompaniesRepo } from './companies.repo';

const calls = contract.companies;

export function companiesRoutes(app: FastifyInstance, bind: Bind, repo: CompaniesRepo): void {
  bind(app, calls.list, access.superAdmin, ({ query }) => repo.page(query));
  bind(app, calls.get, access.superAdmin, ({ params }) => repo.get(params.id));
  bind(app, calls.create, access.superAdmin, ({ body }) => repo.create(body));
  bind(app, calls.update, access.superAdmin, ({ body }) => repo.update(body));
  bind(app, calls.remove, access.superAdmin, ({ params }) => repo.remove(params.id));
}
