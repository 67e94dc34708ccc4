import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { getTableName, is, sql } from 'drizzle-orm';
import { integer, PgTable, pgTable, pgView } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { serverModules } from '../app';

/**
 * A module's tables are read and written by that module only (decision 0428). Another module
 * gets what it needs through a named read the owner gives: a function of its service or door,
 * or a view the owner defines. These checks fail when a module's SQL names a table another
 * module owns, or when a door hands out a table object.
 */

const src = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(src, 'modules');

/** The statement words after which a name is a table read or written (DELETE FROM, INSERT INTO, COPY...). */
const tableWords = ['from', 'join', 'into', 'update', 'table', 'truncate', 'copy'];

interface Source {
  file: string;
  text: string;
}

/**
 * Where `sources` (the files of module `reader`) name, in SQL position, a table another module
 * owns. SQL is whatever a string or template literal holds (sql`...`, prepared statements'
 * strings); import paths and comments are not SQL.
 */
function foreignTables(owners: ReadonlyMap<string, string>, reader: string, sources: Source[]) {
  const names = [...owners.keys()].sort((a, b) => b.length - a.length).join('|');
  const named = new RegExp(
    `\\b(?:${tableWords.join('|')})\\s+(?:only\\s+)?(?:"?public"?\\.)?"?(${names})"?(?![\\w"])`,
    'gi',
  );
  const found: string[] = [];
  for (const { file, text } of sources) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateLiteralToken(node)
      )
        for (const [, table] of node.text.matchAll(named)) {
          const owner = owners.get(table!.toLowerCase());
          if (owner !== reader) {
            const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
            found.push(`${file}:${line} names ${table}, a table of ${owner}`);
          }
        }
      // A module object's `tables` are the schema's input, not a way into another module.
      if (ts.isPropertyAccessExpression(node) && node.name.text === 'tables') {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push(`${file}:${line} reads ${node.getText()}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** What a door's exports hand out that is a table: an export, or a property of an exported plain object. */
function tablesHandedOut(door: string, exports: Record<string, unknown>): string[] {
  const plain = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype;
  return Object.entries(exports).flatMap(([name, value]) => {
    if (is(value, PgTable)) return [`${door} exports the table ${name}`];
    if (!plain(value) || (serverModules as readonly unknown[]).includes(value)) return [];
    return Object.entries(value)
      .filter(([, inner]) => is(inner, PgTable))
      .map(([key]) => `${door} exports the table ${name}.${key}`);
  });
}

/**
 * Every file the server and worker processes load, following relative imports (dynamic ones
 * too) from their entry points: the code that runs, whatever the names of tests and their
 * helpers, which may read any table to check what was written.
 */
function runningFiles(): Set<string> {
  const seen = new Set<string>();
  const resolve = (from: string, specifier: string) =>
    ['', '.ts', '/index.ts']
      .map((end) => path.resolve(path.dirname(from), specifier.replace(/\.js$/, '') + end))
      .find((file) => existsSync(file) && statSync(file).isFile());
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles) {
      const target = fileName.startsWith('.') ? resolve(file, fileName) : undefined;
      if (target?.endsWith('.ts')) visit(target);
    }
  };
  visit(path.join(src, 'server.ts'));
  visit(path.join(src, 'worker.ts'));
  return seen;
}

/** Each module's folder, door exports and table names, the module found by the object its door exports. */
async function moduleFolders() {
  const folders = new Map<string, { folder: string; exports: Record<string, unknown> }>();
  for (const module of serverModules) folders.set(module.name, { folder: '', exports: {} });
  for (const folder of new Set(
    [...runningFiles()].map((file) => path.relative(modulesDir, file).split(path.sep)[0]!),
  )) {
    if (folder.startsWith('..') || folder.endsWith('.ts')) continue;
    const exports = (await import(path.join(modulesDir, folder, 'index.ts'))) as Record<
      string,
      unknown
    >;
    const module = serverModules.find((one) => Object.values(exports).includes(one));
    if (module) folders.set(module.name, { folder, exports });
  }
  return folders;
}

const owners = new Map(
  serverModules.flatMap((module) =>
    Object.values(module.tables ?? {})
      .filter((table) => is(table, PgTable))
      .map((table) => [getTableName(table as PgTable), module.name] as const),
  ),
);

describe('a module’s tables are its own', () => {
  it('no module’s SQL names a table another module owns', async () => {
    const folders = await moduleFolders();
    const files = [...runningFiles()];
    const found = [...folders].flatMap(([name, { folder }]) =>
      foreignTables(
        owners,
        name,
        files
          .filter((file) => folder && file.startsWith(path.join(modulesDir, folder) + path.sep))
          .map((file) => ({ file: path.relative(src, file), text: readFileSync(file, 'utf8') })),
      ),
    );
    expect(found).toEqual([]);
    expect([...folders.values()].filter(({ folder }) => !folder)).toEqual([]);
  });

  it('no door hands out a table object; an owner’s view is its named read', async () => {
    const found = [...(await moduleFolders()).values()].flatMap(({ folder, exports }) =>
      tablesHandedOut(folder, exports),
    );
    expect(found).toEqual([]);
  });

  it('catches a module reading another’s table, and only that (the checks can fail)', () => {
    const sample = `
      import { scansModule } from '../scans';
      // Counted from scans, which the scans module owns.
      const mine = sql\`select count(*) from scan_rollup_mark\`;
      const named = sql\`select * from scan_verdicts t join \${other} on true\`;
      const theirs = sql\`select count(*) from scans t where t.company_id = \${id}\`;
      const lookup = 'select c.id from codes c left join "code_blacklist" b on b.code_id = c.id';
      const table = scansModule.tables;
      const words = 'Products from the plants are listed';`;
    expect(foreignTables(owners, 'dashboards', [{ file: 'sample.ts', text: sample }])).toEqual([
      'sample.ts:6 names scans, a table of scans',
      'sample.ts:7 names codes, a table of codes',
      'sample.ts:7 names code_blacklist, a table of codeBlacklist',
      'sample.ts:8 reads scansModule.tables',
    ]);
    const table = pgTable('sample', { id: integer('id') });
    const view = pgView('sample_ids').as((qb) => qb.select({ id: table.id }).from(table));
    expect(
      tablesHandedOut('sample', { table, view, join: { table, on: sql`true` }, names: { view } }),
    ).toEqual(['sample exports the table table', 'sample exports the table join.table']);
  });
});
