/**
 * The 100,000-label job of `pnpm bench labels`, in its own process: the whole platform (the
 * server's app, the demo seed with its designed template) on PostgreSQL when one answers
 * (BENCH_DATABASE_URL, TEST_DATABASE_URL or the local test server), else on PGlite on disk,
 * then one token batch generated through the service and its durable job: codes issued in
 * checkpointed steps, the PDF, the two CSVs and the manifest streamed into storage. Reported:
 * the time from the request to COMPLETED, and the process's peak RSS (sampled every 20 ms)
 * against its RSS before the request. Prints one line of JSON.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import type { Database } from '../../apps/server/src/db/database';
import { seedDemo } from '../../apps/server/src/seed/demo-seed';
import { withBenchDatabase } from './bench-database';

const serverRequire = createRequire(
  path.resolve(import.meta.dirname, '../../apps/server/package.json'),
);
const { sql } = serverRequire('drizzle-orm') as typeof import('drizzle-orm');
const quantity = Number(process.argv[2] ?? 100_000);
const deadlineMs = 10 * 60_000;

async function generate(database: Database) {
  const filesDir = await mkdtemp(path.join(tmpdir(), 'veritag-bench-files-'));
  const { app, services } = await buildApp({
    database,
    secret: randomBytes(32).toString('hex'),
    filesDir,
    logLevel: 'silent',
  });
  try {
    await seedDemo(services, 'bench-password-1');
    const { rows } = (await database.db.execute(
      sql`select t.id as "templateId", u.id as "userId", u.company_id as "companyId" from templates t join users u on u.company_id = t.company_id and u.role = 'ROLE_ADMIN' order by t.id limit 1`,
    )) as unknown as { rows: { templateId: number; userId: number; companyId: number }[] };
    const { templateId, userId, companyId } = rows[0]!;
    const caller = {
      id: userId,
      login: 'admin',
      role: 'ROLE_ADMIN' as const,
      companyId,
      privileges: [],
    };
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    let batch = await services.templateHistories.generate(
      caller,
      { templateId, quantity },
      undefined,
    );
    while (batch.status === 'RUNNING') {
      if (performance.now() - started > deadlineMs)
        throw new Error('the batch took longer than the deadline');
      await new Promise((resolve) => setTimeout(resolve, 200));
      batch = await services.templateHistories.one(companyId, batch.id);
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (batch.status !== 'COMPLETED')
      throw new Error(`the batch ended ${batch.status}: ${batch.reason ?? ''}`);
    const pdfBytes =
      batch.files
        ?.filter((file) => file.kind === 'pdf')
        .reduce((sum, file) => sum + file.bytes, 0) ?? 0;
    return {
      labels: quantity,
      seconds,
      peakMb: peak / 1e6,
      baselineMb: baseline / 1e6,
      pdfMb: pdfBytes / 1e6,
    };
  } finally {
    await app.close();
    await rm(filesDir, { recursive: true, force: true });
  }
}

console.log(
  JSON.stringify(
    await withBenchDatabase(async (database) => ({
      ...(await generate(database)),
      database: database.kind,
    })),
  ),
);
process.exit(0);
