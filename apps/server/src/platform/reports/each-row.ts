/**
 * Feeds every row to `take`, awaiting `flush` whenever `take` says a chunk is ready. A plain
 * iterable is walked without an await per row (a promise per row is a tenth of the run time
 * of a million-row sheet); an async one (a database cursor) is awaited as it must be.
 */
export async function eachRow<Row>(
  rows: AsyncIterable<Row> | Iterable<Row>,
  take: (row: Row) => boolean,
  flush: () => Promise<void>,
): Promise<void> {
  if (Symbol.asyncIterator in rows) {
    for await (const row of rows) if (take(row)) await flush();
  } else {
    for (const row of rows) if (take(row)) await flush();
  }
}
