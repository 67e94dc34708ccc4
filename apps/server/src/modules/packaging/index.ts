import { defineModule } from '../../platform/server-module';
import { packagingRoutes } from './packaging.routes';
import { packagingService } from './packaging.service';
import { packagings } from './packaging.table';

/** Packagings of a company: a product and its nested chain of packing levels. */
export const packagingModule = defineModule({
  name: 'packaging',
  tables: { packagings },
  setup: ({ db }) => packagingService(db),
  routes: (api, bind, service) => packagingRoutes(api, bind, service),
});
export type { PackagingService } from './packaging.service';
export { seedPackaging } from './packaging.seed';
