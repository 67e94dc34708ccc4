import { sql } from 'drizzle-orm';
import { blacklistCodeOf, checkCharacterOf } from '@veritag/domain';
import { rowsOf } from './scans';
import type { TestApp } from './test-app';

/**
 * A well-formed code chosen by a test rather than drawn: `typed` as a person would type it
 * (`ID3`, read as `1D3`, as the readers read typed codes), filled to 11 symbols with `fill`,
 * and its check character. A test that needs a code of some shape chooses it, instead of
 * hoping the demo's random codes have that shape.
 */
export function chosenCode(typed: string, fill = 'X7K3Q9MZ2HT'): { typed: string; code: string } {
  const payload = (blacklistCodeOf(typed) + fill).slice(0, 11);
  const code = payload + checkCharacterOf(payload, 'Alphanumeric');
  return { typed: typed + code.slice(blacklistCodeOf(typed).length), code };
}

/** `count` distinct chosen codes starting `prefix` (see chosenCode). */
export const chosenCodes = (prefix: string, count: number): string[] =>
  Array.from(
    { length: count },
    (_, n) => chosenCode(`${prefix}${String(n).padStart(3, '0')}`).code,
  );

/**
 * Starts of a code that file-type reads as a file signature (a bitmap, a program, MP3, Flash,
 * Photoshop, MIDI, DWG, GIF, bzip2, a cabinet, FLAC, help, Parquet): a list of codes beginning
 * with one is still text.
 */
export const signatureStarts = [
  'BM',
  'MZ',
  'ID3',
  'CWS',
  'FWS',
  '8BPS',
  'MThd',
  'AC1015',
  'GIF8',
  'BZh',
  'MSCF',
  'fLaC',
  'ITSF',
  'PAR1',
];

/** The demo's first completed print run: its batch, company and customer. */
export async function demoPrintRun(
  t: TestApp,
): Promise<{ batch: { kind: string; id: number }; companyId: number; customerId: number }> {
  const [run] = await rowsOf<{ id: number; company_id: number; customer_id: number }>(
    t,
    sql`select id, company_id, customer_id from print_data where gen_status = 'COMPLETED' order by id limit 1`,
  );
  return {
    batch: { kind: 'printData', id: run!.id },
    companyId: run!.company_id,
    customerId: run!.customer_id,
  };
}

/** Adds chosen codes to a batch after its last code, as if it had printed them. */
export async function addCodes(
  t: TestApp,
  batch: { kind: string; id: number },
  codes: readonly string[],
): Promise<void> {
  await t.database.db.execute(sql`
    insert into codes (code, company_id, batch_kind, batch_id, seq)
    select chosen.code, last.company_id, ${batch.kind}, ${batch.id}, last.seq + chosen.n
    from unnest(string_to_array(${codes.join(',')}, ',')) with ordinality as chosen(code, n),
      (select company_id, max(seq) as seq from codes where batch_kind = ${batch.kind} and batch_id = ${batch.id} group by company_id) last`);
}
