import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp, type App } from '../app';
import { openDatabase, type Database } from '../db/database';
import { useCheapPasswordHashingInTests } from '../modules/accounts';
import { seedDemo } from '../seed/demo-seed';
import { adminQuery, databaseUrl } from './fresh-database';

export const demoPassword = 'demo-pass-1';

/**
 * The databases a test app can start from, each made once per run (migrated, then filled
 * through the same services the API uses) and copied for every test app. A test that needs
 * other data adds a template here rather than filling a fresh database in every file.
 */
export const templates = {
  /** What a first start makes: the demo company, its four logins (password `demoPassword`) and three guilloche images. */
  demo: (services: App['services']) => seedDemo(services, demoPassword),
  /** Migrated, no rows: for tests that must start from nothing. */
  empty: async () => undefined,
} satisfies Record<string, (services: App['services']) => Promise<unknown>>;
export type TemplateName = keyof typeof templates;

/**
 * The templates made once per run (a few seconds each). Any other one is migrated and filled
 * in each test app that asks for it (about 2 s more per app on PGlite): list it here once
 * several test files use it.
 */
export const templatesMadePerRun: readonly TemplateName[] = ['demo'];

/** Where a template is, as handed from the global setup to the test files (plain data). */
export interface TemplateRef {
  /** A PGlite dumpDataDir tarball on disk, or a PostgreSQL database to clone. */
  database: { kind: 'pglite'; tarball: string } | { kind: 'postgres'; name: string };
  /** The stored files the fill wrote (the demo's guilloche images). */
  filesDir: string;
}
export type TemplateRefs = Partial<Record<TemplateName, TemplateRef>>;

/** Fills a database through buildApp, as the server's first start does. */
async function fill(database: Database, filesDir: string, name: TemplateName): Promise<void> {
  const built = await buildApp({
    database,
    secret: randomBytes(32).toString('hex'),
    filesDir,
    logLevel: 'silent',
  });
  await templates[name](built.services);
  await built.app.close();
}

/** A template on PGlite: filled in memory, then dumped as the tarball each test app loads. */
async function pgliteTemplate(workDir: string, name: TemplateName): Promise<TemplateRef> {
  const filesDir = path.join(workDir, name, 'files');
  await mkdir(filesDir, { recursive: true });
  const database = await openDatabase({});
  try {
    await fill(database, filesDir, name);
    // drizzle's handle to its driver: openDatabase gives out no other way to the PGlite client.
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    const tarball = path.join(workDir, `${name}.tar`);
    await writeFile(tarball, new Uint8Array(await dump.arrayBuffer()));
    return { database: { kind: 'pglite', tarball }, filesDir };
  } finally {
    await database.close();
  }
}

/** A template on PostgreSQL: a database test apps clone with CREATE DATABASE ... TEMPLATE. */
async function postgresTemplate(
  workDir: string,
  adminUrl: string,
  runId: string,
  name: TemplateName,
): Promise<TemplateRef> {
  // Named per run: other runs (another checkout, CI) may share this server at the same time.
  const database = `veritag_tpl_${runId}_${name}`;
  const filesDir = path.join(workDir, name, 'files');
  await mkdir(filesDir, { recursive: true });
  await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
  const opened = await openDatabase({ url: databaseUrl(adminUrl, database) });
  // Closing waits for every connection to end: a template with a session open cannot be cloned.
  await fill(opened, filesDir, name)
    .finally(() => opened.close())
    .catch(async (error: unknown) => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      throw error;
    });
  return { database: { kind: 'postgres', name: database }, filesDir };
}

/**
 * Makes the templates of templatesMadePerRun for one database mode under `workDir`; `remove`
 * drops the PostgreSQL ones (the caller deletes workDir). Passwords are hashed cheaply, as in
 * the tests.
 */
export async function makeTemplates(
  mode: 'pglite' | 'postgres',
  workDir: string,
  adminUrl?: string,
) {
  useCheapPasswordHashingInTests();
  const runId = randomBytes(4).toString('hex');
  const refs = {} as TemplateRefs;
  const remove = async () => {
    for (const ref of Object.values(refs)) {
      if (ref.database.kind === 'postgres')
        await adminQuery(adminUrl!, `DROP DATABASE IF EXISTS ${ref.database.name} WITH (FORCE)`);
    }
  };
  try {
    for (const name of templatesMadePerRun) {
      if (mode === 'pglite') refs[name] = await pgliteTemplate(workDir, name);
      else if (adminUrl) refs[name] = await postgresTemplate(workDir, adminUrl, runId, name);
      else throw new Error('PostgreSQL templates need TEST_DATABASE_URL');
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { refs, remove };
}
