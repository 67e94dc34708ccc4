/**
 * The process crash.test.ts kills: builds the whole app on the database it is given (a PGlite data
 * folder or a PostgreSQL URL) and its files folder. With --setup it seeds the demo (unless
 * --seeded: a copy of the run's template), uploads a pack list of `crashPacks` packs of
 * `crashPackSize` and asks for its token file in small steps; every start then works the file's
 * job, prints `working` once it has taken the run over, `at N` as it goes (codes issued, then rows
 * written past them), and, when the run is over, `finished STATE` and exits by itself.
 *   node --import tsx crash-child.ts <data dir | postgres url> <files dir> [--setup [--seeded]]
 */
import { desc, sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../../../app';
import { openDatabase } from '../../../db/database';
import { seedDemo } from '../../../seed/demo-seed';
import { tokenData } from '../token-data.table';
import { watchEveryMs } from '../../../test-support/crash-children';

export const crashPacks = 300;
export const crashPackSize = 20;
export const crashSecret = 'crash-test-secret-crash-test-secret-0123456789';
export const crashTiming = {
  pollMs: 50,
  heartbeatMs: 100,
  staleAfterMs: 800,
  sweepMs: 200,
  progressMs: 50,
  stopGraceMs: 1000,
};

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
  });
  const db = database.db;
  const rows = async (query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  if (setup) {
    if (!seeded) await seedDemo(services, 'demo-pass-1');
    const [admin] = await rows(sql`select id, company_id from users where login = 'admin'`);
    const companyId = Number(admin!.company_id);
    const caller = {
      id: Number(admin!.id),
      login: 'admin',
      role: 'ROLE_ADMIN' as const,
      companyId,
      privileges: [],
    };
    const [plant] = await services.plants.names(companyId);
    const csv = [
      'pack',
      ...Array.from({ length: crashPacks }, (_, index) => `CRASH-${index + 1}`),
    ].join('\r\n');
    const upload = {
      buffer: Buffer.from(csv),
      contentType: 'text/csv',
      extension: 'csv',
      originalName: 'crash-packs.csv',
    };
    const created = await services.tokenData.create(
      caller,
      {
        plant: plant!.id,
        poNumber: 'PO-CRASH',
        validUpto: '5 Years',
        matnr: { color: 'Red', tokenType: 'Normal', packSize: crashPackSize },
      },
      upload,
    );
    await services.tokenData.generateFile(caller, created.id, {
      codesPerStep: 100,
      rowsPerRead: 10,
    });
  }
  // The crash file is the newest: the demo seed makes one of its own first.
  const [file] = await db
    .select({ id: tokenData.id })
    .from(tokenData)
    .orderBy(desc(tokenData.id))
    .limit(1);
  const id = file!.id;
  const runOf = sql`from job_runs where owner = 'tokenData' and owner_id = ${String(id)} order by created_at desc limit 1`;
  const read = async () =>
    (
      await rows(
        sql`select (select codes_issued from token_data where id = ${id}) as issued, (select attempt ${runOf}) as attempt, (select done ${runOf}) as done`,
      )
    )[0] as {
      issued: number;
      attempt: number;
      done: number;
    };
  /** How far the file is, growing as it goes: codes issued, then rows written past them. */
  const stageOf = (at: { issued: number; done: number }) =>
    Math.max(Number(at.issued), Number(at.done ?? 0));
  const resume = await read();
  process.stdout.write(
    `resumes at issued=${resume.issued} done=${resume.done ?? 0} (stage ${stageOf(resume)})\n`,
  );
  // 'working' once this process has taken the run over (after the retry delay), so a kill lands in its work.
  const taken = setup ? 0 : Number(resume.attempt);
  for (
    let now = resume;
    Number(now.attempt) <= taken && (await jobs.statusOf('tokenData', id))?.state === 'RUNNING';
    now = await read()
  ) {
    await new Promise((resolve) => setTimeout(resolve, watchEveryMs));
  }
  process.stdout.write('working\n');
  let status = await jobs.statusOf('tokenData', id);
  while (status?.state === 'RUNNING') {
    await new Promise((resolve) => setTimeout(resolve, watchEveryMs));
    process.stdout.write(`at ${stageOf(await read())}\n`);
    status = await jobs.statusOf('tokenData', id);
  }
  await app.close();
  await database.close();
  process.stdout.write(
    `finished ${status?.state ?? 'none'}${status?.reason ? ` ${status.reason}` : ''}\n`,
  );
}
