import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { isPackListHeader, readPackLine, tokenFileHeader } from '@veritag/domain';
import type { Db } from '../../db/database';
import { JobFailure } from '../../platform/jobs';
import type { CodeBatch, CodesService } from '../codes';

/** Codes read from the code table per query while the token file is written. */
const defaultRowsPerRead = 2_000;

/**
 * The pack references of a stored pack list, in order, one line at a time (the file was
 * checked at upload: a line that no longer reads is a changed file, which no retry mends).
 */
export async function* packsOf(stream: NodeJS.ReadableStream): AsyncGenerator<string> {
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  let number = 0;
  for await (const line of lines) {
    number += 1;
    if (number === 1) {
      if (!isPackListHeader(line))
        throw new JobFailure('the uploaded CSV file no longer starts with its header');
      continue;
    }
    const read = readPackLine(line, number);
    if ('blank' in read) continue;
    if ('problem' in read)
      throw new JobFailure(`the uploaded CSV file no longer reads (${read.problem})`);
    yield read.pack;
  }
}

export interface TokenFileSource {
  db: Db;
  codes: CodesService;
  batch: CodeBatch;
  packs: AsyncIterator<string>;
  rowsPerRead?: number;
  packSize: number;
  quantity: number;
  validUptoDate: string;
  /** Rows written so far, as they are written. */
  onRows?: (written: number) => void;
}

/**
 * The token file (RFC 4180, CRLF, ASCII): a header, then one row per token in seq order,
 * `pack,position,seq,code,validUpto`: token `seq` goes in pack ceil(seq / zpack) of the list,
 * at position 1 to zpack. Pack references are letters, digits and `-_./` starting with a
 * letter or digit, codes Crockford base32: no cell needs quoting or can start a formula.
 * Exactly `quantity` rows or it fails: the file is complete or it is not stored.
 */
export function tokenFileStream(source: TokenFileSource): {
  stream: Readable;
  bytes: () => number;
} {
  let bytes = 0;
  const counted = async function* () {
    for await (const chunk of tokenFileChunks(source)) {
      bytes += chunk.length;
      yield chunk;
    }
  };
  return { stream: Readable.from(counted(), { objectMode: false }), bytes: () => bytes };
}

async function* tokenFileChunks({
  db,
  codes,
  batch,
  packs,
  rowsPerRead = defaultRowsPerRead,
  packSize,
  quantity,
  validUptoDate,
  onRows,
}: TokenFileSource): AsyncGenerator<Buffer> {
  yield Buffer.from(`${tokenFileHeader.join(',')}\r\n`);
  let pack = '';
  let packsRead = 0;
  let written = 0;
  for await (const rows of codes.codesOf(db, batch, { size: rowsPerRead })) {
    let text = '';
    for (const { seq, code } of rows) {
      if (seq !== written + 1 || seq > quantity)
        throw new Error(
          `Token data ${batch.id}: code ${seq} is out of order (expected ${written + 1} of ${quantity})`,
        );
      const index = Math.floor((seq - 1) / packSize);
      while (packsRead <= index) {
        const next = await packs.next();
        if (next.done)
          throw new JobFailure('the uploaded CSV file holds fewer packs than when it was uploaded');
        pack = next.value;
        packsRead += 1;
      }
      text += `${pack},${((seq - 1) % packSize) + 1},${seq},${code},${validUptoDate}\r\n`;
      written = seq;
    }
    yield Buffer.from(text, 'ascii');
    onRows?.(written);
  }
  if (written !== quantity)
    throw new Error(`Token data ${batch.id} has ${written} codes, not ${quantity}`);
  if (!(await packs.next()).done)
    throw new JobFailure('the uploaded CSV file holds more packs than when it was uploaded');
}
