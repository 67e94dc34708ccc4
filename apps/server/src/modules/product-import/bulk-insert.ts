import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { JobTransaction } from '../../platform/jobs';

/**
 * Many rows in one statement with one parameter: the rows as a JSON array, turned into rows of
 * the table by json_populate_recordset, so PostgreSQL does the typing. drizzle's multi-row
 * VALUES built its SQL at about 0.4 s per 1,000 rows of the product table's 40 columns (a
 * parameter and a string chunk per cell), which was half of a 10,000-row import; this takes a
 * few milliseconds per 1,000. A row is turned into its JSON line once, keyed by the columns'
 * SQL names, so a staged row is inserted without being parsed again. Columns a row leaves out
 * take their defaults.
 */
export function jsonRows(table: PgTable) {
  const columns = getTableColumns(table);
  const sqlName = (key: string) => {
    const column = columns[key];
    if (!column) throw new Error(`No column ${key} in the table`);
    return column.name;
  };
  return {
    /**
     * The row as one JSON object, and the SQL names of the columns it sets. Null values are left
     * out of the JSON (json_populate_recordset reads a missing key as null), which halves a
     * sparse row: less text to stage, send and collect.
     */
    line(row: Record<string, unknown>): { json: string; names: string[] } {
      const names = Object.keys(row).map(sqlName);
      const values = Object.values(row);
      const set = names.flatMap((name, index) => (values[index] === null || values[index] === undefined ? [] : [[name, values[index]] as const]));
      return { json: JSON.stringify(Object.fromEntries(set)), names };
    },

    /**
     * Rows of the table from `array`, the bytes of a JSON array of `line` objects. The array goes
     * as a bytea parameter, so neither node-postgres (which sends a Buffer in binary) nor this
     * process turns it into a JavaScript string; PostgreSQL reads it as UTF-8 JSON.
     */
    async insert(tx: JobTransaction, names: readonly string[], array: Uint8Array): Promise<void> {
      const list = sql.join(
        names.map((name) => sql.identifier(name)),
        sql`, `,
      );
      await tx.execute(sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, convert_from(${array}::bytea, 'UTF8')::json)`);
    },
  };
}
