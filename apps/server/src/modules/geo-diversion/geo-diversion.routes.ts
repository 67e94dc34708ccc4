import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import type { ListQuery } from '../../db/list-page';
import type { GeoDiversionColumn, GeoDiversionService } from './geo-diversion.service';

const calls = contract.geoDiversions;

export function geoDiversionRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: GeoDiversionService,
): void {
  bind(app, calls.list, ({ caller, query }) =>
    service.list(caller, query as ListQuery<GeoDiversionColumn>),
  );
  bind(app, calls.map, ({ caller, query }) => service.points(caller, query));
}
