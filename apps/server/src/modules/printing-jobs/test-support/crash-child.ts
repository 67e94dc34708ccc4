/**
 * The process crash.test.ts kills: builds the whole app on a PGlite data folder, its files
 * folder and a drop folder. With --setup it makes a company and a printing job of
 * `crashRows` rows in `crashParts` job files, waits for them, and sends it to the drop folder;
 * every start then works the delivery, prints `at N` (files sent) as it goes and, when the
 * delivery is over, `finished <printing status>` and exits by itself.
 *   node --import tsx crash-child.ts <data dir> <files dir> <drop dir> [--setup]
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../app';
import { openDatabase } from '../../../db/database';
import { watchEveryMs } from '../../../test-support/crash-children';

export const crashParts = 200;
export const crashRows = 2_000;
const secret = 'crash-test-secret-crash-test-secret-0123456789';
const timing = {
  pollMs: 50,
  heartbeatMs: 100,
  staleAfterMs: 800,
  sweepMs: 200,
  progressMs: 50,
  stopGraceMs: 1000,
};

/** The crash job's CSV: `crashRows` numbered rows under a header. */
export const crashCsv = () =>
  Buffer.from(
    ['serial,code', ...Array.from({ length: crashRows }, (_, i) => `SN-${i + 1},K${i + 1}`)].join(
      '\r\n',
    ) + '\r\n',
  );

const [dataDir = '', filesDir = '', dropDir = '', flag] = process.argv.slice(2);
if (import.meta.url === `file://${process.argv[1]}`) await main();

async function main() {
  const database = await openDatabase({ dataDir });
  const { app, services } = await buildApp({
    database,
    secret,
    filesDir,
    printingDropDir: dropDir,
    logLevel: 'silent',
    jobTiming: timing,
  });
  const read = async () =>
    (
      (await database.db
        .execute(sql`select id, printing_status as status, (select count(*)::int from printing_job_files f where f.job_id = j.id and f.sent_to is not null) as sent,
      (select state from job_runs r where r.id = j.delivery_run_id) as run from printing_jobs j order by id desc limit 1`)) as unknown as {
        rows: { id: number; status: string; sent: number; run: string | null }[];
      }
    ).rows[0];
  if (flag === '--setup') {
    const company = await services.companies.create({ name: 'Crash Printing Co' });
    const caller = {
      id: 1,
      login: 'crash',
      role: 'ROLE_ADMIN' as const,
      companyId: company.id,
      privileges: [],
    };
    const upload = {
      buffer: crashCsv(),
      contentType: 'text/csv',
      extension: 'csv',
      originalName: 'crash.csv',
    };
    const job = await services.printingJobs.create(
      caller,
      company.id,
      { noOfJob: crashParts, destination: undefined },
      upload,
    );
    while ((await services.printingJobs.one(company.id, job.id)).status !== 'COMPLETED')
      await new Promise((resolve) => setTimeout(resolve, watchEveryMs));
    await services.printingJobs.send(company.id, job.id);
  }
  process.stdout.write(`resumes at ${(await read())?.sent ?? 0}\n`);
  for (let now = await read(); now && now.run === 'RUNNING'; now = await read()) {
    process.stdout.write(`at ${now.sent}\n`);
    await new Promise((resolve) => setTimeout(resolve, watchEveryMs));
  }
  const end = await read();
  await app.close();
  await database.close();
  process.stdout.write(`finished ${end?.status} ${end?.run}\n`);
}
