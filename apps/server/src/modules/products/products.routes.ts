import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import { productSaveSendsCustomer } from '@veritag/domain';
import type { Bind } from '../../app-context';
import { ownCompany, recordScope, type Caller } from '../../platform/access';
import type { FilesService } from '../files';
import { productImageFiles, uploadsByStem } from './product-images';
import { productPageRoute } from './product-page';
import type { ProductSaver, ProductsService } from './products.service';

const calls = contract.products;

/** An admin's save names the customer; a limited user's does not (spec 002 section 6). */
const saverOf = (caller: Caller): ProductSaver => {
  const choosesCustomer = productSaveSendsCustomer(caller.role);
  return {
    scope: recordScope(caller),
    companyId: choosesCustomer ? caller.companyId : ownCompany(caller),
    choosesCustomer,
  };
};

/** Products: `products/{plantId}/plant` is the plants module's (it knows the plant's products). */
export function productsRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: ProductsService,
  files: FilesService,
): void {
  // A product's images are as private as the list that shows the product.
  files.registerOwner(productImageFiles, {
    access: calls.list.access,
    withinReach: service.fileWithinReach,
  });
  bind(app, calls.list, ({ caller, query }) => service.list(recordScope(caller), query));
  // Served here, not by the dashboard: the count is the products', and its static path must
  // be registered where products/{id} is, or the id route would take it.
  bind(app, contract.dashboard.productCount, ({ caller }) => service.count(recordScope(caller)));
  bind(app, calls.options, ({ caller, query }) => service.options(recordScope(caller), query));
  bind(app, calls.get, ({ caller, params }) => service.get(recordScope(caller), params.id));
  bind(app, calls.ofCustomer, ({ caller, params }) =>
    service.ofCustomer(recordScope(caller), params.customerId),
  );
  bind(app, calls.create, ({ caller, body, fileLists }) =>
    service.create(saverOf(caller), body, uploadsByStem(fileLists.file ?? [])),
  );
  bind(app, calls.update, ({ caller, body, fileLists }) =>
    service.update(saverOf(caller), body, uploadsByStem(fileLists.file ?? []), body.remove ?? {}),
  );
  bind(app, calls.remove, ({ caller, params }) => service.remove(recordScope(caller), params.id));
  productPageRoute(app, service);
}
