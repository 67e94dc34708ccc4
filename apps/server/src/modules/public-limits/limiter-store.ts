import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/database';
import { batchWhileBusy } from '../../db/batch-while-busy';
import {
  arrayLiteral,
  batchConcurrency,
  preparedStatement,
  type StatementValue,
  type TextRow,
} from '../../db/prepared-statements';

/** The counters' table (public-limits.table.ts), made by the migrations on both databases. */
const tableName = 'public_rate_limits';

/**
 * rate-limiter-flexible's PostgreSQL limiter speaks node-postgres's `query({ name, text,
 * values })`. This client answers it through our prepared statements, on PGlite as on
 * PostgreSQL: the embedded database keeps the counters too (they survive a restart), and on
 * PostgreSQL every API process counts in the same rows. The library's statements are named,
 * so each is parsed once per connection; rows come back as text and are read as numbers here.
 */
function limiterClient(db: Db) {
  const statements = new Map<string, (values: StatementValue[]) => Promise<TextRow[]>>();
  const statementOf = (name: string, text: string) => {
    if (!statements.has(name)) statements.set(name, preparedStatement(db, name, text));
    return statements.get(name)!;
  };
  const upserts = batchedUpserts(db);
  return {
    async query({
      name,
      text,
      values = [],
    }: {
      name?: string;
      text: string;
      values?: StatementValue[];
    }) {
      // The library's one hot statement (every consume, reward and penalty) goes in batches.
      if (name?.endsWith(':rlflx-upsert'))
        return { rows: [await upserts(values as UpsertValues)], rowCount: 1 };
      // Unnamed statements are only the library's CREATE TABLE, which `tableCreated` skips.
      const rows = await statementOf(name ?? `unnamed:${text}`, text)(values);
      const read = rows.map((row) => ({
        ...row,
        points: row.points === undefined ? undefined : Number(row.points),
        expire: row.expire == null ? null : Number(row.expire),
      }));
      return { rows: read, rowCount: read.length };
    },
  };
}

/** The library's upsert parameters: key, points to add, the expiry a new window gets, now (epoch ms). */
type UpsertValues = [key: string, points: number, newExpire: number | null, now: number];

/**
 * The library's upsert (RateLimiterPostgres._upsert: add points, or start a new window when the
 * row's has passed) for every call that queued while the database was busy, as one statement
 * (db/batch-while-busy.ts): a scan spends from its address's budget and gets a known code's
 * change back, so without batching each scan would cost two more round trips than it stores.
 * Calls on the same key are summed into one row first (a statement may not update a row twice),
 * and each call is answered the row as it stood after its own points, as if run one by one.
 */
function batchedUpserts(db: Db) {
  const statement = preparedStatement<'key' | 'points' | 'expire'>(
    db,
    'public_limits_upsert_batch',
    `insert into ${tableName} as t (key, points, expire)
       select * from unnest($1::text[], $2::int[], $3::bigint[])
     on conflict (key) do update set
       points = case when t.expire <= $4::bigint then excluded.points else t.points + excluded.points end,
       expire = case when t.expire <= $4::bigint then excluded.expire else t.expire end
     returning key, points, expire`,
  );
  return batchWhileBusy<UpsertValues, { points: number; expire: number | null }>(
    async (calls) => {
      const summed = new Map<string, { points: number; newExpire: number | null }>();
      for (const [key, points, newExpire] of calls) {
        const entry = summed.get(key);
        if (entry) entry.points += points;
        else summed.set(key, { points, newExpire });
      }
      const keys = [...summed.keys()];
      const now = Math.max(...calls.map((call) => call[3]));
      const rows = await statement([
        arrayLiteral(keys),
        arrayLiteral(keys.map((key) => summed.get(key)!.points)),
        arrayLiteral(keys.map((key) => summed.get(key)!.newExpire)),
        now,
      ]);
      const after = new Map(
        rows.map((row) => [
          row.key!,
          { points: Number(row.points), expire: row.expire === null ? null : Number(row.expire) },
        ]),
      );
      // Walking back from the last call: each call sees the row less the points of the calls after it.
      const later = new Map<string, number>();
      const answers = new Array<{ points: number; expire: number | null }>(calls.length);
      for (let i = calls.length - 1; i >= 0; i--) {
        const [key, points] = calls[i]!;
        const row = after.get(key)!;
        answers[i] = { points: row.points - (later.get(key) ?? 0), expire: row.expire };
        later.set(key, (later.get(key) ?? 0) + points);
      }
      return answers;
    },
    { concurrency: batchConcurrency(db), maxBatch: 256 },
  );
}

export interface LimiterSpec {
  /** Names the counters of this limit (a prefix of their keys). */
  name: string;
  points: number;
  /** The window in seconds, from the first point spent in it. */
  seconds: number;
}

/**
 * Limiters on the shared table. The first one made also sweeps rows expired over an hour ago
 * every five minutes (the library's own timer, unref'd); the others leave it to that one.
 */
export function limiterStore(db: Db) {
  const storeClient = limiterClient(db);
  let sweeper = true;
  return (spec: LimiterSpec): RateLimiterPostgres => {
    const limiter = new RateLimiterPostgres({
      storeClient,
      storeType: 'client',
      tableName,
      tableCreated: true,
      clearExpiredByTimeout: sweeper,
      keyPrefix: spec.name,
      points: spec.points,
      duration: spec.seconds,
    });
    sweeper = false;
    return limiter;
  };
}
export type LimiterStore = ReturnType<typeof limiterStore>;

/** A consume that answers the counter's state whether or not it went over (the library rejects with it then). */
export async function spend(
  limiter: RateLimiterPostgres,
  key: string,
  points: number,
): Promise<{ over: boolean; res: RateLimiterRes }> {
  try {
    return { over: false, res: await limiter.consume(key, points) };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { over: true, res: rejection };
    throw rejection;
  }
}

/** Seconds until a counter's window ends, at least one (a Retry-After of 0 invites a retry storm). */
export const secondsLeft = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));
