import { createHash } from 'node:crypto';
import { PassThrough, Transform } from 'node:stream';
import type { TokenFileKind } from '@veritag/domain';
import type { FilesService } from '../files';

/** Files of this purpose are a token batch's outputs; the batch's module serves them. */
export const batchFilePurpose = 'template-history';

/** Past a PostgreSQL integer (stored_files.byte_size): a press takes parts far smaller anyway. */
const maxFileBytes = 2_000_000_000;

const contentTypes: Record<TokenFileKind, { extension: string; contentType: string }> = {
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  codes: { extension: 'csv', contentType: 'text/csv' },
  urls: { extension: 'csv', contentType: 'text/csv' },
  manifest: { extension: 'json', contentType: 'application/json' },
};

/** `batch-42-labels.pdf`, `batch-42-labels-part-2-of-3.pdf`, `batch-42-codes.csv`, ... */
export function batchFileName(
  batchId: number,
  kind: TokenFileKind,
  part: number,
  parts: number,
): string {
  const base = `batch-${batchId}`;
  if (kind === 'pdf')
    return parts > 1 ? `${base}-labels-part-${part}-of-${parts}.pdf` : `${base}-labels.pdf`;
  return `${base}-${kind}.${contentTypes[kind].extension}`;
}

/** A file written into storage as it is produced, with its size and SHA-256 counted on the way. */
export interface WrittenFile {
  staged: Awaited<ReturnType<FilesService['storeStream']>>;
  bytes: number;
  sha256: string;
}

/**
 * Runs `produce` writing into a stream that goes straight to storage. If either side fails,
 * the other is stopped and nothing is kept; the caller records the staged file in its step
 * (or discards it).
 */
export async function writeBatchFile(
  files: FilesService,
  file: { kind: TokenFileKind; name: string; companyId: number },
  produce: (out: NodeJS.WritableStream) => Promise<unknown>,
): Promise<WrittenFile> {
  const hash = createHash('sha256');
  let bytes = 0;
  const counting = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const out = new PassThrough();
  const source = out.pipe(counting);
  out.on('error', (error) => counting.destroy(error));
  const { extension, contentType } = contentTypes[file.kind];
  const storing = files.storeStream(
    source,
    { extension, contentType, fileName: file.name, maxBytes: maxFileBytes },
    batchFilePurpose,
    file.companyId,
  );
  // A storage failure must not leave the producer writing into a stream nobody reads.
  storing.catch((error: unknown) => out.destroy(error as Error));
  try {
    await produce(out);
    if (!out.writableEnded) out.end();
  } catch (error) {
    out.destroy(error as Error);
    const staged = await storing.catch(() => undefined);
    await staged?.discard();
    throw error;
  }
  const staged = await storing;
  return { staged, bytes, sha256: hash.digest('hex') };
}

/** Lines written with back-pressure: a million-row CSV never sits in memory. */
export async function writeLines(
  out: NodeJS.WritableStream,
  lines: AsyncIterable<string>,
): Promise<void> {
  const stream = out as NodeJS.WritableStream & { writableNeedDrain?: boolean };
  for await (const line of lines) {
    if (!stream.write(line)) await new Promise((resolve) => stream.once('drain', resolve));
  }
  await new Promise<void>((resolve) => stream.end(resolve));
}
