import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { Db } from './database';

/** A parameter as PostgreSQL's text format reads it. */
export type StatementValue = string | number | boolean | null;
/** A row with every column in PostgreSQL's text format (null for NULL), the same on both drivers. */
export type TextRow<Column extends string = string> = Record<Column, string | null>;

/**
 * A named prepared statement, for the few statements that run on every request of a hot
 * public path (the scan endpoint). Parsed and planned once per connection instead of once per
 * call. On PGlite it is also one trip into WebAssembly (Bind, Execute, Sync in one message)
 * instead of the six `query` makes (parse, describe, bind, describe, execute, sync): measured
 * on the code lookup, about 0.1 ms a call instead of 0.5 to 1.1 ms. On PostgreSQL it is
 * node-postgres's own named query. Values come back as text on both, so callers parse them
 * once, the same way. Only for the top-level handle (not a transaction): the statement runs on
 * the pool or, on PGlite, under its query lock, never inside another caller's transaction.
 */
export function preparedStatement<Column extends string>(
  db: Db,
  name: string,
  text: string,
): (values: StatementValue[]) => Promise<TextRow<Column>[]> {
  const client = (db as unknown as { $client: PGlite | Pool }).$client;
  if ('execProtocol' in client) return pgliteStatement(client, name, text);
  const query = { name, text, types: { getTypeParser: () => (value: string) => value } };
  return async (values) =>
    (await client.query<TextRow<Column>>({ ...query, values: values.map(asText) })).rows;
}

/**
 * An array parameter in PostgreSQL's text format (`{"a","b",NULL}`), for statements that take
 * a batch as arrays and unnest them (batch-while-busy.ts): every element quoted and escaped.
 */
export const arrayLiteral = (values: readonly StatementValue[]): string =>
  `{${values.map((value) => (value === null ? 'NULL' : `"${asText(value)!.replace(/[\\"]/g, (char) => `\\${char}`)}"`)).join(',')}}`;

/**
 * How many batches of a hot statement may be in flight at once: one on PGlite (one
 * connection: a second batch would only wait for its lock and grow no larger), two on
 * PostgreSQL (of a pool of ten; four measured the same under `pnpm bench scans`, and larger
 * batches mean fewer commits).
 */
export const batchConcurrency = (db: Db): number =>
  'execProtocol' in (db as unknown as { $client: object }).$client ? 1 : 2;

const asText = (value: StatementValue) =>
  value === null ? null : typeof value === 'boolean' ? (value ? 't' : 'f') : String(value);

interface BackendMessage {
  name: string;
  fields?: unknown[];
}

/** Statements made on each PGlite instance (names are per connection, and a test process opens many). */
const parsed = new WeakMap<PGlite, Map<string, string[]>>();

function pgliteStatement<Column extends string>(client: PGlite, name: string, text: string) {
  const prepare = async () => {
    // Parse and Describe once: the columns' names, which Execute's rows do not carry.
    const { messages } = await client.execProtocol(
      frames(parseFrame(name, text), describeFrame(name), syncFrame),
    );
    const description = (messages as BackendMessage[]).find(
      (message) => message.name === 'rowDescription',
    );
    const columns = ((description?.fields ?? []) as { name: string }[]).map((field) => field.name);
    if (!parsed.has(client)) parsed.set(client, new Map());
    parsed.get(client)!.set(name, columns);
    return columns;
  };
  return (values: StatementValue[]) =>
    client.runExclusive(async () => {
      const columns = parsed.get(client)?.get(name) ?? (await prepare());
      const { messages } = await client.execProtocol(
        frames(bindFrame(name, values.map(asText)), executeFrame, syncFrame),
      );
      return (messages as BackendMessage[])
        .filter((message) => message.name === 'dataRow')
        .map(
          (row) =>
            Object.fromEntries(
              columns.map((column, i) => [column, (row.fields as (string | null)[])[i] ?? null]),
            ) as TextRow<Column>,
        );
    });
}

// The frontend messages of PostgreSQL's extended query protocol, in text format throughout.
const cString = (value: string) => Buffer.from(`${value}\0`, 'utf8');
const int16 = (value: number) => Buffer.from([(value >> 8) & 0xff, value & 0xff]);
const int32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
};
const frame = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from(type), int32(body.length + 4), body]);
};
const frames = (...parts: Buffer[]) => new Uint8Array(Buffer.concat(parts));
const parseFrame = (name: string, text: string) =>
  frame('P', cString(name), cString(text), int16(0));
const describeFrame = (name: string) => frame('D', Buffer.from('S'), cString(name));
const bindFrame = (name: string, values: (string | null)[]) =>
  frame(
    'B',
    cString(''),
    cString(name),
    int16(0),
    int16(values.length),
    ...values.flatMap((value) => {
      if (value === null) return [int32(-1)];
      const bytes = Buffer.from(value, 'utf8');
      return [int32(bytes.length), bytes];
    }),
    int16(0),
  );
const executeFrame = frame('E', cString(''), int32(0));
const syncFrame = frame('S');
