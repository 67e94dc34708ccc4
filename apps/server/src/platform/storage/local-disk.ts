import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { StoredFileNotFound, type FileStorage, type StoredObject } from './file-storage';
import { byteLimit, isStorageKey, newStorageKey } from './storage-keys';

// An unfinished write: the key plus a random suffix, left behind when the process dies mid-write.
const temporaryPattern = /^[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}\.partial-[0-9a-f-]{36}$/;
const folderPattern = /^[0-9a-f]{2}$/;
const isOurs = (key: string) => isStorageKey(key) || temporaryPattern.test(key);

/** Local disk under the data folder: written to a temporary name, flushed, then renamed. */
export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!isOurs(key)) throw new Error('Invalid storage key');
    return path.join(root, key);
  };

  /** A crash leaves at most a `.partial-` file (the sweep removes it), never a partial file under a real key. */
  async function writeAtomically(
    extension: string,
    write: (handle: FileHandle) => Promise<void>,
  ): Promise<string> {
    const key = newStorageKey(extension);
    const target = pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.partial-${randomUUID()}`;
    const handle = await open(temporary, 'wx');
    try {
      await write(handle);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(temporary, { force: true });
      throw error;
    }
    await handle.close();
    await rename(temporary, target);
    return key;
  }

  return {
    put: (bytes, extension) => writeAtomically(extension, (handle) => handle.writeFile(bytes)),

    async putStream(source, extension, { maxBytes }) {
      const limit = byteLimit(maxBytes);
      const key = await writeAtomically(extension, async (handle) => {
        await pipeline(source, limit.stream, async (chunks: AsyncIterable<Buffer>) => {
          for await (const chunk of chunks) await handle.write(chunk);
        });
      });
      return { key, byteSize: limit.byteCount };
    },

    async open(key) {
      // Open first, then stat the open file: a removal in between cannot turn into a stream error later.
      const handle = await open(pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new StoredFileNotFound(key) : error;
      });
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), byteSize: size };
      } catch (error) {
        await handle.close();
        throw error;
      }
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
