/**
 * `pnpm bench reports`: 1,000,000 rows x 6 columns (two texts, two numbers, a date, a
 * datetime) written as XLSX by our streamed writer and by exceljs's streaming writer, each in
 * its own child process so each peak RSS is its own; then our file is read back with exceljs's
 * streaming reader and every row counted. Rows come from an in-memory generator (the same for
 * both writers), so the figures are the writers' and not a database's. Our child imports the
 * writer module itself, not the reports door, which also loads drizzle for cursorRows (about
 * 20 MB the app has loaded anyway). Both children run under tsx, about 75 MB before any row.
 */
import { platformNodeFlags } from '../scripts/node-flags.mjs';
import { spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresTarget } from './support/postgres-target.ts';
import { reportResults, type Target } from './support/results.ts';

type ExcelJsModule = typeof import('exceljs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// exceljs is a dev dependency of the server, not of the root; loaded only where it is used, so
// it does not weigh on our writer's child process.
const loadExcelJs = () =>
  createRequire(path.join(root, 'apps/server/package.json'))('exceljs') as ExcelJsModule;

const rowCount = 1_000_000;
const columns = [
  { header: 'Code', key: 'code', type: 'text', width: 16 },
  { header: 'Product', key: 'product', type: 'text', width: 28 },
  { header: 'Quantity', key: 'quantity', type: 'number' },
  { header: 'Price', key: 'price', type: 'number' },
  { header: 'Made', key: 'made', type: 'date' },
  { header: 'Scanned', key: 'scanned', type: 'datetime' },
] as const;

function* rows() {
  const start = Date.UTC(2024, 0, 1);
  for (let index = 0; index < rowCount; index++) {
    yield {
      code: `VT-${(index * 7919).toString(36).toUpperCase().padStart(10, '0')}`,
      product: `Product ${index % 500} "Batch" & <Co>`,
      quantity: index % 1000,
      price: (index % 10_000) / 100,
      made: new Date(start + (index % 365) * 86_400_000),
      scanned: new Date(start + index * 1000),
    };
  }
}

async function writeOurs(file: string) {
  const { writeReport } = await import('../apps/server/src/platform/reports/write-report.ts');
  await writeReport(
    { format: 'xlsx', sheetName: 'Codes', columns, rows: rows() },
    createWriteStream(file),
  );
}

async function writeExcelJs(file: string) {
  const ExcelJS = loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Codes', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: 'width' in column ? column.width : 14,
    style:
      column.type === 'date'
        ? { numFmt: 'yyyy-mm-dd' }
        : column.type === 'datetime'
          ? { numFmt: 'yyyy-mm-dd hh:mm:ss' }
          : {},
  }));
  sheet.autoFilter = 'A1:F1';
  for (const row of rows()) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
}

/** In a child: write with one writer, then print its time and peak RSS as the last line. */
async function runChild(writer: string, file: string) {
  const started = performance.now();
  await (writer === 'ours' ? writeOurs(file) : writeExcelJs(file));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage();
  console.log(
    JSON.stringify({
      seconds,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      peakMb: process.resourceUsage().maxRSS / 1024,
    }),
  );
}

interface Measured {
  seconds: number;
  /** Main thread and zlib's pool together, start-up included: steadier than wall time on a busy machine. */
  cpuSeconds: number;
  peakMb: number;
}

function measure(writer: string, file: string): Measured {
  const child = spawnSync(
    process.execPath,
    [
      ...platformNodeFlags,
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      '--child',
      writer,
      file,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (child.status !== 0) throw new Error(`${writer} writer failed`);
  const lines = child.stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1]!) as Measured;
}

/**
 * The same targets for a report of the platform's own: a print run's Excel print file
 * of 1,000,000 codes, read from the codes table, by our writer and by exceljs
 * (support/print-file-run.ts, loaded only here: its database client would weigh on the writer
 * children above). Both read the same rows from the database, which takes the same time for
 * both, so a third child reads them alone and each writer's share is its time less that; the
 * speedup compares those shares. Memory: the peak over what the child held before its first
 * row (tsx, the database client, the modules), against the writer's share of the 150 MB above
 * (which includes tsx's 75 MB).
 */
async function measurePrintFile(
  dir: string,
): Promise<{ figures: Record<string, number>; targets: Record<string, Target> }> {
  const postgres = await postgresTarget();
  if (typeof postgres === 'string') {
    console.log(`print file part skipped: ${postgres} (PGlite's own memory would be the peak)`);
    return { figures: {}, targets: {} };
  }
  const { printFileCodes, seedPrintFileCodes } = await import('./support/print-file-run.ts');
  try {
    await seedPrintFileCodes(postgres.url);
    const script = fileURLToPath(new URL('./support/print-file-run.ts', import.meta.url));
    const run = (writer: string, file: string) => {
      const child = spawnSync(
        process.execPath,
        [
          ...platformNodeFlags,
          '--expose-gc',
          '--import',
          'tsx',
          script,
          postgres.url,
          writer,
          file,
        ],
        { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
      );
      if (child.status !== 0) throw new Error(`${writer} print file child failed`);
      return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as {
        seconds: number;
        peakMb: number;
        baselineMb: number;
      };
    };
    const oursFile = path.join(dir, 'print-ours.xlsx');
    const read = run('read', '');
    const ours = run('ours', oursFile);
    const exceljs = run('exceljs', path.join(dir, 'print-exceljs.xlsx'));
    const oursWriting = Math.max(ours.seconds - read.seconds, 0.001);
    const exceljsWriting = exceljs.seconds - read.seconds;
    return {
      figures: {
        print_file_read_seconds: read.seconds,
        print_file_ours_seconds: ours.seconds,
        print_file_exceljs_seconds: exceljs.seconds,
        print_file_writer_speedup_vs_exceljs: exceljsWriting / oursWriting,
        print_file_ours_baseline_mb: ours.baselineMb,
        print_file_ours_peak_over_baseline_mb: ours.peakMb - ours.baselineMb,
        print_file_exceljs_peak_over_baseline_mb: exceljs.peakMb - exceljs.baselineMb,
        print_file_rows_read_back: await countRows(oursFile, 1),
      },
      targets: {
        print_file_writer_speedup_vs_exceljs: ['>=', 4],
        print_file_ours_peak_over_baseline_mb: ['<=', 75],
        print_file_rows_read_back: ['>=', printFileCodes],
      },
    };
  } finally {
    await postgres.drop();
  }
}

/** Data rows of a sheet whose number column `numberColumn` holds numbers (and, for the generated rows, a date in column 6). */
async function countRows(file: string, numberColumn = 3): Promise<number> {
  const ExcelJS = loadExcelJs();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    styles: 'cache',
    sharedStrings: 'cache',
    worksheets: 'emit',
  });
  let dataRows = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const typed =
        typeof row.getCell(numberColumn).value === 'number' &&
        (numberColumn !== 3 || row.getCell(6).value instanceof Date);
      if (row.number > 1 && typed) dataRows++;
    }
  }
  return dataRows;
}

const childAt = process.argv.indexOf('--child');
if (childAt !== -1) {
  await runChild(process.argv[childAt + 1]!, process.argv[childAt + 2]!);
} else {
  const dir = await mkdtemp(path.join(tmpdir(), 'veritag-reports-bench-'));
  try {
    const oursFile = path.join(dir, 'ours.xlsx');
    const ours = measure('ours', oursFile);
    const exceljs = measure('exceljs', path.join(dir, 'exceljs.xlsx'));
    const readStarted = performance.now();
    const rowsReadBack = await countRows(oursFile);
    const figures = {
      ours_seconds: ours.seconds,
      exceljs_seconds: exceljs.seconds,
      speedup_vs_exceljs: exceljs.seconds / ours.seconds,
      ours_cpu_seconds: ours.cpuSeconds,
      exceljs_cpu_seconds: exceljs.cpuSeconds,
      ours_peak_mb: ours.peakMb,
      exceljs_peak_mb: exceljs.peakMb,
      ours_file_mb: (await stat(oursFile)).size / 1e6,
      exceljs_file_mb: (await stat(path.join(dir, 'exceljs.xlsx'))).size / 1e6,
      rows_read_back: rowsReadBack,
      read_back_seconds: (performance.now() - readStarted) / 1000,
    };
    const printFile = await measurePrintFile(dir);
    const met = reportResults(
      'reports',
      { ...figures, ...printFile.figures },
      {
        speedup_vs_exceljs: ['>=', 4],
        ours_peak_mb: ['<=', 150],
        rows_read_back: ['>=', rowCount],
        ...printFile.targets,
      },
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
