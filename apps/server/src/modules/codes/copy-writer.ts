import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DatabaseKind } from '../../db/database';
import type { JobTransaction } from '../../platform/jobs';
import { copyColumns } from './codes.table';

/** Writes rows, already in COPY's text format, into `codes` inside the caller's transaction. */
export type CopyWriter = (tx: JobTransaction, rows: string) => Promise<void>;

/**
 * The driver's own connection behind a drizzle transaction: drizzle keeps it as
 * `session.client` (node-postgres: the pool client the transaction holds; PGlite: its
 * transaction object). COPY is not part of drizzle's API, so this is the one place that
 * reaches under it; the SAVEPOINTs around a COPY still go through `tx`, on the same connection.
 */
const clientOf = <Client extends object>(tx: JobTransaction): Client => {
  const client = (tx as unknown as { session?: { client?: Client } }).session?.client;
  // A pool (drizzle's `db`, not a transaction) would run the COPY on whichever connection is free.
  if (!client || 'totalCount' in client)
    throw new Error(
      'The codes service writes inside a drizzle transaction of node-postgres or PGlite',
    );
  return client;
};

/**
 * PostgreSQL: COPY FROM STDIN through pg-copy-streams on the transaction's pool client.
 * PGlite: COPY FROM '/dev/blob', PGlite's way of handing a COPY its input (the `blob` option).
 */
export const copyWriterFor = (kind: DatabaseKind): CopyWriter =>
  kind === 'postgres'
    ? async (tx, rows) => {
        await pipeline(
          Readable.from([rows]),
          clientOf<PoolClient>(tx).query(copyFrom(`copy codes (${copyColumns}) from stdin`)),
        );
      }
    : async (tx, rows) => {
        await clientOf<PgliteTransaction>(tx).query(
          `copy codes (${copyColumns}) from '/dev/blob'`,
          [],
          { blob: new Blob([rows]) },
        );
      };
