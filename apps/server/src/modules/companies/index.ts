import { defineModule } from '../../platform/server-module';
import { companiesRepo } from './companies.repo';
import { companiesRoutes } from './companies.routes';
import { companies } from './companies.table';

/** The platform's tenants. Other modules refer to a company by `companyKey` only. */
export const companiesModule = defineModule({
  name: 'companies',
  tables: { companies },
  setup: ({ db }) => companiesRepo(db),
  routes: (api, bind, repo) => companiesRoutes(api, bind, repo),
});
export type { CompaniesRepo as CompaniesService } from './companies.repo';

/** The column a company reference points at, for other modules' foreign keys. */
export const companyKey = () => companies.id;
