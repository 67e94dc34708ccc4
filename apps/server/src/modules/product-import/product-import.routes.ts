import type { FastifyInstance } from 'fastify';
import { contract, productImportAccess } from '@veritag/api';
import type { Bind } from '../../app-context';
import { access, assertAllowed, recordScope } from '../../platform/access';
import type { FilesService } from '../files';
import { importErrorFiles } from './error-file';
import { importUploadFiles, type ProductImportService } from './product-import.service';

/** Spec 000 section 6 offers Upload Products at Customer level 1; it creates products, which spec 002 puts at Product level 2. */
const createsProducts = access.company('Product', 2);

export function productImportRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: ProductImportService,
  files: FilesService,
): void {
  // The error file and the uploaded sheet are read by whoever may follow the import.
  files.registerOwner(importErrorFiles, { access: productImportAccess });
  files.registerOwner(importUploadFiles, { access: productImportAccess });

  bind(app, contract.customers.uploadProducts, async ({ caller, query, files: parts }) => {
    assertAllowed(caller, createsProducts);
    return service.start(caller, query.customerId, parts.files!);
  });
  bind(app, contract.productImports.status, ({ caller, params }) =>
    service.status(recordScope(caller), params.id),
  );
  bind(app, contract.products.importSample, async () => service.sample());
}
