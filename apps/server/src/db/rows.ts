import type { SQL } from 'drizzle-orm';
import type { Db } from './database';

/** The rows of a raw query, whichever driver runs it (PGlite and node-postgres both reply `rows`). */
export const rowsOf = async <Row = Record<string, unknown>>(db: Db, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
