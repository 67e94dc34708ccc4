import { sql } from 'drizzle-orm';
import type { CodeSettings } from '@veritag/domain';
import { pgErrorCode, uniqueViolation } from '../../db/database';
import type { JobTransaction } from '../../platform/jobs';
import { generateCodes, type RandomSource } from './code-generator';
import type { CopyWriter } from './copy-writer';

/** Who owns a chunk's codes: the batch and its company. */
export interface ChunkOwner {
  companyId: number;
  batchKind: string;
  batchId: number;
}

/** A collision this many times over on one chunk means the code space is exhausted, not bad luck. */
const maxRedoRounds = 50;

/**
 * Writes `codes` (seq `firstSeq` onwards) at COPY speed under a SAVEPOINT. A unique
 * violation (a code already on the platform, or twice in the chunk) rolls back to the
 * savepoint, and the chunk is written again by INSERT ... ON CONFLICT DO NOTHING, with fresh
 * codes for the seqs that did not go in, until every seq has a code. Nothing is lost and the
 * batch never fails for a collision. Returns the chunk's codes as written (changed in place).
 */
export async function writeChunk(
  tx: JobTransaction,
  copy: CopyWriter,
  owner: ChunkOwner,
  firstSeq: number,
  codes: string[],
  settings: CodeSettings,
  random: RandomSource,
): Promise<string[]> {
  const tail = `\t${owner.companyId}\t${owner.batchKind}\t${owner.batchId}\t`;
  let rows = '';
  for (let i = 0; i < codes.length; i++) rows += `${codes[i]}${tail}${firstSeq + i}\n`;
  await tx.execute(sql.raw('savepoint codes_chunk'));
  try {
    await copy(tx, rows);
  } catch (error) {
    if (pgErrorCode(error) !== uniqueViolation) throw error;
    await tx.execute(sql.raw('rollback to savepoint codes_chunk'));
    await insertSkippingTaken(tx, owner, firstSeq, codes, settings, random);
  }
  await tx.execute(sql.raw('release savepoint codes_chunk'));
  return codes;
}

async function insertSkippingTaken(
  tx: JobTransaction,
  owner: ChunkOwner,
  firstSeq: number,
  codes: string[],
  settings: CodeSettings,
  random: RandomSource,
): Promise<void> {
  let pending = codes.map((_, i) => i);
  for (let round = 0; pending.length > 0; round++) {
    if (round === maxRedoRounds)
      throw new Error(
        `${pending.length} codes still collide after ${maxRedoRounds} tries: the code space is exhausted`,
      );
    // Two lists as text, not arrays: drizzle would spread a JS array into one parameter per item.
    const list = pending.map((i) => codes[i]).join(',');
    const seqs = pending.map((i) => firstSeq + i).join(',');
    const result = (await tx.execute(sql`
      insert into codes (code, company_id, batch_kind, batch_id, seq)
      select c, ${owner.companyId}, ${owner.batchKind}, ${owner.batchId}, s
      from unnest(string_to_array(${list}, ','), string_to_array(${seqs}, ',')::int[]) as u(c, s)
      on conflict (code) do nothing
      returning seq`)) as unknown as { rows: { seq: number }[] };
    const written = new Set(result.rows.map((row) => Number(row.seq)));
    pending = pending.filter((i) => !written.has(firstSeq + i));
    const fresh = generateCodes(pending.length, settings, random);
    pending.forEach((i, k) => (codes[i] = fresh[k]!));
  }
}
