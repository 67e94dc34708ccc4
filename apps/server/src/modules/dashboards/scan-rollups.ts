import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { scanVerdicts } from '../scans';

/** The verdicts the maps paint green; the others (not genuine, scan limit reached) are red. */
export const validVerdict = (verdict: SQL): SQL =>
  sql`(${verdict} in ('genuine', 'alreadyVerified'))`;

export interface RollUpOptions {
  /**
   * Scans younger than this stay in the tail. A scan's row appears when its transaction
   * commits, and its id was drawn a little before: rolling up only scans a minute old means a
   * smaller id cannot commit after the mark passed it, unless its transaction ran a minute.
   */
  settleMs?: number;
  /** At most this many ids per transaction, so the first rollup of a big table is not one huge transaction. */
  chunk?: number;
}

/**
 * Adds the scans after the mark to the three rollups and moves the mark, a chunk per
 * transaction, until it reaches the settled scans. Returns how many scans it rolled up.
 * Two runs at once (the server's timer and a caller, or the server and the worker) take turns
 * on the mark's row lock, a chunk each; neither returns before the settled scans are rolled up.
 */
export async function rollUpScans(
  db: Db,
  { settleMs = 60_000, chunk = 500_000 }: RollUpOptions = {},
): Promise<number> {
  let rolled = 0;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into scan_rollup_mark (id, last_scan_id, rolled_at) values (1, 0, now()) on conflict (id) do nothing`,
      );
      const [mark] = await rowsOf<{ last: string }>(
        tx,
        sql`select last_scan_id as last from scan_rollup_mark where id = 1 for update`,
      );
      const from = Number(mark!.last);
      const [upper] = await rowsOf<{ upto: string | null }>(
        tx,
        sql`select max(id) as upto from ${scanVerdicts} where id > ${from} and id <= ${from + chunk}
            and created_at < now() - make_interval(secs => ${settleMs / 1000})`,
      );
      if (upper?.upto === null || upper?.upto === undefined) return 0;
      const upto = Number(upper.upto);
      await tx.execute(addToRollups(from, upto));
      await tx.execute(
        sql`update scan_rollup_mark set last_scan_id = ${upto}, rolled_at = now() where id = 1`,
      );
      return upto - from;
    });
    if (step === 0) return rolled;
    rolled += step;
  }
}

/** One statement: the scans in (from, upto] of known codes (the scans module's scanVerdicts view), added to each rollup. */
function addToRollups(from: number, upto: number): SQL {
  const valid = validVerdict(sql`verdict`);
  return sql`
    with fresh as materialized (
      select company_id, coalesce(customer_id, 0) as customer_id, product_id, created_at, lat, lng, ${valid} as valid
      from ${scanVerdicts} where id > ${from} and id <= ${upto} and company_id is not null
    ),
    quarters as (
      insert into scan_quarter_counts as r (company_id, customer_id, quarter, valid, invalid)
      select company_id, customer_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00Z'),
             count(*) filter (where valid), count(*) filter (where not valid)
      from fresh group by 1, 2, 3
      on conflict (company_id, quarter, customer_id)
      do update set valid = r.valid + excluded.valid, invalid = r.invalid + excluded.invalid
    ),
    cells as (
      insert into scan_daily_cells as r (company_id, customer_id, day, cell_lat, cell_lng, valid, invalid, lat_sum, lng_sum)
      select company_id, customer_id, (created_at at time zone 'UTC')::date, floor(lat * 10)::int, floor(lng * 10)::int,
             count(*) filter (where valid), count(*) filter (where not valid), sum(lat), sum(lng)
      from fresh where lat is not null and lng is not null group by 1, 2, 3, 4, 5
      on conflict (company_id, day, customer_id, cell_lat, cell_lng)
      do update set valid = r.valid + excluded.valid, invalid = r.invalid + excluded.invalid,
                    lat_sum = r.lat_sum + excluded.lat_sum, lng_sum = r.lng_sum + excluded.lng_sum
    )
    insert into scan_daily_products as r (company_id, customer_id, product_id, day, valid, invalid)
    select company_id, customer_id, product_id, (created_at at time zone 'UTC')::date,
           count(*) filter (where valid), count(*) filter (where not valid)
    from fresh where product_id is not null group by 1, 2, 3, 4
    on conflict (company_id, day, customer_id, product_id)
    do update set valid = r.valid + excluded.valid, invalid = r.invalid + excluded.invalid`;
}

/** The mark as a query reads it, inside its own snapshot (see scan-figures). */
export async function rollupMark(db: Db): Promise<number> {
  const [row] = await rowsOf<{ last: string }>(
    db,
    sql`select last_scan_id as last from scan_rollup_mark where id = 1`,
  );
  return row ? Number(row.last) : 0;
}
