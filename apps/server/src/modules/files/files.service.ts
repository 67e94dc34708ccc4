import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Readable } from 'node:stream';
import { formatFileSize } from '@veritag/domain';
import { StoredFileTooLarge, type FileStorage } from '../../platform/file-storage';
import { streamReport, type ReportSpec } from '../../platform/reports';
import { assertAllowed, companyScope, type Access, type Caller } from '../../platform/access';
import type { UploadedFile } from '../../http/multipart';
import { ApiProblem, notFound } from '../../http/problem';
import type { FileReply } from '../../http/bind-call';
import { storedFiles } from './files.table';
import { sweepOrphans, type SweepOptions } from './files.sweep';

/** What a module's files belong to, e.g. 'guilloche-image'; the module registers it as the owner. */
export type FilePurpose = string;

/** Who may download the files of one purpose, as the module that owns them says. */
export interface FileOwner {
  /** The rule of the list the files belong to: whoever may not read the records may not read their files. */
  access: Access;
  /**
   * Whether the record holding the file is within the caller's reach beyond company and
   * privilege (a user limited to chosen customers: the file of another customer's record).
   * False: the file is not found, as that record is not.
   */
  withinReach?: (caller: Caller, fileId: string) => Promise<boolean>;
}

/**
 * Stored files: bytes in storage, a row in the database. The bytes are written first; the
 * caller records the row inside its own transaction and calls `discard` if that fails, so
 * neither a row without bytes nor bytes without a row survive (a crash between the two is
 * what `sweepOrphans` mends at start).
 */
export function filesService(db: Db, storage: FileStorage) {
  const owners = new Map<FilePurpose, FileOwner>();

  /** Bytes written, row not yet: the caller records it in its transaction or discards the bytes. */
  const staged = (
    stored: {
      storageKey: string;
      byteSize: number;
      contentType: string;
      originalName: string | null;
    },
    purpose: FilePurpose,
    companyId: number | null,
  ) => {
    const row = { id: randomUUID(), companyId, purpose, ...stored };
    return {
      id: row.id,
      /** Inserts the row; run it inside the caller's transaction. */
      record: (tx: Db) => tx.insert(storedFiles).values(row),
      discard: () => storage.remove(stored.storageKey),
    };
  };

  /**
   * A generated file (a label PDF, a report) written as it is produced, never whole in
   * memory; past `maxBytes` nothing is kept and the caller gets a 413. Recorded like `store`.
   */
  const storeStream = async (
    source: Readable,
    file: { extension: string; contentType: string; fileName: string; maxBytes: number },
    purpose: FilePurpose,
    companyId: number | null,
  ) => {
    const written = await storage
      .putStream(source, file.extension, { maxBytes: file.maxBytes })
      .catch((error: unknown) => {
        if (error instanceof StoredFileTooLarge)
          throw new ApiProblem(413, `The file is larger than ${formatFileSize(file.maxBytes)}`);
        throw error;
      });
    return staged(
      {
        storageKey: written.key,
        byteSize: written.byteSize,
        contentType: file.contentType,
        originalName: file.fileName,
      },
      purpose,
      companyId,
    );
  };

  return {
    /** Called by the module whose records the files belong to; a purpose nobody owns is never served. */
    registerOwner(purpose: FilePurpose, owner: FileOwner): void {
      if (owners.has(purpose))
        throw new Error(`Files of purpose '${purpose}' already have an owner`);
      owners.set(purpose, owner);
    },

    async store(file: UploadedFile, purpose: FilePurpose, companyId: number | null) {
      const storageKey = await storage.put(file.buffer, file.extension);
      return staged(
        {
          storageKey,
          byteSize: file.buffer.length,
          contentType: file.contentType,
          originalName: file.originalName || null,
        },
        purpose,
        companyId,
      );
    },

    storeStream,

    /**
     * A spreadsheet or CSV written by the report writer straight into storage, recorded like
     * `store`. When the writer fails (more rows than a sheet holds) its error is the one
     * thrown, not that of the stream it cut short, and nothing is kept.
     */
    async storeReport(
      spec: ReportSpec,
      fileName: string,
      purpose: FilePurpose,
      companyId: number | null,
      maxBytes: number,
    ) {
      const file = streamReport(spec, fileName);
      const written = storeStream(
        file.stream,
        {
          extension: spec.format,
          contentType: file.contentType,
          fileName: file.fileName,
          maxBytes,
        },
        purpose,
        companyId,
      );
      const [stored, rows] = await Promise.allSettled([written, file.rowCount]);
      if (stored.status === 'fulfilled' && rows.status === 'rejected') await stored.value.discard();
      if (rows.status === 'rejected') throw rows.reason;
      if (stored.status === 'rejected') throw stored.reason;
      return stored.value;
    },

    /** Deletes the row (in the caller's transaction); returns a step that removes the bytes after commit. */
    async forget(tx: Db, fileId: string): Promise<() => Promise<void>> {
      const [row] = await tx
        .delete(storedFiles)
        .where(eq(storedFiles.id, fileId))
        .returning({ key: storedFiles.storageKey });
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
      const where =
        scope === null
          ? eq(storedFiles.id, fileId)
          : and(eq(storedFiles.id, fileId), eq(storedFiles.companyId, scope));
      const [row] = await db.select().from(storedFiles).where(where).limit(1);
      const owner = row && owners.get(row.purpose);
      if (!row || !owner) throw notFound('File');
      assertAllowed(caller, owner.access);
      if (owner.withinReach && !(await owner.withinReach(caller, row.id))) throw notFound('File');
      // Bytes lost outside our control (a restored backup, a hand-cleaned disk) are a missing
      // file to the caller, not a server failure; the start-up sweep reports such rows.
      const { stream, byteSize } = await storage
        .open(row.storageKey)
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') throw notFound('File');
          throw error;
        });
      const extension = row.storageKey.split('.').pop() ?? 'bin';
      return {
        stream,
        byteSize,
        contentType: row.contentType,
        fileName: `${row.purpose}-${row.id}.${extension}`,
      };
    },

    sweepOrphans: (options: SweepOptions) => sweepOrphans(db, storage, options),

    /**
     * The bytes of a stored file, for the module that stored it (a job reading the upload it
     * was queued with): no caller and no owner check, so never hand it a client's file id.
     */
    async read(
      fileId: string,
      tx: Db = db,
    ): Promise<{ stream: Readable; byteSize: number; contentType: string }> {
      const [row] = await tx
        .select({ key: storedFiles.storageKey, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(eq(storedFiles.id, fileId));
      if (!row) throw notFound('File');
      const { stream, byteSize } = await storage.open(row.key);
      return { stream, byteSize, contentType: row.contentType };
    },

    /** The content type of each stored file named, for the records that show their files. */
    async contentTypes(fileIds: readonly string[], tx: Db = db): Promise<Map<string, string>> {
      if (fileIds.length === 0) return new Map();
      const rows = await tx
        .select({ id: storedFiles.id, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(inArray(storedFiles.id, [...fileIds]));
      return new Map(rows.map((row) => [row.id, row.contentType]));
    },
  };
}
export type FilesService = ReturnType<typeof filesService>;
