import { sql } from 'drizzle-orm';
import type { Destination } from '@veritag/domain';
import {
  bigints,
  closureOf,
  ints,
  named,
  refusal,
  rows,
  texts,
  type TracedCode,
  type Tx,
} from './trace-sql';

/** What a stock step knows of its event. */
export interface StockEvent {
  at: number;
  eventId: number;
  time: Date;
}

const plural = (codes: string[], one: string, many: string) =>
  `${codes.length === 1 ? 'code' : 'codes'} ${named(codes)} ${codes.length === 1 ? one : many}`;

/** Units per product: what the inventory counts. */
function perProduct(units: TracedCode[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const unit of units) counts.set(unit.productId!, (counts.get(unit.productId!) ?? 0) + 1);
  return counts;
}

/**
 * Inward (bizStep storing): the codes and all packed in them go into stock. Units (codes holding
 * nothing) must have a product, and none may be in stock already; the inventory of each product
 * grows by its units. The upsert only takes codes not in stock, so two racing inwards of one
 * code cannot both count it.
 */
export async function inward(
  tx: Tx,
  companyId: number,
  step: StockEvent,
  roots: TracedCode[],
  customerOf: (productId: number) => Promise<number>,
): Promise<number> {
  const closure = await closureOf(tx, companyId, roots);
  const noProduct = closure.units
    .filter((unit) => unit.productId === null)
    .map((unit) => unit.code);
  if (noProduct.length > 0)
    throw refusal(
      409,
      step.at,
      `${plural(noProduct, 'has', 'have')} no product: only codes printed for a product are taken into stock`,
    );
  const all = closure.all;
  const taken = await rows<{ code_id: string }>(
    tx,
    sql`insert into code_stock (code_id, code, company_id, product_id, state, inward_at)
        select id, code, ${companyId}, product_id, 'IN_STOCK', ${step.time.toISOString()}::timestamptz
          from unnest(${bigints(all.map((c) => c.id))}, ${texts(all.map((c) => c.code))}, ${ints(all.map((c) => (closure.containerIds.has(c.id) ? null : c.productId)))}) as asked(id, code, product_id)
        on conflict (code_id) do update set state = 'IN_STOCK', inward_at = excluded.inward_at, product_id = excluded.product_id,
          consignment_id = null, outward_at = null, received_at = null
          where code_stock.state <> 'IN_STOCK'
        returning code_id`,
  );
  const takenIds = new Set(taken.map((row) => Number(row.code_id)));
  const already = all.filter((code) => !takenIds.has(code.id)).map((code) => code.code);
  if (already.length > 0)
    throw refusal(409, step.at, `${plural(already, 'is', 'are')} already in stock`);

  for (const [productId, count] of perProduct(closure.units)) {
    const [item] = await rows<{ id: number }>(
      tx,
      sql`insert into inventory_items (company_id, customer_id, product_id, quantity, remaining_quantity, created_date)
          values (${companyId}, ${await customerOf(productId)}, ${productId}, ${count}, ${count}, ${step.time.toISOString()}::timestamptz)
          on conflict (company_id, product_id) do update set quantity = inventory_items.quantity + excluded.quantity,
            remaining_quantity = inventory_items.remaining_quantity + excluded.quantity
          returning id`,
    );
    await tx.execute(sql`insert into inventory_entries (inventory_item_id, company_id, product_id, direction, quantity, created_date, event_id)
      values (${item!.id}, ${companyId}, ${productId}, 'INWARD', ${count}, ${step.time.toISOString()}::timestamptz, ${step.eventId})`);
    await tx.execute(sql`update code_stock set inventory_item_id = ${item!.id}
      where product_id = ${productId} and code_id = any(${bigints(closure.units.filter((u) => u.productId === productId).map((u) => u.id))})`);
  }
  return closure.units.length;
}

/** The company's consignment of this reference, locked, or undefined. */
async function consignmentOf(tx: Tx, companyId: number, reference: string) {
  const [found] = await rows<{ id: number; overall_status: string }>(
    tx,
    sql`select id, overall_status from consignments where company_id = ${companyId} and reference = ${reference} for update`,
  );
  return found;
}

/**
 * Outward (bizStep shipping): the codes and all packed in them leave stock in the consignment
 * of the reference, made by the first shipment that names it and extended by the next ones
 * until something of it is received. Every unit must be in stock now; a container never taken
 * in on its own (a pallet packed after its cartons came in) goes with its units.
 */
export async function outward(
  tx: Tx,
  companyId: number,
  step: StockEvent,
  roots: TracedCode[],
  reference: string,
  destination: Destination | undefined,
  recordedAt: Date,
): Promise<{ units: number; consignmentId: number }> {
  const closure = await closureOf(tx, companyId, roots);
  await tx.execute(sql`insert into consignments (company_id, reference, overall_status, sending_date, destination_name, destination_latitude, destination_longitude, created_date)
    values (${companyId}, ${reference}, 'IN_TRANSIT', ${step.time.toISOString()}::timestamptz, ${destination?.name ?? null}, ${destination?.latitude ?? null}, ${destination?.longitude ?? null}, ${recordedAt.toISOString()}::timestamptz)
    on conflict (company_id, reference) do nothing`);
  const consignment = (await consignmentOf(tx, companyId, reference))!;
  if (consignment.overall_status !== 'IN_TRANSIT')
    throw refusal(
      409,
      step.at,
      `consignment ${reference} has been received already: ship in a new one`,
    );

  const at = step.time.toISOString();
  const shippedUnits = await rows<{ code_id: string }>(
    tx,
    sql`update code_stock set state = 'SHIPPED', outward_at = ${at}::timestamptz, consignment_id = ${consignment.id}
         where company_id = ${companyId} and state = 'IN_STOCK' and code_id = any(${bigints(closure.units.map((u) => u.id))})
        returning code_id`,
  );
  const shippedContainers =
    closure.containers.length === 0
      ? []
      : await rows<{ code_id: string }>(
          tx,
          sql`insert into code_stock (code_id, code, company_id, state, inward_at, outward_at, consignment_id)
        select id, code, ${companyId}, 'SHIPPED', ${at}::timestamptz, ${at}::timestamptz, ${consignment.id}
          from unnest(${bigints(closure.containers.map((c) => c.id))}, ${texts(closure.containers.map((c) => c.code))}) as asked(id, code)
        on conflict (code_id) do update set state = 'SHIPPED', outward_at = excluded.outward_at, consignment_id = excluded.consignment_id
          where code_stock.state = 'IN_STOCK'
        returning code_id`,
        );
  const shipped = new Set(
    [...shippedUnits, ...shippedContainers].map((row) => Number(row.code_id)),
  );
  const notInStock = closure.all.filter((code) => !shipped.has(code.id)).map((code) => code.code);
  if (notInStock.length > 0)
    throw refusal(409, step.at, `${plural(notInStock, 'is', 'are')} not in stock`);

  await tx.execute(sql`insert into consignment_items (consignment_id, code_id, code, product_id, top_level)
    select ${consignment.id}, id, code, product_id, top_level
      from unnest(${bigints(closure.all.map((c) => c.id))}, ${texts(closure.all.map((c) => c.code))}, ${ints(closure.all.map((c) => (closure.containerIds.has(c.id) ? null : c.productId)))},
                  string_to_array(${closure.all.map((c) => (closure.topLevel.has(c.id) ? 't' : 'f')).join(',')}, ',')::boolean[]) as asked(id, code, product_id, top_level)
    on conflict (consignment_id, code_id) do update set top_level = excluded.top_level, received_at = null`);
  await tx.execute(
    sql`update consignments set no_of_box = no_of_box + ${roots.length} where id = ${consignment.id}`,
  );

  for (const [productId, count] of perProduct(closure.units)) {
    const [item] = await rows<{ id: number }>(
      tx,
      sql`update inventory_items set inward_quantity = inward_quantity + ${count}, remaining_quantity = remaining_quantity - ${count},
            outward_date = greatest(outward_date, ${at}::timestamptz)
          where company_id = ${companyId} and product_id = ${productId} returning id`,
    );
    await tx.execute(sql`insert into inventory_entries (inventory_item_id, company_id, product_id, direction, quantity, created_date, event_id)
      values (${item!.id}, ${companyId}, ${productId}, 'OUTWARD', ${count}, ${at}::timestamptz, ${step.eventId})`);
  }
  return { units: closure.units.length, consignmentId: consignment.id };
}

/**
 * Receiving: the listed codes (none: the whole consignment) and all packed in them are marked
 * received; every listed code must be in the consignment. The consignment is RECEIVED once all
 * it carries is, PARTIALLY_RECEIVED before.
 */
export async function receive(
  tx: Tx,
  companyId: number,
  step: StockEvent,
  roots: TracedCode[],
  references: string[],
): Promise<{ units: number; consignmentId: number; receivedRoots: number[] }> {
  // A receipt may list a purchase order, an invoice and the despatch advice: the first the
  // company shipped under is the consignment.
  for (const reference of references)
    if (await consignmentOf(tx, companyId, reference))
      return receiveFrom(tx, companyId, step, roots, reference);
  if (roots.length === 0)
    throw refusal(404, step.at, `consignment ${references[0]} is not known to your company`);
  // EPCIS leaves the consignment out of a receipt: the codes' own consignments say it.
  const carried = await rows<{ code_id: string; reference: string }>(
    tx,
    sql`select s.code_id, c.reference from code_stock s join consignments c on c.id = s.consignment_id
         where s.company_id = ${companyId} and s.state = 'SHIPPED' and s.code_id = any(${bigints(roots.map((r) => r.id))})`,
  );
  const referenceOf = new Map(carried.map((row) => [Number(row.code_id), row.reference]));
  const loose = roots.filter((root) => !referenceOf.has(root.id)).map((root) => root.code);
  if (loose.length > 0)
    throw refusal(409, step.at, `${plural(loose, 'is', 'are')} not on the way in a consignment`);
  const byReference = new Map<string, TracedCode[]>();
  for (const root of roots) {
    const of = referenceOf.get(root.id)!;
    byReference.set(of, [...(byReference.get(of) ?? []), root]);
  }
  let units = 0;
  let consignmentId: number | undefined;
  for (const [of, codes] of byReference) {
    const received = await receiveFrom(tx, companyId, step, codes, of);
    units += received.units;
    consignmentId ??= received.consignmentId;
  }
  return { units, consignmentId: consignmentId!, receivedRoots: [] };
}

async function receiveFrom(
  tx: Tx,
  companyId: number,
  step: StockEvent,
  roots: TracedCode[],
  reference: string,
): Promise<{ units: number; consignmentId: number; receivedRoots: number[] }> {
  const consignment = await consignmentOf(tx, companyId, reference);
  if (!consignment)
    throw refusal(404, step.at, `consignment ${reference} is not known to your company`);
  if (roots.length > 0) {
    const carried = await rows<{ code_id: string }>(
      tx,
      sql`select code_id from consignment_items where consignment_id = ${consignment.id} and code_id = any(${bigints(roots.map((r) => r.id))})`,
    );
    const ids = new Set(carried.map((row) => Number(row.code_id)));
    const missing = roots.filter((root) => !ids.has(root.id)).map((root) => root.code);
    if (missing.length > 0)
      throw refusal(
        409,
        step.at,
        `${plural(missing, 'is', 'are')} not in consignment ${reference}`,
      );
  }
  const closure = roots.length > 0 ? await closureOf(tx, companyId, roots) : undefined;
  const at = step.time.toISOString();
  const only = closure ? sql`and code_id = any(${bigints(closure.all.map((c) => c.id))})` : sql``;
  const received = await rows<{ product_id: number | null; code_id: string; top_level: boolean }>(
    tx,
    sql`update consignment_items set received_at = ${at}::timestamptz where consignment_id = ${consignment.id} and received_at is null ${only}
        returning product_id, code_id, top_level`,
  );
  await tx.execute(sql`update code_stock set state = 'RECEIVED', received_at = ${at}::timestamptz
    where company_id = ${companyId} and consignment_id = ${consignment.id} and state = 'SHIPPED' ${only}`);
  const [left] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from consignment_items where consignment_id = ${consignment.id} and received_at is null`,
  );
  const whole = Number(left!.n) === 0;
  await tx.execute(sql`update consignments set overall_status = ${whole ? 'RECEIVED' : 'PARTIALLY_RECEIVED'},
    received_date = ${whole ? sql`${at}::timestamptz` : sql`null`} where id = ${consignment.id}`);
  return {
    units: received.filter((row) => row.product_id !== null).length,
    consignmentId: consignment.id,
    // What a receipt of the whole consignment took in, so the event names its codes as a listed one does.
    receivedRoots: received.filter((row) => row.top_level).map((row) => Number(row.code_id)),
  };
}
