import type { Pool, QueryConfig } from 'pg';
import type { Db } from '../../apps/server/src/db/database.ts';
import { drizzleNodePg } from './server-deps.ts';

/** One statement the server's code sent during a call, as sent, and when its rows were back. */
export interface Sent {
  text: string;
  values: unknown[];
  ended: number;
}

/** What one list call sent: the page's statement and listTotal's, and how long each side took. */
export interface Call {
  ms: number;
  pageMs: number;
  totalMs: number;
  page: Sent;
  /** listTotal's EXPLAIN: its query is the list's FROM and WHERE, for counting every match. */
  estimate: Sent;
}

const isTotal = (text: string) => /^explain |reltuples|^select count\(\*\)/.test(text);
const containsOperator = /(::text)? ilike \$(\d+)/g;

/**
 * The bench's handle on the scratch database. The server's own list code runs on it as on
 * its pool; the bench sees each statement, to time the page and the total apart, to EXPLAIN
 * them and to count what listTotal only estimated.
 *
 * `call(run, equality)` runs one list call. Given `equality` (a value the call filters a
 * column to with Contains), it turns that one Contains, `column::text ilike '%value%'`, into
 * `column::text = 'value'` in every statement the call sends. The equality baseline is thus the
 * server's own statements (same join, page, order and total) with one operator changed; if the
 * server's Contains ever stops reading so, the call fails instead of measuring something else.
 * (`::text` on a text column is no cast at all: PostgreSQL drops it while parsing.)
 */
export function benchConnection(pool: Pool) {
  let sent: Sent[] = [];
  let equality: string | undefined;
  const client = {
    async query(config: QueryConfig, values: unknown[] = []) {
      let text = config.text;
      if (equality !== undefined) [text, values] = asEquality(text, values, equality);
      const result = await pool.query({ ...config, text }, values);
      sent.push({ text, values, ended: performance.now() });
      return result;
    },
  };
  const db = drizzleNodePg({ client: client as unknown as Pool }) as unknown as Db;

  return {
    db,
    async call(run: () => Promise<unknown>, equalTo?: string): Promise<Call> {
      sent = [];
      equality = equalTo;
      const started = performance.now();
      try {
        await run();
      } finally {
        equality = undefined;
      }
      const ms = performance.now() - started;
      const page = sent.filter((statement) => !isTotal(statement.text));
      const total = sent.filter((statement) => isTotal(statement.text));
      const estimate = total.find((statement) => statement.text.startsWith('explain '));
      if (page.length !== 1 || !estimate)
        throw new Error(
          `a list call was expected to send one page and listTotal's statements, it sent:\n${sent.map((s) => s.text).join('\n')}`,
        );
      if (equalTo !== undefined && (!/ = \$\d+/.test(page[0]!.text) || /ilike/.test(page[0]!.text)))
        throw new Error(`the equality baseline found no Contains to turn into =: ${page[0]!.text}`);
      return {
        ms,
        pageMs: page[0]!.ended - started,
        totalMs: Math.max(...total.map((statement) => statement.ended)) - started,
        page: page[0]!,
        estimate,
      };
    },
  };
}

/** `column[::text] ilike $n` whose $n is `%value%` becomes `column[::text] = $n` with $n `value`. */
function asEquality(text: string, values: unknown[], value: string): [string, unknown[]] {
  const pattern = `%${value}%`;
  const changed = [...values];
  let replaced = 0;
  const rewritten = text.replace(containsOperator, (match, cast: string | undefined, n: string) => {
    if (values[Number(n) - 1] !== pattern) return match;
    changed[Number(n) - 1] = value;
    replaced++;
    return `${cast ?? ''} = $${n}`;
  });
  if (/ ilike /.test(text) && replaced !== 1)
    throw new Error(
      `the equality baseline expected one Contains on "${value}" in: ${text} ${JSON.stringify(values)}`,
    );
  return [rewritten, changed];
}
