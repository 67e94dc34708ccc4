import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import type { ListQuery } from '../../db/list-page';
import { ownCompany } from '../../platform/access';
import type { SmartBinColumn, SmartBinService } from './smart-bin.service';

const calls = contract.smartBin;

/** Every call acts within the caller's own company: another company's codes are unknown. */
export function smartBinRoutes(app: FastifyInstance, bind: Bind, service: SmartBinService): void {
  bind(app, calls.list, ({ caller, query }) =>
    service.page(ownCompany(caller), query as ListQuery<SmartBinColumn>),
  );
  // The spec's one-column search: a Contains on that column, as the list's filters.
  bind(app, calls.search, ({ caller, query }) =>
    service.page(ownCompany(caller), {
      page: query.page,
      size: query.size,
      sort: query.sort,
      search: '',
      [`contains.${query.columnName}`]: query.searchKey,
    } as ListQuery<SmartBinColumn>),
  );
  bind(app, calls.upload, ({ caller, files }) =>
    service.upload(ownCompany(caller), caller.login, files.file!),
  );
  bind(app, calls.download, ({ caller, query }) => {
    ownCompany(caller);
    return service.download(caller, query);
  });
  bind(app, calls.remove, ({ caller, query }) => service.remove(ownCompany(caller), query));
}
