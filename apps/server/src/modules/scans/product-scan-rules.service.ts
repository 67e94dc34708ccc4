import type { ProductScanRules } from '@veritag/domain';
import { isReferenceViolation, type Db } from '../../db/database';
import { notFound } from '../../http/problem';
import type { Scope } from '../../platform/access';
import { productRefs } from '../products';
import { readProductScanRules, writeProductScanRules } from './scan-rules';
import type { ScanSources } from './scan-sources';

/**
 * A product's scan rules as the console reads and sets them (decision 0256). The product is found
 * through the products door in the caller's scope first, so another company's product (or a
 * customer the caller does not work for) is a 404 like every other product call.
 */
export function productScanRulesService(db: Db, sources: Pick<ScanSources, 'forgetRules'>) {
  return {
    async read(scope: Scope, productId: number): Promise<ProductScanRules> {
      await productRefs.find(db, scope, productId);
      return readProductScanRules(db, productId);
    },

    async write(
      scope: Scope,
      productId: number,
      rules: ProductScanRules,
    ): Promise<ProductScanRules> {
      await productRefs.find(db, scope, productId);
      // A product deleted between the check and the write is gone, not a server error.
      const saved = await writeProductScanRules(db, productId, rules).catch((error: unknown) => {
        throw isReferenceViolation(error) ? notFound('Product') : error;
      });
      sources.forgetRules(productId);
      return saved;
    },
  };
}
export type ProductScanRulesService = ReturnType<typeof productScanRulesService>;
