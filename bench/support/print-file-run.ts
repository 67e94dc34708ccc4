/**
 * The print file part of `pnpm bench reports`: a print run's 1,000,000 codes read from the
 * codes table and written as its Excel print file, by our report writer through the print data
 * module's own row source (`printFileSpec`, what the generation job writes), and by exceljs's
 * streaming writer from the same rows. Each writer runs in a child of its own, so each peak
 * RSS is its own; only PostgreSQL (PGlite's own memory, about 0.9 GB, would be the figure).
 *   node --expose-gc --import tsx bench/support/print-file-run.ts <postgres url> <read|ours|exceljs> <file>
 */
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/database';
import { codesService } from '../../apps/server/src/modules/codes';
import { printFileSpec } from '../../apps/server/src/modules/print-data/print-files';
import { writeReport } from '../../apps/server/src/platform/reports/write-report';

export const printFileCodes = 1_000_000;
/** The run the bench's codes belong to (no print_data row is needed to read them). */
export const benchRun = {
  id: 1,
  companyId: 1,
  up: 4,
  month: 'Nov',
  year: 2026,
  productSerialNumber: 'LOT-BENCH',
};

/** Issues the bench run's codes, 100,000 to a transaction, as the generation job does in its steps. */
export async function seedPrintFileCodes(url: string): Promise<void> {
  const database = await openDatabase({ url });
  try {
    const codes = codesService({ kind: database.kind });
    for (let issued = 0; issued < printFileCodes; issued += 100_000) {
      await database.db.transaction((tx) =>
        codes.issue(tx, {
          companyId: benchRun.companyId,
          batch: { kind: 'printData', id: benchRun.id },
          count: 100_000,
        }),
      );
    }
  } finally {
    await database.close();
  }
}

async function child(url: string, writer: string, file: string) {
  const database = await openDatabase({ url });
  (globalThis as { gc?: () => void }).gc?.();
  // What the process holds before the first row: tsx, the database client and the modules.
  const baselineMb = process.memoryUsage().rss / 1e6;
  const started = performance.now();
  const spec = printFileSpec(
    {
      db: database.db,
      codes: codesService({ kind: database.kind }),
      publicBaseUrl: 'https://labels.example.com',
    },
    benchRun as never,
    'xlsx',
    undefined,
  );
  if (writer === 'read') {
    // The rows alone, from the database, written nowhere: the part both writers share.
    let count = 0;
    for await (const row of spec.rows) if (row) count++;
    if (count !== printFileCodes) throw new Error(`read ${count} rows`);
  } else if (writer === 'ours') {
    await writeReport(spec, createWriteStream(file));
  } else {
    type ExcelJsModule = typeof import('exceljs');
    const ExcelJS = createRequire(
      path.resolve(import.meta.dirname, '../../apps/server/package.json'),
    )('exceljs') as ExcelJsModule;
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: file,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('Codes', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = spec.columns.map((column) => ({
      header: column.header,
      key: column.key,
      width: column.width ?? 14,
    }));
    sheet.autoFilter = 'A1:G1';
    for await (const row of spec.rows) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
  }
  const seconds = (performance.now() - started) / 1000;
  await database.close();
  console.log(
    JSON.stringify({ seconds, peakMb: process.resourceUsage().maxRSS / 1024, baselineMb }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, writer, file] = process.argv.slice(2) as [string, string, string];
  await child(url, writer, file);
}
