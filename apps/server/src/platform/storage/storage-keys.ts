import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { StoredFileTooLarge } from './file-storage';

const keyPattern = /^[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/** `ab/<uuid>.<ext>`: random, spread over 256 folders, and the extension cleaned to a-z0-9. */
export function newStorageKey(extension: string): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}.${
    extension
      .replace(/[^a-z0-9]/gi, '')
      .toLowerCase()
      .slice(0, 8) || 'bin'
  }`;
}

export const isStorageKey = (key: string) => keyPattern.test(key);

/**
 * Counts what passes and fails the stream once it goes past `maxBytes`, so a writer never
 * finishes a file over the limit; the driver then discards what it began.
 */
export function byteLimit(maxBytes: number) {
  let byteCount = 0;
  let exceeded: StoredFileTooLarge | undefined;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      byteCount += chunk.length;
      if (byteCount <= maxBytes) return done(null, chunk);
      exceeded = new StoredFileTooLarge(maxBytes);
      done(exceeded);
    },
  });
  return {
    stream,
    get byteCount() {
      return byteCount;
    },
    get exceeded() {
      return exceeded;
    },
  };
}
