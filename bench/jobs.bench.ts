/**
 * `pnpm bench jobs`: does the API stay responsive while a big job runs in the same process?
 * A job generates 1,000,000 random codes (crypto random bytes) and inserts them into a table
 * with a unique index, in steps of 2,000 (each step one transaction with its checkpoint),
 * while 4 clients in another process call GET /api/health over loopback in a bounded loop.
 * On PGlite every statement runs on the main thread, so the steps are what lets requests in
 * between: a step should take a few tens of milliseconds at most.
 * Runs on PGlite (on disk, as embedded mode) and on PostgreSQL when it is reachable
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app';
import { openDatabase, type Database } from '../apps/server/src/db/database';
import { defineJob, startJobRuntime } from '../apps/server/src/platform/jobs';
import { postgresTarget } from './support/postgres-target';
import { reportResults } from './support/results';

// The server's dependencies, not the root's: loaded from the server package.
const serverRequire = createRequire(
  path.resolve(import.meta.dirname, '../apps/server/package.json'),
);
const v = serverRequire('valibot') as typeof import('valibot');
const { sql } = serverRequire('drizzle-orm') as typeof import('drizzle-orm');

const totalCodes = 1_000_000;
const codesPerStep = 2_000;
const clients = 4;
const pauseBetweenCallsMs = 5;
const maxCallsPerClient = 100_000;
const jobDeadlineMs = 5 * 60_000;

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 characters of 5 random bits each (80 bits), from one randomBytes call per step. */
function randomCodes(count: number): string[] {
  const bytes = randomBytes(count * 16);
  const codes = new Array<string>(count);
  for (let i = 0; i < count; i++) {
    let code = '';
    for (let j = 0; j < 16; j++) code += alphabet[bytes[i * 16 + j]! & 31];
    codes[i] = code;
  }
  return codes;
}

const benchCodes = defineJob({
  name: 'bench.codes',
  input: v.object({ total: v.number(), perStep: v.number() }),
  checkpoint: v.object({ inserted: v.number() }),
  writes: 'bench_codes rows (a bench-only table with a unique index)',
  resumes:
    'from checkpoint.inserted; each step inserts its codes and moves the checkpoint in one transaction',
  failedReason: 'The benchmark codes could not be made',
  retries: { limit: 0, delaySeconds: 0, backoff: false },
  async run(ctx, { total, perStep }) {
    for (let inserted = ctx.checkpoint?.inserted ?? 0; inserted < total;) {
      const count = Math.min(perStep, total - inserted);
      await ctx.step(
        { checkpoint: { inserted: inserted + count }, done: inserted + count, total },
        async (tx) => {
          // A collision of 80 random bits is not expected, but a unique index is the rule: top up.
          for (let missing = count; missing > 0;) {
            const { rows } = (await tx.execute(
              sql`with added as (insert into bench_codes (code) select unnest(${sql.param(randomCodes(missing))}::text[]) on conflict do nothing returning 1) select count(*)::int as n from added`,
            )) as unknown as { rows: { n: number }[] };
            missing -= rows[0]!.n;
          }
        },
      );
      inserted += count;
    }
  },
});

/** The probe process (support/latency-probe.mjs): started, told `go` after a warm-up, then `stop`. */
function startProbe(port: number) {
  const probe = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, 'support/latency-probe.mjs'),
      String(port),
      '/api/health',
      String(clients),
      String(pauseBetweenCallsMs),
      String(maxCallsPerClient),
    ],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  let output = '';
  probe.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const result = new Promise<{ calls: number; p50: number; p99: number; max: number }>(
    (resolve, reject) =>
      probe.once('exit', (code) =>
        code === 0
          ? resolve(JSON.parse(output))
          : reject(new Error(`the probe ended with ${code}`)),
      ),
  );
  let stopped = false;
  return {
    go: () => probe.stdin.write('go\n'),
    stop: () => {
      if (!stopped) probe.stdin.end('stop\n');
      stopped = true;
      return result;
    },
  };
}

async function runOn(
  database: Database,
): Promise<{ p50: number; p99: number; max: number; jobSeconds: number; calls: number }> {
  await database.db.execute(
    sql`create table bench_codes (code text not null, constraint bench_codes_code_key unique (code))`,
  );
  const filesDir = await mkdtemp(path.join(tmpdir(), 'veritag-bench-files-'));
  const { app } = await buildApp({
    database,
    secret: randomBytes(32).toString('hex'),
    filesDir,
    logLevel: 'silent',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const jobs = await startJobRuntime({ database, role: 'all', kinds: [benchCodes], log: app.log });
  const probe = startProbe(port);
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    probe.go();
    const started = performance.now();
    const runId = await jobs.queue(benchCodes, { total: totalCodes, perStep: codesPerStep });
    for (
      let status = await jobs.runStatus(runId);
      status?.state === 'RUNNING';
      status = await jobs.runStatus(runId)
    ) {
      if (performance.now() - started > jobDeadlineMs)
        throw new Error('The job took longer than the deadline');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const jobSeconds = (performance.now() - started) / 1000;
    const latency = await probe.stop();
    const status = await jobs.runStatus(runId);
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as n from bench_codes`,
    )) as unknown as { rows: { n: number }[] };
    if (status?.state !== 'COMPLETED' || rows[0]!.n !== totalCodes)
      throw new Error(`The job ended ${status?.state} with ${rows[0]!.n} codes`);
    return { ...latency, jobSeconds };
  } finally {
    await probe.stop().catch(() => undefined);
    await jobs.stop();
    await app.close();
    await rm(filesDir, { recursive: true, force: true });
  }
}

const figures: Record<string, number> = {};
const dataDir = await mkdtemp(path.join(tmpdir(), 'veritag-bench-pglite-'));
try {
  const database = await openDatabase({ dataDir });
  const r = await runOn(database).finally(() => database.close());
  Object.assign(figures, {
    p99_ms_pglite: r.p99,
    p50_ms_pglite: r.p50,
    max_ms_pglite: r.max,
    job_s_pglite: r.jobSeconds,
    calls_pglite: r.calls,
  });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
const postgres = await postgresTarget();
if (typeof postgres === 'string') {
  console.log(`PostgreSQL part skipped: ${postgres}`);
} else {
  try {
    const database = await openDatabase({ url: postgres.url });
    const r = await runOn(database).finally(() => database.close());
    Object.assign(figures, {
      p99_ms_postgres: r.p99,
      p50_ms_postgres: r.p50,
      max_ms_postgres: r.max,
      job_s_postgres: r.jobSeconds,
      calls_postgres: r.calls,
    });
  } finally {
    await postgres.drop();
  }
}
const met = reportResults('jobs', figures, {
  p99_ms_pglite: ['<=', 100],
  p99_ms_postgres: ['<=', 100],
});
process.exit(met ? 0 : 1);
