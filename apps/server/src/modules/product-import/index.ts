import { defineModule } from '../../platform/server-module';
import { filesModule } from '../files';
import { productImportRoutes } from './product-import.routes';
import { productImportService } from './product-import.service';
import { productImports } from './product-imports.table';

/**
 * Upload Products (spec 000): a sheet of products for one customer, answered at once and
 * imported by a background job, all rows or none; and the sample file the import reads.
 */
export const productImportModule = defineModule({
  name: 'productImport',
  tables: { productImports },
  setup: ({ db, use, jobs }) => productImportService(db, use(filesModule), jobs),
  routes: (api, bind, service, { use }) =>
    productImportRoutes(api, bind, service, use(filesModule)),
  jobs: (service) => [service.job],
});
export type { ProductImportService } from './product-import.service';
export { importColumns, sampleRow } from './import-columns';
