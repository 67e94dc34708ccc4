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
 * Staged rows go to one INSERT until their JSON reaches this many characters (about 50 to 100
 * rows). Strings stay under V8's large-object size (128 kB; a string of non-Latin-1 text takes
 * two bytes a character): large objects are freed only by a full collection, and with 1 MB
 * chunks and 256 kB reads a 100,000-row import peaked about 80 MB higher (372 MB against 295).
 */
const insertChunkChars = 50_000;

/**
 * The products table as the products door declares it. The import writes the rows the door's
 * `productRowOf` makes, through `jsonRows` rather than the door's `insertMany`, whose
 * drizzle VALUES took about 5 of a 10,000-row import's 10 seconds (see bulk-insert.ts).
 */
const productRows = jsonRows(productsModule.tables?.products as PgTable);

const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The staged file's lines, read as the consumer asks for them, 32 kB at a time (see
 * insertChunkChars). readline's async iterator is not used: it queues every line the file
 * stream emits while the consumer awaits its INSERT, which kept the whole staged sheet in
 * memory (176 MB of heap on 100,000 rows).
 */
async function* stagedLines(file: string): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 32 * 1024 })) {
    const lines = (rest + (chunk as string)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line !== '') yield line;
  }
  if (rest !== '') yield rest;
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

    /** Pass 2, inside the step's transaction: the staged rows, about 50 kB of them per INSERT, never parsed again. */
    async insertAll(tx: JobTransaction, staged: string, columns: readonly string[]): Promise<number> {
      let chunk: string[] = [];
      let chars = 0;
      let count = 0;
      for await (const line of stagedLines(staged)) {
        chunk.push(line);
        chars += line.length;
        if (chars >= insertChunkChars) {
          await productRows.insert(tx, columns, chunk);
          count += chunk.length;
          chunk = [];
          chars = 0;
        }
      }
      await productRows.insert(tx, columns, chunk);
      return count + chunk.length;
    },
  };
}
