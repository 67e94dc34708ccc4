import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';

/**
 * Queries go through drizzle's query builder with each module's own tables; the relational
 * `db.query` API is not used, so the handle carries no schema (a module cannot reach another
 * module's tables through it either).
 */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The node-postgres pool behind `db` with DATABASE_URL, for stores that speak pg (rate limits). */
  pgPool?: Pool;
  close(): Promise<void>;
}

export const committedMigrations = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/**
 * node-postgres when a URL is given, otherwise embedded PGlite in `dataDir` (or in memory
 * when `dataDir` is undefined, as tests do). Both run the same committed migrations.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /**
   * Starting from this PGlite dumpDataDir tarball (the test suite's migrated and seeded
   * template): in memory, or in `dataDir` when that folder is new.
   */
  loadDataDir?: Blob;
  /** Another folder of migrations: a migration's test first runs only those before it. */
  migrationsFolder?: string;
}): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? committedMigrations;
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection dropped by the server (a restart, a failover) is an 'error' event;
    // unheard, it ends the process. The pool replaces the connection on the next query.
    pool.on('error', (error) =>
      process.stderr.write(`[database] idle connection lost: ${error.message}\n`),
    );
    const db = drizzle(pool);
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', pgPool: pool, close: () => endPool(pool) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // Contrib modules PGlite loads: pg_trgm for the list columns' trigram indexes, pgcrypto for
  // the random bytes of migration 0023 (a database holding an extension needs it at every open).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { pgcrypto } = await import('@electric-sql/pglite/contrib/pgcrypto');
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const extensions = { pg_trgm, pgcrypto };
  const client = options.dataDir
    ? new PGlite(options.dataDir, { extensions, loadDataDir: options.loadDataDir })
    : new PGlite({ loadDataDir: options.loadDataDir, extensions });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/**
 * pool.end() resolves as soon as it has asked its clients to close, not when they have. A
 * connection still closing can then be cut by the server (a test database dropped right
 * after), and the pool re-emits that error with nobody listening: an uncaught exception.
 * So closing waits for every client to be gone.
 */
async function endPool(pool: Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      if (--open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

/** PostgreSQL's error codes for a unique violation and for a reference that blocks a change. */
export const pgErrorCode = (error: unknown): string | undefined => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
};
export const uniqueViolation = '23505';
export const foreignKeyViolation = '23503';
/** ON DELETE RESTRICT reports this rather than 23503. */
export const restrictViolation = '23001';
export const isReferenceViolation = (error: unknown) =>
  [foreignKeyViolation, restrictViolation].includes(pgErrorCode(error) ?? '');
