/**
 * The process crash.test.ts kills: opens the database it is given (a PGlite data folder or a
 * PostgreSQL URL), works `crash.steps` and prints `working` once a step of its own has
 * committed. When the run is over it prints `finished STATE`, stops and exits by itself
 * (a timer left running would keep it alive and fail the test).
 *   node --import tsx crash-child.ts <data dir | postgres url> [--queue]
 */
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../db/database';
import { defineJob } from '../define-job';
import { startJobRuntime } from '../job-runtime';
import { capturingLog } from './capturing-log';
import { sleep } from './fast-jobs';

const crashSteps = 200;
const [target = '', flag] = process.argv.slice(2);
const database = await openDatabase(
  target.startsWith('postgres') ? { url: target } : { dataDir: target },
);
await database.db.execute(sql`create table if not exists crash_steps (step integer not null)`);

let announced = false;
const steps = defineJob({
  name: 'crash.steps',
  input: v.object({ steps: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  checkpoint: v.object({ next: v.number() }),
  writes: 'one crash_steps row per step (no unique index: a repeated step would show)',
  resumes: 'from checkpoint.next; a step and its checkpoint commit together',
  failedReason: 'The crash test job could not be finished',
  retries: { limit: 20, delaySeconds: 0, backoff: false },
  async run(ctx, input) {
    for (let n = ctx.checkpoint?.next ?? 0; n < input.steps; n++) {
      await ctx.step(
        { checkpoint: { next: n + 1 }, done: n + 1, total: input.steps },
        async (tx) => {
          await tx.execute(sql`insert into crash_steps values (${n})`);
          // Inside the transaction, so that many kills land while one is open.
          await sleep(10);
        },
      );
      if (!announced) process.stdout.write('working\n');
      announced = true;
    }
  },
});

const { log, entries } = capturingLog();
const timing = {
  pollMs: 50,
  heartbeatMs: 100,
  staleAfterMs: 800,
  sweepMs: 200,
  progressMs: 100,
  stopGraceMs: 1000,
};
const jobs = await startJobRuntime({ database, role: 'worker', kinds: [steps], log, timing });
const owner = { owner: 'crashTest', ownerId: 1 };
if (flag === '--queue' && !(await jobs.statusOf(owner.owner, owner.ownerId)))
  await jobs.queue(steps, { steps: crashSteps }, { owner });

let status = await jobs.statusOf(owner.owner, owner.ownerId);
while (status?.state === 'RUNNING') {
  await sleep(50);
  status = await jobs.statusOf(owner.owner, owner.ownerId);
}
await jobs.stop();
await database.close();
for (const entry of entries.filter((e) => e.level === 'error'))
  process.stderr.write(`${entry.message} ${String(entry.data.err ?? '')}\n`);
process.stdout.write(`finished ${status?.state ?? 'none'}\n`);
