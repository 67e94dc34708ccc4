import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { JobTransaction } from '../../platform/jobs';
import type { CustomerRef } from '../customers';
import { productRowOf, productsModule } from '../products';
import { jsonRows } from './bulk-insert';
import { checkRow, readHeader, type RowProblem } from './import-rows';
import { sheetRows, type SheetFormat, type SheetLimits } from './sheet-reader';

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

/**
 * The products table as the products door declares it. The import writes the rows the door's
 * `productRowOf` makes, through `jsonRows` rather than the door's `insertMany`, whose
 * drizzle VALUES took about 5 of a 10,000-row import's 10 seconds (see bulk-insert.ts).
 */
const productRows = jsonRows(productsModule.tables?.products as PgTable);

const turn = () => new Promise((resolve) => setImmediate(resolve));

const comma = Buffer.from(',');
const newline = 0x0a;

/**
 * The staged file as JSON arrays of its lines, each of about `maxBytes`, read as the consumer
 * asks for them. The lines are slices of the read buffers, joined into the array by one copy.
 */
async function* stagedArrays(file: string, maxBytes: number): AsyncGenerator<{ array: Buffer; rows: number }> {
  let parts: Buffer[] = [];
  let bytes = 0;
  let rest = Buffer.alloc(0);
  const array = () => {
    const joined = Buffer.concat([Buffer.from('['), ...parts.flatMap((part, index) => (index === 0 ? [part] : [comma, part])), Buffer.from(']')]);
    const rows = parts.length;
    parts = [];
    bytes = 0;
    return { array: joined, rows };
  };
  for await (const read of createReadStream(file, { highWaterMark: 64 * 1024 })) {
    const data = rest.length > 0 ? Buffer.concat([rest, read as Buffer]) : (read as Buffer);
    let start = 0;
    for (let end = data.indexOf(newline, start); end !== -1; end = data.indexOf(newline, start)) {
      if (end > start) {
        parts.push(data.subarray(start, end));
        bytes += end - start + 1;
      }
      start = end + 1;
      if (bytes >= maxBytes) yield array();
    }
    rest = Buffer.from(data.subarray(start));
  }
  if (rest.length > 0) parts.push(rest);
  if (parts.length > 0) yield array();
}

/**
 * The import's two passes. The sheet is read once; what is kept between the passes is a
 * temporary file of staged rows, so memory holds a row (pass 1) or a chunk (pass 2), never the
 * sheet: 100,000 rows stay within the same peak as 10,000 (pnpm bench import).
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
      let rows = 0;
      let badRows = 0;
      const note = (found: RowProblem[]) => problems.push(...found.slice(0, Math.max(0, maxListedProblems - problems.length)));
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
          if (checked.problems) {
            badRows += 1;
            note(checked.problems);
          } else if (badRows === 0) {
            const line = productRows.line(productRowOf(checked.form, owner));
            columns ??= line.names;
            if (!out.write(line.json + '\n')) await once(out, 'drain');
          }
          if (rows % 500 === 0) await turn();
        }
      } finally {
        out.end();
        await once(out, 'close');
      }
      return { rows, badRows, problems, columns: columns ?? [] };
    },

    /** Pass 2, inside the step's transaction: the staged rows, about 256 kB of them per INSERT, never parsed again. */
    async insertAll(tx: JobTransaction, staged: string, columns: readonly string[]): Promise<number> {
      let count = 0;
      for await (const { array, rows } of stagedArrays(staged, insertChunkBytes)) {
        await productRows.insert(tx, columns, array);
        count += rows;
      }
      return count;
    },
  };
}
