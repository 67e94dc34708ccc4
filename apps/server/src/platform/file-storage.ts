import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where file bytes live. Keys are made by the server; no client name ever reaches a path. */
export interface FileStorage {
  /** Stores the bytes whole or not at all, and returns the new key. */
  put(bytes: Buffer, extension: string): Promise<string>;
  open(key: string): Promise<{ stream: Readable; byteSize: number }>;
  remove(key: string): Promise<void>;
}

const keyPattern = /^[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/** Local disk under the data folder: written to a temporary name, flushed, then renamed. */
export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!keyPattern.test(key)) throw new Error('Invalid storage key');
    return path.join(root, key);
  };
  return {
    async put(bytes, extension) {
      const id = randomUUID();
      const key = `${id.slice(0, 2)}/${id}.${extension.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'bin'}`;
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.partial-${randomUUID()}`;
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } catch (error) {
        await handle.close();
        await rm(temporary, { force: true });
        throw error;
      }
      await handle.close();
      await rename(temporary, target);
      return key;
    },
    async open(key) {
      const file = pathOf(key);
      const { size } = await stat(file);
      return { stream: createReadStream(file), byteSize: size };
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
