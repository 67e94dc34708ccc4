import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { pgErrorCode, type Database } from '../../db/database';
import type { JobTransaction } from './define-job';

/**
 * How pg-boss reaches the database. PostgreSQL: its own small pool from the connection
 * string, so its polling never waits for a connection the API needs. PGlite: the app's one
 * connection through `executeSql`. PGlite runs each top-level `query`/`exec` alone (a mutex
 * that a drizzle transaction holds until it ends), so a poll that comes during an app
 * transaction waits for it and never runs inside it.
 */
function bossConnection(database: Database): PgBoss.ConstructorOptions {
  if (database.kind === 'postgres') {
    const connectionString = database.pgPool?.options.connectionString;
    if (!connectionString)
      throw new Error('The job runtime needs the PostgreSQL connection string of the database');
    return { connectionString, max: 4, application_name: 'veritag-jobs' };
  }
  return { db: pgliteExecutor((database.db as unknown as { $client: PGlite }).$client) };
}

/**
 * A started pg-boss; it installs its schema `pgboss` on first use (safe when processes start
 * together: pg-boss takes an advisory lock and tolerates losing that race). No cron and no
 * timers of its own: the runtime runs upkeep on timers that do not keep a process alive.
 */
export async function startBoss(database: Database, log: FastifyBaseLogger): Promise<PgBoss> {
  const boss = new PgBoss({
    ...bossConnection(database),
    schedule: false,
    supervise: false,
    migrate: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
  return boss.start();
}

/**
 * Statements with parameters go through `query` (extended protocol); pg-boss's statements
 * without are often several at once (its schema, `BEGIN; ...; COMMIT;` around maintenance),
 * which only `exec` (simple protocol) accepts. pg-boss reads the rows of the last one.
 * Those run inside PGlite's own transaction: if one fails half way (two runtimes installing
 * the schema at once), PGlite rolls back under its lock. A bare `exec` would leave the one
 * connection in an aborted transaction, and every later query of the app would fail.
 */
export function pgliteExecutor(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.transaction((tx) => tx.exec(text));
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * pg-boss inside an app transaction (its `db` option): a job queued with the record that
 * asked for it commits or rolls back with it. pg-boss's `$n` placeholders become drizzle
 * parameters, so this works on both drivers. Needed on PGlite as well: a top-level query
 * from inside a transaction would wait for that transaction to end, which waits for it.
 */
export function transactionExecutor(tx: JobTransaction): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const pieces = text.split(/\$(\d+)/);
      const query = sql.join(
        pieces.map((piece, i) =>
          i % 2 === 1 ? sql.param(values[Number(piece) - 1]) : sql.raw(piece),
        ),
      );
      const result = (await tx.execute(query)) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/**
 * pg-boss 10 makes each queue a partition of its job table; two processes (or two calls)
 * attaching partitions at once can deadlock, so this process makes its queues one at a time
 * and tries again when it deadlocks with another process.
 */
export function queueMaker(boss: () => PgBoss) {
  const queues = new Map<string, Promise<void>>();
  let creating = Promise.resolve();
  async function create(name: string, triesLeft = 5): Promise<void> {
    if (await boss().getQueue(name)) return;
    await boss()
      .createQueue(name)
      .catch(async (error: unknown) => {
        if (pgErrorCode(error) !== '40P01' || triesLeft === 0) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
        await create(name, triesLeft - 1);
      });
  }
  return (name: string): Promise<void> => {
    let ready = queues.get(name);
    if (!ready) {
      ready = creating.then(() => create(name));
      creating = ready.catch(() => undefined);
      queues.set(name, ready);
    }
    return ready;
  };
}
