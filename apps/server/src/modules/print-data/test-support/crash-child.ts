/**
 * The process crash.test.ts kills: builds the whole app on the database it is given (a PGlite data
 * folder or a PostgreSQL URL) and its files folder. With --setup it seeds the demo (unless
 * --seeded: a copy of the run's template), saves a print run of `crashQuantity` codes and starts
 * its generation in small steps; every start then works the run's job, prints `working` once it
 * has taken the run over, its stage as it goes, and `finished STATE` when the run is over.
 *   node --import tsx crash-child.ts <data dir | postgres url> <files dir> [--setup [--seeded]]
 */
import { desc, sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../../../app';
import { openDatabase } from '../../../db/database';
import { seedDemo } from '../../../seed/demo-seed';
import { crashSecret, crashTiming, watchEveryMs } from '../../../test-support/crash-children';
import { printData } from '../print-data.table';

export const crashQuantity = 3_000;
export const crashCodesPerStep = 50;

const [target = '', filesDir = '', ...flags] = process.argv.slice(2);
const setup = flags.includes('--setup');
/** The database is a copy of the test run's demo template (crashTarget): no seed to make. */
const seeded = flags.includes('--seeded');
if (import.meta.url === `file://${process.argv[1]}`) await main();

async function main() {
  const database = await openDatabase(
    target.startsWith('postgres') ? { url: target } : { dataDir: target },
  );
  const { app, services, jobs } = await buildApp({
    database,
    secret: crashSecret,
    filesDir,
    logLevel: 'silent',
    jobTiming: crashTiming,
    publicBaseUrl: 'https://crash.example.com',
  });
  const db = database.db;
  const rows = async (query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  if (setup) {
    if (!seeded) await seedDemo(services, 'demo-pass-1');
    const [admin] = await rows(sql`select id, company_id from users where login = 'admin'`);
    const [plant] = await rows(
      sql`select p.id, p.customer_id, pp.product_id from plants p join plant_products pp on pp.plant_id = p.id where p.name = 'Pune Labels Plant' order by pp.id limit 1`,
    );
    const [vendor] = await rows(sql`select id from vendors order by id limit 1`);
    const caller = {
      id: Number(admin!.id),
      login: 'admin',
      role: 'ROLE_ADMIN' as const,
      companyId: Number(admin!.company_id),
      privileges: [],
    };
    const run = await services.printData.runs.create(
      caller,
      {
        client: Number(plant!.customer_id),
        plant: Number(plant!.id),
        product: Number(plant!.product_id),
        vendor: Number(vendor!.id),
        month: 'Nov',
        year: 2026,
        codeType: 'Alphanumeric',
        digit: 12,
        quantity: crashQuantity,
        up: 2,
        productSerialNumber: 'LOT-CRASH',
        remark: '',
        isMicrosite: false,
      },
      undefined,
    );
    await services.printData.runs.generate(caller, run.id, 'file', {
      codesPerStep: crashCodesPerStep,
    });
  }
  const [run] = await db
    .select({ id: printData.id })
    .from(printData)
    .orderBy(desc(printData.id))
    .limit(1);
  const runOf = sql`from job_runs where owner = 'printData' and owner_id = ${String(run!.id)}`;
  const read = async () =>
    (
      await rows(
        sql`select (select (checkpoint->>'issued')::int ${runOf}) as issued, (select count(*)::int from print_data_files where print_data_id = ${run!.id}) as files, (select attempt ${runOf}) as attempt`,
      )
    )[0] as { issued: number | null; files: number; attempt: number };
  /** How far the run is, growing as it goes: codes issued, files recorded. */
  const stageOf = (at: { issued: number | null; files: number }) =>
    (at.issued ?? 0) + at.files * 100;
  const resume = await read();
  process.stdout.write(
    `resumes at issued=${resume.issued ?? 0} files=${resume.files} (stage ${stageOf(resume)})\n`,
  );
  const taken = setup ? 0 : resume.attempt;
  for (
    let now = resume;
    now.attempt <= taken && (await jobs.statusOf('printData', run!.id))?.state === 'RUNNING';
    now = await read()
  ) {
    await new Promise((resolve) => setTimeout(resolve, watchEveryMs));
  }
  process.stdout.write('working\n');
  let status = await jobs.statusOf('printData', run!.id);
  while (status?.state === 'RUNNING') {
    await new Promise((resolve) => setTimeout(resolve, watchEveryMs));
    process.stdout.write(`at ${stageOf(await read())}\n`);
    status = await jobs.statusOf('printData', run!.id);
  }
  await app.close();
  await database.close();
  process.stdout.write(
    `finished ${status?.state ?? 'none'}${status?.reason ? ` ${status.reason}` : ''}\n`,
  );
}
