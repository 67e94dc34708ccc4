import type { Db } from '../../db/database';
import type { FileStorage } from '../../platform/file-storage';
import { storedFiles } from './files.table';

export interface SweepOptions {
  /**
   * Bytes without a row are removed only when older than this: a younger file may be an
   * upload of another process whose row is not committed yet.
   */
  olderThanMs: number;
  now?: Date;
  log?: SweepLog;
}

/** The part of a pino logger (Fastify's app.log) the sweep writes to. */
export interface SweepLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface SweepResult {
  /** Storage keys removed: finished files no row names, and unfinished writes. */
  removed: string[];
  /** Rows whose bytes are gone. They are reported, not deleted: the record using them would dangle. */
  missing: { fileId: string; purpose: string }[];
}

/**
 * Mends what a crash between writing bytes and committing their row leaves behind. Storage
 * is listed before the rows are read, so a row committed during the sweep only protects its
 * file better; at worst a file stored meanwhile is reported missing once.
 */
export async function sweepOrphans(
  db: Db,
  storage: FileStorage,
  options: SweepOptions,
): Promise<SweepResult> {
  const cutoff = (options.now ?? new Date()).getTime() - options.olderThanMs;
  const objects = await storage.list();
  const rows = await db
    .select({ id: storedFiles.id, purpose: storedFiles.purpose, key: storedFiles.storageKey })
    .from(storedFiles);
  const named = new Set(rows.map((row) => row.key));
  const present = new Set(objects.map((object) => object.key));

  const removed: string[] = [];
  for (const object of objects) {
    if (named.has(object.key) || object.modifiedAt.getTime() > cutoff) continue;
    await storage.remove(object.key);
    removed.push(object.key);
  }
  const missing = rows
    .filter((row) => !present.has(row.key))
    .map((row) => ({ fileId: row.id, purpose: row.purpose }));

  if (removed.length > 0)
    options.log?.info({ removed }, `Removed ${removed.length} stored file(s) that no record names`);
  for (const file of missing) {
    options.log?.warn(
      file,
      `Stored file ${file.fileId} (${file.purpose}) has a record but its bytes are missing`,
    );
  }
  return { removed, missing };
}
