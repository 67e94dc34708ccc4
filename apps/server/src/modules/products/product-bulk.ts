import { sql } from 'drizzle-orm';
import type { JobTransaction } from '../../platform/jobs';
import { jsonRows } from './json-rows';
import { products } from './products.table';

const rows = jsonRows(products);

/**
 * This module's named write for the spreadsheet import (the product-import module): many of a
 * customer's products at once, inside the import's transaction, each added, or updated when the
 * customer already has a product of its code. A row is `productRowOf`'s, made a JSON line once
 * (`line`, keyed by the columns' SQL names) and written in arrays of such lines (json-rows.ts),
 * rather than through `insertMany`, whose drizzle VALUES took about 5 of a 10,000-row import's
 * 10 seconds.
 */
export const productBulk = {
  line: rows.line,
  /** The SQL names of product columns, by their keys in drizzle (the columns a sheet updates). */
  sqlNames: rows.sqlNames,

  /**
   * The arrays' rows into the customer's products, setting `names` on an added product and
   * `updateNames` on an updated one. Rows of one array must not share a product code.
   */
  async upsertOfCustomer(
    tx: JobTransaction,
    customerId: number,
    names: readonly string[],
    updateNames: readonly string[],
    arrays: AsyncIterable<{ array: Uint8Array }>,
  ): Promise<{ added: number; updated: number }> {
    // The customer's products before the import, looked up by code in a table of their own:
    // matched against the products table itself, the planner (whose statistics do not see the
    // rows this transaction adds) took the trigram index for the code's equality, and 100,000
    // rows took 142 s; this way 8.7 s (pnpm bench import). The sheet repeats no code, so the
    // snapshot is exact.
    await tx.execute(
      sql`create temporary table import_existing on commit drop as select id, product_code from products where customer_id = ${customerId}`,
    );
    await tx.execute(sql`create index on import_existing (product_code)`);
    await tx.execute(sql`analyze import_existing`);
    const total = { added: 0, updated: 0 };
    for await (const { array } of arrays) {
      const { added, updated } = await rows.upsert(
        tx,
        names,
        updateNames,
        { table: 'import_existing', key: 'product_code' },
        array,
      );
      total.added += added;
      total.updated += updated;
    }
    return total;
  },
};
