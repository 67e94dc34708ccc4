import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../apps/server/src/db/database';
import { postgresTarget } from './postgres-target';

/**
 * Runs `work` on a fresh database: PostgreSQL when one answers (postgresTarget), else PGlite on
 * disk (saying why on stderr); the database is closed and removed afterwards.
 */
export async function withBenchDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const postgres = await postgresTarget();
  let database: Database;
  let remove: () => Promise<void>;
  if (typeof postgres === 'string') {
    process.stderr.write(`PostgreSQL not used: ${postgres}\n`);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'veritag-bench-pglite-'));
    database = await openDatabase({ dataDir });
    remove = () => rm(dataDir, { recursive: true, force: true });
  } else {
    database = await openDatabase({ url: postgres.url });
    remove = postgres.drop;
  }
  try {
    return await work(database);
  } finally {
    await database.close();
    await remove();
  }
}
