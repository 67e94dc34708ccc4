/**
 * `pnpm bench scans` (decision 0262): the scan endpoint (GET /v/{code}: spend the client's public
 * limits (decision 0349: each request from its own address, as behind a load balancer), look the
 * code up, apply the rules, store the scan with its session) under load from a second process on
 * loopback, beside the peer measured in the same run on the same database: a bare Fastify handler
 * that only looks the code up and inserts the scan row. Per database (PGlite always, PostgreSQL
 * when one answers): requests per second as a ratio of the peer's, p99, and acknowledged scans
 * missing from the table afterwards (read after the servers closed the database).
 *
 * The two handlers take turns in slices (bare, scan, scan, bare, ...), and each one's slices are
 * pooled: on a shared 2-core machine the load of other work drifts within a minute, and one
 * long run of each put that drift into the ratio.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/db/database';
import { postgresTarget } from './support/postgres-target';
import { reportResults, type Target } from './support/results';
import { pooled, runLoad, sliceOrder, startScanServers, type Load } from './support/scan-slices';

const here = path.dirname(fileURLToPath(import.meta.url));
// The server's dependencies, not the root's: loaded from the server package.
const serverRequire = createRequire(path.resolve(here, '../apps/server/package.json'));
const { sql } = serverRequire('drizzle-orm') as typeof import('drizzle-orm');

async function measure(
  mode: 'pglite' | 'postgres',
  location: { url?: string; dataDir?: string },
  work: string,
) {
  const codesFile = path.join(work, `${mode}-codes.txt`);
  const { realPort, barePort, stop } = await startScanServers(location, codesFile);
  const slices: Record<'bare' | 'real', Load[]> = { bare: [], real: [] };
  const idsFiles: string[] = [];
  for (const [i, kind] of sliceOrder.entries()) {
    idsFiles.push(path.join(work, `${mode}-${kind}-${i}-ids.txt`));
    slices[kind].push(
      await runLoad(
        kind === 'bare' ? barePort : realPort,
        kind === 'bare' ? '/bare/' : '/v/',
        codesFile,
        idsFiles.at(-1)!,
      ),
    );
  }
  await stop();
  const [bare, real] = [pooled(slices.bare), pooled(slices.real)];

  // Every acknowledged id, read back from the database the servers closed.
  const acknowledged = idsFiles.flatMap((file) =>
    readFileSync(file, 'utf8').split('\n').filter(Boolean).map(Number),
  );
  const database = await openDatabase(location);
  const [{ found }] = (
    (await database.db.execute(
      sql`select count(*)::int as found from scans where id = any(${`{${acknowledged.join(',')}}`}::bigint[])`,
    )) as unknown as { rows: { found: number }[] }
  ).rows as [{ found: number }];
  await database.close();
  console.log(
    `${mode}: bare ${bare.rps.toFixed(0)} requests/s (p99 ${bare.p99.toFixed(1)} ms), scan endpoint ${real.rps.toFixed(0)} requests/s (p99 ${real.p99.toFixed(1)} ms), ${acknowledged.length} acknowledged`,
  );
  return { bare, real, lost: acknowledged.length - found, errors: bare.errors + real.errors };
}

const work = await mkdtemp(path.join(tmpdir(), 'veritag-bench-scans-'));
const figures: Record<string, number> = {};
const targets: Record<string, Target> = {};
try {
  const pgliteDir = path.join(work, 'pglite');
  const modes: ['pglite' | 'postgres', { url?: string; dataDir?: string }, number][] = [
    ['pglite', { dataDir: pgliteDir }, 40],
  ];
  const postgres = await postgresTarget();
  if (typeof postgres === 'string') process.stderr.write(`PostgreSQL part skipped: ${postgres}\n`);
  else modes.push(['postgres', { url: postgres.url }, 15]);
  try {
    for (const [mode, location, p99Target] of modes) {
      const { bare, real, lost, errors } = await measure(mode, location, work);
      Object.assign(figures, {
        [`${mode}-bare-rps`]: bare.rps,
        [`${mode}-scan-rps`]: real.rps,
        [`${mode}-rps-ratio`]: real.rps / bare.rps,
        [`${mode}-bare-p99-ms`]: bare.p99,
        [`${mode}-scan-p99-ms`]: real.p99,
        [`${mode}-lost-scans`]: lost,
        [`${mode}-errors`]: errors,
      });
      Object.assign(targets, {
        [`${mode}-rps-ratio`]: ['>=', 0.8],
        [`${mode}-scan-p99-ms`]: ['<=', p99Target],
        [`${mode}-lost-scans`]: ['<=', 0],
        [`${mode}-errors`]: ['<=', 0],
      });
    }
  } finally {
    if (typeof postgres !== 'string') await postgres.drop();
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
process.exit(reportResults('scans', figures, targets) ? 0 : 1);
