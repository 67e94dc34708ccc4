import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import { recordScope } from '../../platform/access';
import type { ListQuery } from '../../db/list-page';
import type { TokenDataColumn } from './token-data-list';
import type { TokenDataService } from './token-data.service';

const calls = contract.tokenData;

export function tokenDataRoutes(app: FastifyInstance, bind: Bind, service: TokenDataService): void {
  bind(app, calls.create, ({ caller, body, files }) => service.create(caller, body, files.file!));
  bind(app, calls.generateFile, ({ caller, params }) => service.generateFile(caller, params.id));
  bind(app, calls.list, ({ caller, query }) =>
    service.list(recordScope(caller), query as ListQuery<TokenDataColumn>),
  );
  bind(app, calls.download, ({ caller, params }) =>
    service.download(recordScope(caller), params.id),
  );
  bind(app, calls.report, ({ caller, body }) => service.report(caller, body));
}
