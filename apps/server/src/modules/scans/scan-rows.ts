import { arrayLiteral } from '../../db/prepared-statements';

/**
 * A known code's scan as the batch statements take it (scan-store.ts, announced-scans.ts): one
 * value per column of scans, in the order of `scanColumns`.
 */
export type StoreRow = [
  code: string,
  codeId: number,
  companyId: number,
  customerId: number,
  productId: number | null,
  verdict: string,
  reason: string | null,
  device: string,
  network: string | null,
  session: number,
  starts: boolean,
  at: string,
];

/** Each batch's rows by the position of its input (`ord`, from 1); an input without a row gets undefined. */
export const byPosition = <Row extends { ord: string | null }>(
  count: number,
  rows: Row[],
): (Row | undefined)[] => {
  const found: (Row | undefined)[] = new Array(count).fill(undefined);
  for (const row of rows) found[Number(row.ord) - 1] = row;
  return found;
};

/** One array per column, as the batch statements unnest them. */
export const scanColumnArrays = (rows: readonly StoreRow[]) =>
  rows[0]!.map((_, column) => arrayLiteral(rows.map((row) => row[column]!)));

export const scanColumns =
  'code, code_id, company_id, customer_id, product_id, verdict, reason, device, network, session, starts_session, created_at';

// The ids are drawn first (a materialized CTE runs nextval once per row), so each input
// knows its row; an input whose row was not stored lost its session number to another phone.
// `when` conditions the insert (announced-scans.ts writes only when its gate is open).
export const scanInput = `input as materialized (
         select nextval('scans_id_seq') as id, t.*
         from unnest($1::text[], $2::bigint[], $3::int[], $4::int[], $5::int[], $6::text[], $7::text[], $8::text[], $9::text[], $10::int[], $11::boolean[], $12::timestamptz[])
           with ordinality t(${scanColumns}, ord)
       )`;
export const storedScans = (when = 'true') => `stored as (
         insert into scans (id, ${scanColumns}) overriding system value
         select id, ${scanColumns} from input where ${when}
         on conflict (code_id, session) where starts_session do nothing
         returning id
       )`;
export const scanInputColumns = 12;

/** A batch's insert: each input's position, its drawn id, and whether it was stored. */
export const storeKnownBatch = `with ${scanInput}, ${storedScans()}
       select input.ord, input.id, stored.id is not null as stored from input left join stored on stored.id = input.id`;
