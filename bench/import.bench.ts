/**
 * `pnpm bench import`: Upload Products at scale. A product sheet of 10,000 rows and one of
 * 100,000 rows, both with the sample's columns (the import's own column list) and the
 * sample's row with a different product code each, are imported through the real job: the
 * upload stored and queued by the service, the job checking every row and inserting all in one
 * transaction. Reported: the time from the upload to COMPLETED and the process's peak RSS
 * (sampled every 20 ms) during the import, with the memory outside the JavaScript heap
 * (Buffers) at that peak. The sheets are written by this process; each case
 * has a database of its own, seeded with the demo data by one child process, then imported by
 * another (the server, started on the seeded database as after a restart), so neither the
 * writing, nor the seed's work (it renders a label batch), nor one case's heap counts against
 * the import. PostgreSQL when reachable
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test);
 * PGlite otherwise (its own process memory, about 0.9 GB, then dominates the peak).
 */
import { platformNodeFlags } from '../scripts/node-flags.mjs';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../apps/server/src/app';
import { openDatabase, type Database } from '../apps/server/src/db/database';
import { importColumns, sampleRow } from '../apps/server/src/modules/product-import';
import { writeReport } from '../apps/server/src/platform/reports';
import { seedDemo } from '../apps/server/src/seed/demo-seed';
import { makeBenchDatabase, type BenchDatabaseLocation } from './support/bench-database';
import { reportResults, type Target } from './support/results';

const serverRequire = createRequire(
  path.resolve(import.meta.dirname, '../apps/server/package.json'),
);
const { sql } = serverRequire('drizzle-orm') as typeof import('drizzle-orm');

/** IMPORT_CASES=10000 runs one case (while tuning); both by default. */
const cases = (
  process.env.IMPORT_CASES ? process.env.IMPORT_CASES.split(',').map(Number) : [10_000, 100_000]
) as readonly number[];
const deadlineMs = 10 * 60_000;

/** An XLSX of `rows` products through the platform's report writer, every cell text as in the sample. */
async function productSheet(rows: number, lean: boolean): Promise<Buffer> {
  const full = sampleRow();
  // A lean row fills the required columns only (the others stay in the header, empty), as a
  // user listing many products does; it keeps 100,000 rows within the upload's 10 MB and the
  // 100 MB a workbook may unpack to. Full rows carry every value of the sample.
  const example = lean
    ? Object.fromEntries(
        importColumns
          .filter((column) => column.required)
          .map((column) => [column.field, full[column.field]]),
      )
    : full;
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write: (chunk: Buffer, _encoding, done) => (chunks.push(chunk), done()),
  });
  await writeReport(
    {
      format: 'xlsx',
      sheetName: 'Products',
      columns: importColumns.map((column) => ({
        header: column.field,
        key: column.field,
        type: 'text' as const,
      })),
      rows: (function* () {
        for (let i = 0; i < rows; i++)
          yield {
            ...example,
            productCode: `B${String(i).padStart(7, '0')}`,
            productSrNo: `SR-${i}`,
          };
      })(),
    },
    sink,
  );
  return Buffer.concat(chunks);
}

/** One case, in this (child) process: the figures as JSON on the last line of stdout. */
async function runCase(rows: number, sheet: Buffer, database: Database) {
  const filesDir = await mkdtemp(path.join(tmpdir(), 'veritag-bench-files-'));
  const { app, services } = await buildApp({
    database,
    secret: randomBytes(32).toString('hex'),
    filesDir,
    logLevel: 'silent',
  });
  try {
    const { rows: found } = (await database.db.execute(
      sql`select c.id, c.company_id as "companyId", u.id as "userId" from customers c join users u on u.company_id = c.company_id and u.role = 'ROLE_ADMIN' order by c.id limit 1`,
    )) as unknown as { rows: { id: number; companyId: number; userId: number }[] };
    const customer = found[0]!;
    (globalThis as { gc?: () => void }).gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    // Buffers live outside the JavaScript heap: at the peak, how much of it they were.
    let externalAtPeak = 0;
    const sampler = setInterval(() => {
      const { rss, external } = process.memoryUsage();
      if (rss > peak) [peak, externalAtPeak] = [rss, external];
    }, 20);
    const started = performance.now();
    const caller = {
      id: customer.userId,
      login: 'admin',
      role: 'ROLE_ADMIN' as const,
      companyId: customer.companyId,
      privileges: [],
    };
    const { importId } = await services.productImport.start(caller, customer.id, {
      buffer: sheet,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
      originalName: 'bench.xlsx',
    });
    let status = await services.productImport.status(customer.companyId, importId);
    while (status.state === 'RUNNING') {
      if (performance.now() - started > deadlineMs)
        throw new Error('the import took longer than the deadline');
      // A console would ask every second or so; 200 ms keeps the measured time close.
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = await services.productImport.status(customer.companyId, importId);
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (status.state !== 'COMPLETED' || status.done !== rows)
      throw new Error(
        `the import ended ${status.state} with ${status.done} products: ${status.reason}`,
      );
    return {
      seconds,
      peakMb: peak / 1e6,
      externalAtPeakMb: externalAtPeak / 1e6,
      baselineMb: baseline / 1e6,
      sheetMb: sheet.length / 1e6,
    };
  } finally {
    await app.close();
    await rm(filesDir, { recursive: true, force: true });
  }
}

/** A child's database, opened from the location the parent made (JSON in argv). */
async function onDatabase<T>(
  locationJson: string,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(JSON.parse(locationJson) as BenchDatabaseLocation);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The first child: migrates and seeds the demo data through the services, as a first start does. */
async function seedChild(locationJson: string) {
  await onDatabase(locationJson, async (database) => {
    const filesDir = await mkdtemp(path.join(tmpdir(), 'veritag-bench-seed-files-'));
    const { app, services } = await buildApp({
      database,
      secret: randomBytes(32).toString('hex'),
      filesDir,
      logLevel: 'silent',
    });
    try {
      await seedDemo(services, 'bench-password-1');
    } finally {
      await app.close();
      await rm(filesDir, { recursive: true, force: true });
    }
  });
}

/** The second child: the server on the seeded database, importing the sheet. */
async function importChild(rows: number, sheetFile: string, locationJson: string) {
  const sheet = await readFile(sheetFile);
  await onDatabase(locationJson, async (database) => {
    const figures = await runCase(rows, sheet, database);
    console.log(JSON.stringify({ ...figures, database: database.kind }));
  });
}

const role = process.argv.indexOf('--child');
if (role > 0) {
  const [kind, ...rest] = process.argv.slice(role + 1);
  if (kind === 'seed') await seedChild(rest[0]!);
  else await importChild(Number(rest[0]), rest[1]!, rest[2]!);
  process.exit(0);
}

/** Runs this file as a child with these arguments; its stdout. */
function runChild(args: string[], what: string): string {
  const run = spawnSync(
    process.execPath,
    [
      ...platformNodeFlags,
      '--expose-gc',
      '--import',
      'tsx',
      import.meta.filename,
      '--child',
      ...args,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1e7 },
  );
  if (run.status !== 0) throw new Error(`${what} failed:\n${run.stdout}`);
  return run.stdout;
}

const figures: Record<string, number> = {};
const targets: Record<string, Target> = {};
const sheets = await mkdtemp(path.join(tmpdir(), 'veritag-bench-sheets-'));
for (const rows of cases) {
  // Made here, not in the child: the server receives a sheet, it does not write one.
  const sheetFile = path.join(sheets, `${rows}.xlsx`);
  await writeFile(sheetFile, await productSheet(rows, rows > 10_000));
  const { location, remove } = await makeBenchDatabase();
  const locationJson = JSON.stringify(location);
  let stdout: string;
  try {
    runChild(['seed', locationJson], `seeding the ${rows}-row case's database`);
    stdout = runChild(['import', String(rows), sheetFile, locationJson], `the ${rows}-row case`);
  } finally {
    await remove();
  }
  const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    seconds: number;
    peakMb: number;
    externalAtPeakMb: number;
    baselineMb: number;
    sheetMb: number;
    database: string;
  };
  const name = `${rows / 1000}k_rows_${result.database}`;
  console.log(
    `${rows} rows on ${result.database}: ${result.seconds.toFixed(1)} s, peak RSS ${result.peakMb.toFixed(0)} MB (before the import ${result.baselineMb.toFixed(0)} MB), sheet ${result.sheetMb.toFixed(1)} MB`,
  );
  figures[`${name}_seconds`] = result.seconds;
  figures[`${name}_peak_rss_mb`] = result.peakMb;
  figures[`${name}_rss_before_mb`] = result.baselineMb;
  figures[`${name}_external_at_peak_mb`] = result.externalAtPeakMb;
  figures[`${name}_sheet_mb`] = result.sheetMb;
  if (rows === 10_000) targets[`${name}_seconds`] = ['<=', 10];
  targets[`${name}_peak_rss_mb`] = ['<=', 300];
}
await rm(sheets, { recursive: true, force: true });
const met = reportResults('import', figures, targets);
process.exit(met ? 0 : 1);
