import { defineModule } from '../../platform/server-module';
import { masterProductsRoutes } from './master-products.routes';
import { masterProductsService } from './master-products.service';
import { masterProducts } from './master-products.table';

/** Master products (SKU records, "matnrs"): the colours and pack sizes token data is ordered in. */
export const masterProductsModule = defineModule({
  name: 'masterProducts',
  tables: { masterProducts },
  setup: ({ db }) => masterProductsService(db),
  routes: (api, bind, service) => masterProductsRoutes(api, bind, service),
});
export type { MasterProductsService } from './master-products.service';
export { seedMasterProducts } from './master-products.seed';
