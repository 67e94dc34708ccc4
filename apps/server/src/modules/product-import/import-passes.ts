import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import type { JobTransaction } from '../../platform/jobs';
import type { CustomerRef } from '../customers';
import { productBulk, productRowOf } from '../products';
import { checkRow, readHeader, type RowProblem } from './import-rows';
import { sheetRows, type SheetFormat, type SheetLimits } from './sheet-reader';
import { stagedArrays } from './staged-arrays';

/** The error file lists this many problems at most: enough to fix a sheet, bounded in memory. */
export const maxListedProblems = 1_000;
/**
 * Staged rows go to one INSERT until their JSON reaches this many bytes (about 400 rows). Pass 2
 * handles them as Buffers, never as strings: with the lines read as text and joined into a
 * string parameter, every scavenge promoted the chunk in flight, and the old space grew by about
 * the staged sheet's size (70 MB on 100,000 rows) before a full collection; Buffers live
 * outside the JavaScript heap and go with their small wrappers.
 */
const insertChunkBytes = 256 * 1024;

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A sheet lists a product once: a second row with its product code is a problem of that row. */
const repeatedCode = (firstRow: number) =>
  `This product code is on row ${firstRow} already; list each product once`;

/**
 * The import's two passes. The sheet is read once; what is kept between the passes is a
 * temporary file of staged rows, so memory holds a row (pass 1) or a chunk (pass 2), never the
 * sheet: 100,000 rows stay within the same peak as 10,000 (pnpm bench import). A product the
 * customer has already (same product code) is updated, not added again (decision 0419).
 */
export function importPasses(rowLimits: SheetLimits) {
  return {
    /**
     * Pass 1: every row checked with the product form's rules; the rows of good ones
     * (`productRowOf`, the products door's) staged one JSON line each, until the first problem
     * (nothing will be imported then). Only the first `maxListedProblems` problems are kept.
     */
    async check(file: Buffer, format: SheetFormat, customer: CustomerRef, staged: string) {
      const problems: RowProblem[] = [];
      const owner = { companyId: customer.companyId, customerId: customer.id };
      let columns: string[] | undefined;
      let fields: (string | null)[] | undefined;
      const firstRowOf = new Map<string, number>();
      let rows = 0;
      let badRows = 0;
      const note = (found: RowProblem[]) =>
        problems.push(...found.slice(0, Math.max(0, maxListedProblems - problems.length)));
      const out = createWriteStream(staged);
      try {
        for await (const row of sheetRows(file, format, rowLimits)) {
          if (!fields) {
            const header = readHeader(row.cells);
            fields = header.fields;
            note(header.problems);
            if (header.problems.length > 0) badRows += 1;
            continue;
          }
          rows += 1;
          const checked = checkRow(row.number, fields, row.cells, customer);
          const firstRow = checked.form && firstRowOf.get(checked.form.productCode);
          if (checked.form && firstRow === undefined)
            firstRowOf.set(checked.form.productCode, row.number);
          if (checked.problems || firstRow) {
            badRows += 1;
            note(
              checked.problems ?? [
                { row: row.number, column: 'productCode', message: repeatedCode(firstRow!) },
              ],
            );
          } else if (badRows === 0) {
            const line = productBulk.line(productRowOf(checked.form, owner));
            columns ??= line.names;
            if (!out.write(line.json + '\n')) await once(out, 'drain');
          }
          if (rows % 500 === 0) await turn();
        }
      } finally {
        out.end();
        await once(out, 'close');
      }
      // An update sets the columns the sheet has, so a sheet of a few columns leaves the others as they were.
      const sheetFields = (fields ?? []).filter(
        (field): field is string => field !== null && field !== 'productCode',
      );
      return {
        rows,
        badRows,
        problems,
        columns: columns ?? [],
        updateColumns: productBulk.sqlNames(sheetFields),
      };
    },

    /**
     * Pass 2, inside the step's transaction: the staged rows, about 256 kB of them per statement,
     * never parsed again; each adds a product or updates the customer's product of its code.
     */
    async writeAll(
      tx: JobTransaction,
      staged: string,
      columns: readonly string[],
      updateColumns: readonly string[],
      customerId: number,
    ): Promise<{ added: number; updated: number }> {
      // Two imports for one customer write one after the other, so the second sees the first's
      // products and updates them instead of adding them again.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext('product-import'), ${customerId})`,
      );
      return productBulk.upsertOfCustomer(
        tx,
        customerId,
        columns,
        updateColumns,
        stagedArrays(staged, insertChunkBytes),
      );
    },
  };
}
