import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../apps/server/src/db/database';
import { postgresTarget } from './postgres-target';

/** Where a benchmark's fresh database lives: a PostgreSQL URL or a PGlite folder, which child processes can open in turn. */
export interface BenchDatabaseLocation {
  url?: string;
  dataDir?: string;
}

/**
 * A fresh database: PostgreSQL when one answers (postgresTarget), else PGlite on disk (saying
 * why on stderr), and how to remove it. Open it with openDatabase(location), in this process or a child.
 */
export async function makeBenchDatabase(): Promise<{
  location: BenchDatabaseLocation;
  remove: () => Promise<void>;
}> {
  const postgres = await postgresTarget();
  if (typeof postgres !== 'string')
    return { location: { url: postgres.url }, remove: postgres.drop };
  process.stderr.write(`PostgreSQL not used: ${postgres}\n`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'veritag-bench-pglite-'));
  return { location: { dataDir }, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

/** Runs `work` on a fresh database (makeBenchDatabase); the database is closed and removed afterwards. */
export async function withBenchDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const { location, remove } = await makeBenchDatabase();
  const database = await openDatabase(location);
  try {
    return await work(database);
  } finally {
    await database.close();
    await remove();
  }
}
