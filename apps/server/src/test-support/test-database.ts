import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { freshPostgresUrl, testDatabaseMode } from './fresh-database';
import type { TemplateName, TemplateRefs } from './templates';

export { testDatabaseMode, type TestDatabaseMode } from './fresh-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by scripts/vitest-global-setup.ts for the server projects. */
    veritagTemplates?: TemplateRefs;
  }
}

export interface TestDatabase {
  database: Database;
  /** A new folder for stored files, holding a copy of the template's. */
  filesDir: string;
  /** False when no template was made for this run (a project without the global setup): fill it yourself. */
  fromTemplate: boolean;
  /** Closes the database and deletes it and the files folder. */
  close: () => Promise<void>;
}

/** Each test file is its own process: the tarball is read once per file, not per app. */
const tarballs = new Map<string, Promise<Blob>>();
const tarballAt = (file: string) => {
  if (!tarballs.has(file))
    tarballs.set(
      file,
      readFile(file).then((bytes) => new Blob([new Uint8Array(bytes)])),
    );
  return tarballs.get(file)!;
};

/** A new PostgreSQL database, cloned from `template` or empty, and how to drop it. */
async function newPostgresDatabase(template: string | undefined) {
  const { url, drop } = (await freshPostgresUrl(template))!;
  const database = await openDatabase({ url }).catch(async (error: unknown) => {
    await drop();
    throw error;
  });
  return { database, drop };
}

/**
 * A database of this run's mode, copied from the template made once per run: PGlite in memory
 * loaded from the template's tarball, or a PostgreSQL database cloned from the template
 * database (dropped on close). Without a template it is freshly migrated and empty.
 */
export async function openTestDatabase(template: TemplateName = 'demo'): Promise<TestDatabase> {
  const mode = testDatabaseMode();
  const ref = inject('veritagTemplates')?.[template];
  const usable = ref?.database.kind === mode ? ref : undefined;
  const filesDir = await mkdtemp(path.join(tmpdir(), 'veritag-files-'));
  if (usable) await cp(usable.filesDir, filesDir, { recursive: true });
  let database: Database;
  let drop = async () => undefined as void;
  if (mode === 'postgres') {
    ({ database, drop } = await newPostgresDatabase(
      usable?.database.kind === 'postgres' ? usable.database.name : undefined,
    ));
  } else {
    database = await openDatabase(
      usable?.database.kind === 'pglite'
        ? { loadDataDir: await tarballAt(usable.database.tarball) }
        : {},
    );
  }
  return {
    database,
    filesDir,
    fromTemplate: !!usable,
    close: async () => {
      await database.close();
      await drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
