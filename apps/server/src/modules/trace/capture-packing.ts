import { sql } from 'drizzle-orm';
import {
  bigints,
  ints,
  maxNesting,
  named,
  refusal,
  rows,
  texts,
  type TracedCode,
  type Tx,
} from './trace-sql';

/** One child packed under one parent by one event. */
export interface Packing {
  at: number;
  eventId: number;
  parent: TracedCode;
  child: TracedCode;
}

/**
 * Packs children under parents: consecutive packing events of a document come here together,
 * so 100,000 children under 1,000 parents are a few statements. A child already in the same
 * parent is left as it is (the event is repeated); in another parent, the whole document is refused.
 */
export async function pack(tx: Tx, companyId: number, packings: Packing[]): Promise<number> {
  const byChild = new Map<number, Packing>();
  for (const packing of packings) {
    if (packing.child.id === packing.parent.id)
      throw refusal(409, packing.at, `code ${packing.child.code} cannot be packed in itself`);
    const earlier = byChild.get(packing.child.id);
    if (earlier && earlier.parent.id !== packing.parent.id) {
      throw refusal(
        409,
        packing.at,
        `code ${packing.child.code} is packed in two parents, ${earlier.parent.code} and ${packing.parent.code}`,
      );
    }
    byChild.set(packing.child.id, packing);
  }
  // In code order, so two documents packing some of the same children take their rows in one order.
  const asked = [...byChild.values()].sort((a, b) => a.child.id - b.child.id);
  // The children the insert skipped (already in a parent) come back, not the 100,000 it wrote.
  const skipped = await rows<{ child_id: string }>(
    tx,
    sql`with asked as (
          select * from unnest(${bigints(asked.map((p) => p.child.id))}, ${texts(asked.map((p) => p.child.code))}, ${ints(asked.map((p) => p.child.productId))},
                               ${bigints(asked.map((p) => p.parent.id))}, ${texts(asked.map((p) => p.parent.code))}, ${bigints(asked.map((p) => p.eventId))})
            as asked(child_id, child_code, product_id, parent_id, parent_code, event_id)
        ), added as (
          insert into code_aggregation (child_code_id, child_code, child_product_id, parent_code_id, parent_code, company_id, event_id)
          select child_id, child_code, product_id, parent_id, parent_code, ${companyId}, event_id from asked
          on conflict (child_code_id) do nothing
          returning child_code_id
        ) select child_id from asked where child_id not in (select child_code_id from added)`,
  );
  if (skipped.length > 0) {
    const byId = new Map(asked.map((p) => [p.child.id, p]));
    const again = skipped.map((row) => byId.get(Number(row.child_id))!);
    // A statement of its own, after the insert that waited for any transaction packing the same
    // children: its snapshot sees what that transaction committed.
    const elsewhere = await rows<{ child_code: string; parent_code: string; at: number }>(
      tx,
      sql`select a.child_code, a.parent_code, asked.at from code_aggregation a
            join unnest(${bigints(again.map((p) => p.child.id))}, ${bigints(again.map((p) => p.parent.id))}, ${ints(again.map((p) => p.at))})
              as asked(child_id, parent_id, at) on a.child_code_id = asked.child_id
           where a.parent_code_id <> asked.parent_id order by asked.at limit 6`,
    );
    if (elsewhere.length > 0) {
      const first = elsewhere[0]!;
      const also =
        elsewhere.length > 1
          ? ` (and ${named(elsewhere.slice(1).map((row) => row.child_code))} in other parents)`
          : '';
      throw refusal(
        409,
        Number(first.at),
        `code ${first.child_code} is already packed in ${first.parent_code}${also}`,
      );
    }
  }
  await refuseCycles(tx, asked);
  return asked.length - skipped.length;
}

/**
 * After the insert, walks up from every parent of the step: a walk that comes back to its start
 * is a parent packed (through its children) into itself. A code has one parent, so each walk is
 * a chain; it is cut at maxNesting levels, and a chain that long is refused as too deep.
 */
async function refuseCycles(tx: Tx, asked: Packing[]): Promise<void> {
  const parents = [...new Map(asked.map((p) => [p.parent.id, p])).values()];
  const found = await rows<{ start: string; depth: number; looped: boolean }>(
    tx,
    sql`with recursive up(start, node, depth) as (
          select p, p, 0 from unnest(${bigints(parents.map((p) => p.parent.id))}) as p
          union all
          select up.start, a.parent_code_id, up.depth + 1 from up join code_aggregation a on a.child_code_id = up.node
           where up.depth <= ${maxNesting} and (up.depth = 0 or up.node <> up.start)
        ) select start, depth, node = start as looped from up where depth > 0 and (node = start or depth > ${maxNesting}) limit 1`,
  );
  const [problem] = found;
  if (!problem) return;
  const parent = parents.find((p) => p.parent.id === Number(problem.start))!;
  if (problem.looped)
    throw refusal(
      409,
      parent.at,
      `packing in ${parent.parent.code} makes a cycle: ${parent.parent.code} is already packed (at some level) in one of its children`,
    );
  throw refusal(
    409,
    parent.at,
    `packing in ${parent.parent.code} nests codes more than ${maxNesting} levels deep`,
  );
}

/** Unpacks the listed children of a parent, or all of them when none are listed. */
export async function unpack(
  tx: Tx,
  companyId: number,
  at: number,
  parent: TracedCode,
  children: TracedCode[],
): Promise<number> {
  const removed = await rows<{ child_code_id: string }>(
    tx,
    sql`delete from code_aggregation where company_id = ${companyId} and parent_code_id = ${parent.id}
        ${children.length > 0 ? sql`and child_code_id = any(${bigints(children.map((c) => c.id))})` : sql``}
        returning child_code_id`,
  );
  if (children.length === 0 && removed.length === 0)
    throw refusal(409, at, `code ${parent.code} has nothing packed in it`);
  const gone = new Set(removed.map((row) => Number(row.child_code_id)));
  const notIn = children.filter((child) => !gone.has(child.id)).map((child) => child.code);
  if (notIn.length > 0)
    throw refusal(
      409,
      at,
      `${notIn.length === 1 ? 'code' : 'codes'} ${named(notIn)} ${notIn.length === 1 ? 'is' : 'are'} not packed in ${parent.code}`,
    );
  return removed.length;
}
