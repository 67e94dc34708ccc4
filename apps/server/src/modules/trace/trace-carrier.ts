import { sql } from 'drizzle-orm';
import { maxNesting, rows, type Tx } from './trace-sql';

/** The consignment that carried a code, with a destination that has a place. */
export interface Carrier {
  consignmentId: number;
  reference: string;
  destination: { name: string; latitude: number; longitude: number };
}

/**
 * The latest consignment of the company that carried the code, or the carton or pallet it is
 * packed in (up its current packing), whose destination has coordinates. Shipping lists every
 * code of what it ships, but a code packed into a parent after the parent was shipped is only
 * found through the parent. One statement, on the indexes of code_aggregation's child key and
 * consignment_items' code.
 */
export async function carrierOf(
  tx: Tx,
  code: { codeId: number; companyId: number },
): Promise<Carrier | undefined> {
  const [row] = await rows<{
    id: number;
    reference: string;
    name: string;
    latitude: number;
    longitude: number;
  }>(
    tx,
    sql`with recursive lineage(code_id, depth) as (
          select ${code.codeId}::bigint, 0
          union all
          select a.parent_code_id, l.depth + 1 from code_aggregation a join lineage l on a.child_code_id = l.code_id
           where l.depth < ${maxNesting} and a.company_id = ${code.companyId}
        )
        select c.id, c.reference, c.destination_name as name, c.destination_latitude as latitude, c.destination_longitude as longitude
          from consignment_items i join consignments c on c.id = i.consignment_id
         where i.code_id in (select code_id from lineage) and c.company_id = ${code.companyId}
           and c.destination_latitude is not null and c.destination_longitude is not null
         order by c.sending_date desc, c.id desc
         limit 1`,
  );
  if (!row) return undefined;
  return {
    consignmentId: Number(row.id),
    reference: row.reference,
    destination: {
      name: row.name,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
    },
  };
}
