import { defineModule } from '../../platform/server-module';
import { publicBaseUrlOf } from '../../platform/settings';
import { customersModule } from '../customers';
import { filesModule } from '../files';
import { productsRoutes } from './products.routes';
import { productsService } from './products.service';
import { productNames } from './product-names.table';
import { products } from './products.table';

/**
 * Products of a company's customers with their six images (stored through the files door).
 * Other modules reach a product through product-refs.ts, product-key.ts and the productNames
 * view; the spreadsheet import adds and updates products through `productBulk`, which writes
 * the rows the form's `productRowOf` makes.
 */
export const productsModule = defineModule({
  name: 'products',
  tables: { products, productNames },
  setup: ({ db, use, settings }) =>
    productsService({
      db,
      files: use(filesModule),
      customers: use(customersModule),
      publicBaseUrl: publicBaseUrlOf(settings),
    }),
  routes: (api, bind, service, { use }) => productsRoutes(api, bind, service, use(filesModule)),
});
export type { ProductsService, ProductSaver, ProductRemovals } from './products.service';
export type { ProductUploads } from './product-images';
export { productRowOf, productOf, type ProductOwner, type ProductRow } from './product-rows';
export { productRefs, type ProductRef } from './product-refs';
export { productNames } from './product-names.table';
export { productKey } from './product-key';
export { productBulk } from './product-bulk';
export { seedProducts } from './products.seed';
export { publishedProduct, type PublishedProduct } from './product-publication';
