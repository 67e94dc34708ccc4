import { sql, type SQL } from 'drizzle-orm';
import { ApiProblem } from '../../http/problem';
import { rowsOf } from '../../db/rows';
import type { JobTransaction } from '../../platform/jobs';

export type Tx = JobTransaction;
export const rows = <Row>(tx: Tx, query: SQL) => rowsOf<Row>(tx as never, query);

/*
 * Arrays travel as one text parameter split in SQL (as the blacklist does): 100,000 ids are one
 * parameter on both drivers, never 100,000 placeholders.
 */
export const bigints = (values: readonly number[]): SQL =>
  sql`string_to_array(${values.join(',')}, ',')::bigint[]`;
export const ints = (values: readonly (number | null)[]): SQL =>
  sql`string_to_array(${values.map((value) => value ?? '').join(',')}, ',', '')::int[]`;
/** Codes hold no line breaks (they are checked against issued codes before they get here). */
export const texts = (values: readonly string[]): SQL =>
  sql`string_to_array(${values.join('\n')}, E'\\n')`;

/** A stored event as the EPCIS reads select it (`id, event, recorded_at, epcis_event_id`). */
export interface StoredEventRow {
  id: string;
  event: Record<string, unknown>;
  recorded_at: string;
  epcis_event_id: string | null;
}

/** How deep packing may nest (a unit in a carton in a pallet is 2); it also bounds the cycle check. */
export const maxNesting = 32;

/** "A, B, C and 12 more": the first few codes of a refusal. */
export function named(codes: readonly string[], few = 5): string {
  const unique = [...new Set(codes)];
  const more =
    unique.length > few ? ` and ${(unique.length - few).toLocaleString('en-US')} more` : '';
  return `${unique.slice(0, few).join(', ')}${more}`;
}

/** A refusal of the whole document: which event (1-based, as a person counts) and what. */
export const refusal = (status: 400 | 404 | 409, at: number | undefined, what: string) =>
  new ApiProblem(
    status,
    `${at === undefined ? '' : `Event ${at + 1}: `}${what}. Nothing was stored`,
  );

/** A code, its owner's product (null when its batch names none) and customer. */
export interface TracedCode {
  id: number;
  code: string;
  productId: number | null;
  customerId: number | null;
}

/** A code under the asked ones: what it is packed in, and whether it holds codes itself. */
export interface Descendant extends TracedCode {
  parentId: number;
}

/** Everything packed under the codes, however deep (up to maxNesting levels). */
export async function descendantsOf(
  tx: Tx,
  companyId: number,
  ids: readonly number[],
): Promise<Descendant[]> {
  if (ids.length === 0) return [];
  const found = await rows<{
    id: string;
    code: string;
    product_id: number | null;
    parent_id: string;
  }>(
    tx,
    sql`with recursive down(id, code, product_id, parent_id, depth) as (
          select child_code_id, child_code, child_product_id, parent_code_id, 1 from code_aggregation
           where company_id = ${companyId} and parent_code_id = any(${bigints(ids)})
          union all
          select a.child_code_id, a.child_code, a.child_product_id, a.parent_code_id, d.depth + 1
            from down d join code_aggregation a on a.parent_code_id = d.id
           where d.depth < ${maxNesting}
        ) select id, code, product_id, parent_id from down`,
  );
  return found.map((row) => ({
    id: Number(row.id),
    code: row.code,
    productId: row.product_id,
    customerId: null,
    parentId: Number(row.parent_id),
  }));
}

/** The asked codes and all under them: the units (codes holding nothing) and the containers. */
export async function closureOf(tx: Tx, companyId: number, roots: readonly TracedCode[]) {
  const below = await descendantsOf(
    tx,
    companyId,
    roots.map((root) => root.id),
  );
  const containerIds = new Set(below.map((row) => row.parentId));
  const all = new Map<number, TracedCode>();
  for (const code of [...roots, ...below]) all.set(code.id, code);
  const units = [...all.values()].filter((code) => !containerIds.has(code.id));
  const containers = [...all.values()].filter((code) => containerIds.has(code.id));
  return {
    all: [...all.values()],
    units,
    containers,
    containerIds,
    topLevel: new Set(roots.map((root) => root.id)),
  };
}
export type Closure = Awaited<ReturnType<typeof closureOf>>;
