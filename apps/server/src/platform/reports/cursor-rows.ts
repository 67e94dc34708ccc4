import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { ReportRow } from './report-spec';

/** The report's rows and the order that pages them. */
export interface ReportQuery {
  /** A SELECT without ORDER BY or LIMIT: it is wrapped, ordered by `orderBy` and read in batches. */
  select: SQL;
  /**
   * Output columns of `select` that are unique together and never null, e.g. ['created_at', 'id'].
   * On PGlite each batch starts after the last row's key, so an index on them keeps batches cheap.
   */
  orderBy: readonly string[];
}

/** What cursorRows needs of the app's database; `Database` from src/db/database.ts fits. */
export interface ReportDatabase {
  db: { execute(query: SQL): PromiseLike<unknown> };
  pgPool?: Pool;
}

/**
 * Reads a report's rows in batches of `batchSize`, yielding to the event loop between batches.
 * PostgreSQL: a pg-cursor on one pooled connection, so the rows come from one snapshot.
 * PGlite: keyset pages, one short query per batch, because PGlite is a single connection that
 * every request shares: a cursor needs a transaction, and a transaction held open while a slow
 * client downloads would queue every other query of the app behind it. The price: rows written
 * during the download may or may not appear. Temporal values come back as PostgreSQL's text on
 * both databases, as drizzle returns them.
 */
export function cursorRows(
  database: ReportDatabase,
  query: ReportQuery,
  options: { batchSize?: number } = {},
): AsyncIterable<ReportRow> {
  const batchSize = options.batchSize ?? 1000;
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new RangeError('batchSize must be a positive integer');
  if (query.orderBy.length === 0) throw new RangeError('orderBy needs at least one column');
  return database.pgPool
    ? cursorBatches(database.pgPool, query, batchSize)
    : keysetBatches(database, query, batchSize);
}

const source = (query: ReportQuery) => sql`(${query.select}) AS report_source`;
const keyList = (query: ReportQuery) =>
  sql.join(
    query.orderBy.map((column) => sql`report_source.${sql.identifier(column)}`),
    sql`, `,
  );

async function* cursorBatches(
  pool: Pool,
  query: ReportQuery,
  batchSize: number,
): AsyncGenerator<ReportRow> {
  const [{ default: Cursor }, { default: pg }] = await Promise.all([
    import('pg-cursor'),
    import('pg'),
  ]);
  const ordered = new PgDialect().sqlToQuery(
    sql`SELECT report_source.* FROM ${source(query)} ORDER BY ${keyList(query)}`,
  );
  const keepAsText = new Set<number>([
    pg.types.builtins.DATE,
    pg.types.builtins.TIMESTAMP,
    pg.types.builtins.TIMESTAMPTZ,
    pg.types.builtins.INTERVAL,
  ]);
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      keepAsText.has(oid) ? (text: string) => text : pg.types.getTypeParser(oid, format),
  } as typeof pg.types;
  const client = await pool.connect();
  const cursor = client.query(new Cursor<ReportRow>(ordered.sql, ordered.params, { types }));
  let failure: Error | undefined;
  try {
    for (;;) {
      const rows = await cursor.read(batchSize);
      if (rows.length === 0) return;
      yield* rows;
      await nextTurn();
    }
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    await cursor.close().catch((error: Error) => (failure ??= error));
    // A connection that failed mid-cursor is discarded rather than handed to the next request.
    client.release(failure);
  }
}

async function* keysetBatches(
  database: ReportDatabase,
  query: ReportQuery,
  batchSize: number,
): AsyncGenerator<ReportRow> {
  const keys = keyList(query);
  let after: SQL | undefined;
  for (;;) {
    const where = after ? sql` WHERE (${keys}) > (${after})` : sql``;
    const result = (await database.db.execute(
      sql`SELECT report_source.* FROM ${source(query)}${where} ORDER BY ${keys} LIMIT ${batchSize}`,
    )) as {
      rows: ReportRow[];
    };
    const rows = result.rows;
    yield* rows;
    const last = rows[rows.length - 1];
    if (!last || rows.length < batchSize) return;
    after = sql.join(
      query.orderBy.map((column) => sql`${keyValue(last, column)}`),
      sql`, `,
    );
    await nextTurn();
  }
}

/** The last row's key as a parameter; PostgreSQL reads it back as the column's own type. */
function keyValue(row: ReportRow, column: string): unknown {
  const value = row[column];
  if (value === null || value === undefined)
    throw new Error(`Report order column "${column}" is missing from the row or null`);
  return typeof value === 'bigint' ? value.toString() : value;
}
