import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import type { CompaniesRepo } from './companies.repo';

const calls = contract.companies;

export function companiesRoutes(app: FastifyInstance, bind: Bind, repo: CompaniesRepo): void {
  bind(app, calls.list, ({ query }) => repo.page(query));
  bind(app, calls.get, ({ params }) => repo.get(params.id));
  bind(app, calls.create, ({ body }) => repo.create(body));
  bind(app, calls.update, ({ body }) => repo.update(body));
  bind(app, calls.remove, ({ params }) => repo.remove(params.id));
}
