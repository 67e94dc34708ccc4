import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where file bytes live. Keys are made by the server; no client name ever reaches a path. */
export interface FileStorage {
  /** Stores the bytes whole or not at all, and returns the new key. */
  put(bytes: Buffer, extension: string): Promise<string>;
  open(key: string): Promise<{ stream: Readable; byteSize: number }>;
  /** Removes a key, or an unfinished write that `list` reported. */
  remove(key: string): Promise<void>;
  /** Everything storage holds, finished or not, with its last write; for the orphan sweep. */
  list(): Promise<StoredObject[]>;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

const keyPattern = /^[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;
// An unfinished write: the key plus a random suffix, left behind when the process dies mid-write.
const temporaryPattern = /^[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}\.partial-[0-9a-f-]{36}$/;
const folderPattern = /^[0-9a-f]{2}$/;
const isOurs = (key: string) => keyPattern.test(key) || temporaryPattern.test(key);

/** Local disk under the data folder: written to a temporary name, flushed, then renamed. */
export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!isOurs(key)) throw new Error('Invalid storage key');
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
    async list() {
      // Only names this storage makes are listed, so whatever else sits in the folder is never swept.
      const found: StoredObject[] = [];
      for (const folder of await readdir(root, { withFileTypes: true }).catch(unlessMissing([]))) {
        if (!folder.isDirectory() || !folderPattern.test(folder.name)) continue;
        for (const name of await readdir(path.join(root, folder.name))) {
          const key = `${folder.name}/${name}`;
          if (!isOurs(key)) continue;
          // A file may go between readdir and stat (another process removing it); it is then not listed.
          const stats = await stat(path.join(root, key)).catch(unlessMissing(null));
          if (stats?.isFile()) found.push({ key, modifiedAt: stats.mtime });
        }
      }
      return found;
    },
  };
}

/** Treats a missing path as `fallback`; every other error still fails. */
const unlessMissing =
  <T>(fallback: T) =>
  (error: unknown): T => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  };
