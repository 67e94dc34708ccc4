/**
 * The process crash.test.ts kills: builds the whole app on the database it is given (a PGlite data
 * folder or a PostgreSQL URL) and its files folder. With --setup it seeds the demo (unless
 * --seeded: a copy of the run's template) and generates one batch of `crashQuantity` labels in
 * small steps; every start then works the batch's job, prints `working` once its job runtime is
 * up, and, when the batch's run is over, `finished STATE` and exits by itself.
 *   node --import tsx crash-child.ts <data dir | postgres url> <files dir> [--setup [--seeded]]
 */
import { desc, sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../../../app';
import { openDatabase } from '../../../db/database';
import { seedDemo } from '../../../seed/demo-seed';
import { crashSecret, crashTiming, watchEveryMs } from '../../../test-support/crash-children';
import { templateHistories } from '../template-histories.table';

export const crashQuantity = 3_000;
export const crashCodesPerStep = 100;

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
  if (setup) {
    if (!seeded) await seedDemo(services, 'demo-pass-1');
    const rows = async (query: SQL) =>
      ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [admin] = await rows(sql`select id, company_id from users where login = 'admin'`);
    const [template] = await rows(sql`select id from templates order by id limit 1`);
    const caller = {
      id: Number(admin!.id),
      login: 'admin',
      role: 'ROLE_ADMIN' as const,
      companyId: Number(admin!.company_id),
      privileges: [],
    };
    const templateId = Number(template!.id);
    await services.templateHistories.generate(
      caller,
      { templateId, quantity: crashQuantity, labelsPerFile: 500 },
      undefined,
      { codesPerStep: crashCodesPerStep },
    );
  }
  // The crash batch is the newest: the demo seed makes a batch of its own first.
  const [batch] = await db
    .select({ id: templateHistories.id })
    .from(templateHistories)
    .orderBy(desc(templateHistories.id))
    .limit(1);
  const runOf = sql`from job_runs where owner = 'templateHistory' and owner_id = ${String(batch!.id)}`;
  // Where this start resumes: what the previous, killed, process had committed.
  const read = async () =>
    (
      (await db.execute(
        sql`select (select (checkpoint->>'issued')::int ${runOf}) as issued, (select count(*)::int from template_history_files where batch_id = ${batch!.id}) as files, (select attempt ${runOf}) as attempt, (select done ${runOf}) as done`,
      )) as unknown as {
        rows: { issued: number | null; files: number; attempt: number; done: number }[];
      }
    ).rows[0]!;
  /** How far the batch is, growing as it goes: codes issued, labels rendered, files recorded. */
  const stageOf = (at: { issued: number | null; files: number; done: number }) =>
    (at.issued ?? 0) + (at.done ?? 0) + at.files * 100;
  const resume = await read();
  process.stdout.write(
    `resumes at issued=${resume.issued ?? 0} files=${resume.files} (stage ${stageOf(resume)})\n`,
  );
  // 'working' once this process has taken the run over (after the retry delay), so a kill lands in its work.
  const taken = setup ? 0 : resume.attempt;
  for (
    let now = resume;
    now.attempt <= taken &&
    (await jobs.statusOf('templateHistory', batch!.id))?.state === 'RUNNING';
    now = await read()
  ) {
    await new Promise((resolve) => setTimeout(resolve, watchEveryMs));
  }
  process.stdout.write('working\n');
  let status = await jobs.statusOf('templateHistory', batch!.id);
  while (status?.state === 'RUNNING') {
    await new Promise((resolve) => setTimeout(resolve, watchEveryMs));
    process.stdout.write(`at ${stageOf(await read())}\n`);
    status = await jobs.statusOf('templateHistory', batch!.id);
  }
  await app.close();
  await database.close();
  process.stdout.write(
    `finished ${status?.state ?? 'none'}${status?.reason ? ` ${status.reason}` : ''}\n`,
  );
}
