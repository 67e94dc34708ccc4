import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
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

/** Where a crash test's child processes work (test-support/crash-children.ts launches them). */
export interface CrashTarget {
  /** A PGlite data folder or a PostgreSQL URL, for the child's command line. */
  target: string;
  /** The stored files' folder, holding the template's files when `seeded`. */
  filesDir: string;
  /** The demo is in it already: the child's setup skips seeding it. */
  seeded: boolean;
  /** Drops the database and deletes the folders. */
  remove: () => Promise<void>;
}

/**
 * A database for child processes, which open it by path or URL rather than in memory: a copy of
 * the run's demo template (a PostgreSQL clone, or a PGlite data folder loaded from the
 * template's tarball, with its stored files), so a child need not seed the demo itself; when
 * this run made no template, an empty one it seeds.
 */
export async function crashTarget(prefix: string): Promise<CrashTarget> {
  const mode = testDatabaseMode();
  const ref = inject('veritagTemplates')?.demo;
  const usable = ref?.database.kind === mode ? ref : undefined;
  const workDir = await mkdtemp(path.join(tmpdir(), prefix));
  const filesDir = path.join(workDir, 'files');
  let drop = async () => undefined as void;
  try {
    if (usable) await cp(usable.filesDir, filesDir, { recursive: true });
    else await mkdir(filesDir);
    let target = path.join(workDir, 'db');
    if (mode === 'postgres') {
      const fresh = (await freshPostgresUrl(
        usable?.database.kind === 'postgres' ? usable.database.name : undefined,
      ))!;
      [target, drop] = [fresh.url, fresh.drop];
    } else if (usable?.database.kind === 'pglite') {
      const loaded = await openDatabase({
        dataDir: target,
        loadDataDir: await tarballAt(usable.database.tarball),
      });
      await loaded.close();
    }
    return {
      target,
      filesDir,
      seeded: !!usable,
      remove: async () => {
        await drop();
        await rm(workDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await drop();
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}
