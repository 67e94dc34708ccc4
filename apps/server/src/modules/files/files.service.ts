import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { FileStorage } from '../../platform/file-storage';
import type { UploadedFile } from '../../http/multipart';
import { notFound } from '../../http/problem';
import type { FileReply } from '../../http/bind-call';
import { storedFiles } from './files.table';

export type FilePurpose = 'guilloche-image' | 'company-logo' | 'profile-image';

/**
 * Stored files: bytes in storage, a row in the database. The bytes are written first; the
 * caller records the row inside its own transaction and calls `discard` if that fails, so
 * neither a row without bytes nor bytes without a row survive.
 */
export function filesService(db: Db, storage: FileStorage) {
  return {
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

    /** A download limited to the caller's company (null: any, for a super admin). */
    async download(fileId: string, companyId: number | null): Promise<FileReply> {
      const where = companyId === null ? eq(storedFiles.id, fileId) : and(eq(storedFiles.id, fileId), eq(storedFiles.companyId, companyId));
      const [row] = await db.select().from(storedFiles).where(where).limit(1);
      if (!row) throw notFound('File');
      const { stream, byteSize } = await storage.open(row.storageKey);
      const extension = row.storageKey.split('.').pop() ?? 'bin';
      return { stream, byteSize, contentType: row.contentType, fileName: `${row.purpose}-${row.id}.${extension}` };
    },
  };
}
export type FilesService = ReturnType<typeof filesService>;
