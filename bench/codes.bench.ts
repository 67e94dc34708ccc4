/**
 * `pnpm bench codes`: 1,000,000 codes issued and committed through the code service (random
 * generation, check characters, COPY in chunks of 100,000 under savepoints), beside a bare
 * COPY of the same rows (the service's own codes, already made) into the same table with the
 * same indexes, in one transaction. Each database runs both twice in alternating order, the
 * table truncated between runs, and the best of each is kept. Runs on PGlite (on disk, as in
 * embedded mode) and on PostgreSQL when it is reachable (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../apps/server/src/db/database';
import { codesService } from '../apps/server/src/modules/codes';
import { postgresTarget } from './support/postgres-target';
import { reportResults, type Target } from './support/results';

const serverRequire = createRequire(
  path.resolve(import.meta.dirname, '../apps/server/package.json'),
);
const { sql } = serverRequire('drizzle-orm') as typeof import('drizzle-orm');
const copyStreams = serverRequire('pg-copy-streams') as typeof import('pg-copy-streams');

const totalCodes = Number(process.env.CODES_COUNT ?? 1_000_000);
const batch = { kind: 'bench', id: 1 };
const columns = 'code, company_id, batch_kind, batch_id, seq';

/** One COPY of every row in one transaction: the floor the service is measured against. */
async function bareCopy(database: Database, rows: string) {
  if (database.kind === 'postgres') {
    const client = await database.pgPool!.connect();
    try {
      await client.query('begin');
      await pipeline(
        Readable.from([rows]),
        client.query(copyStreams.from(`copy codes (${columns}) from stdin`)),
      );
      await client.query('commit');
    } finally {
      client.release();
    }
  } else {
    const pglite = (database.db as unknown as { $client: PGlite }).$client;
    await pglite.transaction((tx) =>
      tx.query(`copy codes (${columns}) from '/dev/blob'`, [], { blob: new Blob([rows]) }),
    );
  }
}

async function measure(database: Database) {
  const [company] = (
    (await database.db.execute(
      sql`insert into companies (name) values ('Bench Co') returning id`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  const service = codesService({ kind: database.kind });
  const timed = async (work: () => Promise<unknown>) => {
    await database.db.execute(sql`truncate codes`);
    const started = performance.now();
    await work();
    return (performance.now() - started) / 1000;
  };
  const issue = () =>
    database.db.transaction((tx) =>
      service.issue(tx, { companyId: company!.id, batch, count: totalCodes }),
    );
  const serviceSeconds = [await timed(issue)];
  let rows = '';
  for await (const chunk of service.codesOf(database.db, batch, { size: 100_000 })) {
    for (const row of chunk)
      rows += `${row.code}\t${company!.id}\t${batch.kind}\t${batch.id}\t${row.seq}\n`;
  }
  const bareSeconds = [
    await timed(() => bareCopy(database, rows)),
    await timed(() => bareCopy(database, rows)),
  ];
  serviceSeconds.push(await timed(issue));
  const [{ count } = { count: 0 }] = (
    (await database.db.execute(
      sql`select count(distinct code)::int as count from codes`,
    )) as unknown as { rows: { count: number }[] }
  ).rows;
  if (count !== totalCodes)
    throw new Error(`the service committed ${count} distinct codes, not ${totalCodes}`);
  return { service: Math.min(...serviceSeconds), bare: Math.min(...bareSeconds) };
}

const figures: Record<string, number> = {};
const targets: Record<string, Target> = {};
const record = (name: string, result: Awaited<ReturnType<typeof measure>>) => {
  figures[`${name}_service_seconds`] = result.service;
  figures[`${name}_bare_copy_seconds`] = result.bare;
  figures[`${name}_ratio_to_bare_copy`] = result.service / result.bare;
  targets[`${name}_ratio_to_bare_copy`] = ['<=', 1.3];
  console.log(
    `${name}: service ${result.service.toFixed(2)} s, bare COPY ${result.bare.toFixed(2)} s, ratio ${(result.service / result.bare).toFixed(2)}`,
  );
};

const postgres = await postgresTarget();
if (typeof postgres === 'string') console.log(`PostgreSQL not measured: ${postgres}`);
else {
  const database = await openDatabase({ url: postgres.url });
  try {
    record('postgres', await measure(database));
  } finally {
    await database.close();
    await postgres.drop();
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'veritag-bench-codes-'));
const pglite = await openDatabase({ dataDir });
try {
  record('pglite', await measure(pglite));
} finally {
  await pglite.close();
  await rm(dataDir, { recursive: true, force: true });
}

process.exit(reportResults('codes', figures, targets) ? 0 : 1);
