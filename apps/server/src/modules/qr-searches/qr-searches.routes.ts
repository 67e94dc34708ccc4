import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import type { ListQuery } from '../../db/list-page';
import type { QrSearchColumn, QrSearchesService } from './qr-searches.service';

const calls = contract.qrCodes;

/** Every call acts within the caller's company (and customers, when limited): another company's searches are unknown. */
export function qrSearchesRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: QrSearchesService,
): void {
  bind(app, calls.list, ({ caller, query }) =>
    service.page(caller, query as ListQuery<QrSearchColumn>),
  );
  // The spec's one-column search: a Contains on that column, as the list's filters.
  bind(app, calls.contains, ({ caller, query }) =>
    service.page(caller, {
      page: query.page,
      size: query.size,
      sort: query.sort,
      search: '',
      [`contains.${query.column}`]: query.searchKey,
    } as ListQuery<QrSearchColumn>),
  );
  bind(app, calls.search, ({ caller, query }) => service.search(caller, query));
  bind(app, calls.file, ({ caller, params }) => service.download(caller, params.id));
}
