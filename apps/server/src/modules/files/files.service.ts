import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { FileStorage } from '../../platform/file-storage';
import { assertAllowed, companyScope, type Access, type Caller } from '../../platform/access';
import type { UploadedFile } from '../../http/multipart';
import { notFound } from '../../http/problem';
import type { FileReply } from '../../http/bind-call';
import { storedFiles } from './files.table';
import { sweepOrphans, type SweepOptions } from './files.sweep';

/** What a module's files belong to, e.g. 'guilloche-image'; the module registers it as the owner. */
export type FilePurpose = string;

/** Who may download the files of one purpose, as the module that owns them says. */
export interface FileOwner {
  /** The rule of the list the files belong to: whoever may not read the records may not read their files. */
  access: Access;
}

/**
 * Stored files: bytes in storage, a row in the database. The bytes are written first; the
 * caller records the row inside its own transaction and calls `discard` if that fails, so
 * neither a row without bytes nor bytes without a row survive (a crash between the two is
 * what `sweepOrphans` mends at start).
 */
export function filesService(db: Db, storage: FileStorage) {
  const owners = new Map<FilePurpose, FileOwner>();

  return {
    /** Called by the module whose records the files belong to; a purpose nobody owns is never served. */
    registerOwner(purpose: FilePurpose, owner: FileOwner): void {
      if (owners.has(purpose)) throw new Error(`Files of purpose '${purpose}' already have an owner`);
      owners.set(purpose, owner);
    },

    async store(file: UploadedFile, purpose: FilePurpose, companyId: number | null) {
      const storageKey = await storage.put(file.buffer, file.extension);
      const row = {
        id: randomUUID(),
        companyId,
        purpose,
        storageKey,
        contentType: file.contentType,
        byteSize: file.buffer.length,
        originalName: file.originalName || null,
      };
      return {
        id: row.id,
        /** Inserts the row; run it inside the caller's transaction. */
        record: (tx: Db) => tx.insert(storedFiles).values(row),
        discard: () => storage.remove(storageKey),
      };
    },

    /** Deletes the row (in the caller's transaction); returns a step that removes the bytes after commit. */
    async forget(tx: Db, fileId: string): Promise<() => Promise<void>> {
      const [row] = await tx.delete(storedFiles).where(eq(storedFiles.id, fileId)).returning({ key: storedFiles.storageKey });
      return async () => {
        if (row) await storage.remove(row.key);
      };
    },

    /**
     * A download for a caller who may read the record the file belongs to. Another company's
     * file and a file nobody owns are not found (404); a file of the caller's company whose
     * list the caller may not read is forbidden (403), as that list is.
     */
    async download(fileId: string, caller: Caller): Promise<FileReply> {
      const scope = companyScope(caller);
      const where = scope === null ? eq(storedFiles.id, fileId) : and(eq(storedFiles.id, fileId), eq(storedFiles.companyId, scope));
      const [row] = await db.select().from(storedFiles).where(where).limit(1);
      const owner = row && owners.get(row.purpose);
      if (!row || !owner) throw notFound('File');
      assertAllowed(caller, owner.access);
      // Bytes lost outside our control (a restored backup, a hand-cleaned disk) are a missing
      // file to the caller, not a server failure; the start-up sweep reports such rows.
      const { stream, byteSize } = await storage.open(row.storageKey).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw notFound('File');
        throw error;
      });
      const extension = row.storageKey.split('.').pop() ?? 'bin';
      return { stream, byteSize, contentType: row.contentType, fileName: `${row.purpose}-${row.id}.${extension}` };
    },

    sweepOrphans: (options: SweepOptions) => sweepOrphans(db, storage, options),

    /** The content type of each stored file named, for the records that show their files. */
    async contentTypes(fileIds: readonly string[], tx: Db = db): Promise<Map<string, string>> {
      if (fileIds.length === 0) return new Map();
      const rows = await tx.select({ id: storedFiles.id, contentType: storedFiles.contentType }).from(storedFiles).where(inArray(storedFiles.id, [...fileIds]));
      return new Map(rows.map((row) => [row.id, row.contentType]));
    },
  };
}
export type FilesService = ReturnType<typeof filesService>;
