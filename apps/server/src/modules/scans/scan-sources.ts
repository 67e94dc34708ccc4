import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database';
import type { BatchFacts, CodesService } from '../codes';
import { scanPageCustomer, type ScanPageCustomerSource } from '../customers';
import { publishedProduct, type PublishedProduct } from '../products';
import type { ProductScanRules } from '@veritag/domain';
import { readProductScanRules } from './scan-rules';

/**
 * Batches, products and customers as the scan path reads them, kept for a few seconds: a
 * thousand scans a second of one product's codes read its page once, not a thousand times.
 * An edit shows on scans within `ttlMs`; the verdict's own facts (the code, its stats, its
 * blacklist entry) are never cached.
 */
/** A batch still generating is read again on the next scan: its release must show at once. */
const keepReleased = (facts: BatchFacts | undefined) => facts?.released === true;

export function scanSources(
  db: Db,
  codes: CodesService,
  fileUrl: (fileId: string) => string,
  ttlMs = 5_000,
) {
  const cache = <V extends object>() =>
    new LRUCache<string, { value: V | undefined }>({ max: 5_000, ttl: ttlMs });
  const batches = cache<BatchFacts>();
  const products = cache<PublishedProduct>();
  const customers = cache<ScanPageCustomerSource>();
  const rules = cache<ProductScanRules>();
  // Bumped when an entry is forgotten: a load that began before the change does not store what it read.
  let forgets = 0;
  const through = async <V extends object>(
    store: LRUCache<string, { value: V | undefined }>,
    key: string,
    load: () => Promise<V | undefined>,
    keep: (value: V | undefined) => boolean = () => true,
  ) => {
    const hit = store.get(key);
    if (hit) return hit.value;
    const before = forgets;
    const value = await load();
    if (keep(value) && before === forgets) store.set(key, { value });
    return value;
  };
  return {
    batch: (batch: { kind: string; id: number }) =>
      through(
        batches,
        `${batch.kind}:${batch.id}`,
        () => codes.describeBatch(db, batch),
        keepReleased,
      ),
    product: (id: number) => through(products, String(id), () => publishedProduct(db, id, fileUrl)),
    rules: async (productId: number) =>
      (await through(rules, String(productId), () => readProductScanRules(db, productId)))!,
    customer: (id: number) =>
      through(customers, String(id), () => scanPageCustomer(db, id, fileUrl)),
    /** After a save of a product's rules: this process's next scan reads them (others within `ttlMs`). */
    forgetRules: (productId: number) => {
      forgets += 1;
      rules.delete(String(productId));
    },
  };
}
export type ScanSources = ReturnType<typeof scanSources>;
