import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A server module's README.md says what its door exports: every name in backticks in its
 * `## Door` section. This keeps that list equal to what the module's index.ts exports (types
 * included), so a door that changes fails here until its README says so. Only the Door section
 * is read, and every backticked word in it counts as a name: describe the names in plain words.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(repoRoot, 'apps/server/src/modules');

/** The backticked names of the README's `## Door` section, or undefined without one. */
function doorNamesOf(readme: string): string[] | undefined {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.trim() === '## Door');
  if (start < 0) return undefined;
  const end = lines.findIndex((line, at) => at > start && /^##? /.test(line));
  const section = lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
  return [...section.matchAll(/`([^`\n]+)`/g)].map(([, name]) => name!);
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const isDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

/** The names a module's index.ts exports, values and types, read from its export declarations. */
function exportedNamesOf(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const bindingNames = (name: ts.BindingName): string[] =>
    ts.isIdentifier(name)
      ? [name.text]
      : name.elements.flatMap((element) =>
          ts.isOmittedExpression(element) ? [] : bindingNames(element.name),
        );
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      // `export * from`: the door would not name its exports, so neither could its README.
      if (!clause) throw new Error(`${fileName}: "export *" hides the door's names; name them`);
      if (ts.isNamespaceExport(clause)) names.push(clause.name.text);
      else names.push(...clause.elements.map((element) => element.name.text));
    } else if (ts.isExportAssignment(statement)) {
      names.push('default');
    } else if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations)
        names.push(...bindingNames(declaration.name));
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement) ||
        ts.isModuleDeclaration(statement)) &&
      isExported(statement)
    ) {
      names.push(isDefault(statement) ? 'default' : (statement.name as ts.Identifier).text);
    }
  }
  return names;
}

/** What is wrong between a module's README and its door: one sentence each, naming the module. */
function doorProblems(module: string, readme: string, indexSource: string): string[] {
  const where = `apps/server/src/modules/${module}`;
  const documented = doorNamesOf(readme);
  if (!documented) return [`${where}/README.md has no "## Door" section`];
  const exported = new Set(exportedNamesOf(`${where}/index.ts`, indexSource));
  const named = new Set(documented);
  return [
    ...[...named]
      .filter((name) => !exported.has(name))
      .map(
        (name) => `${where}: the README's Door names \`${name}\`, which index.ts does not export`,
      ),
    ...[...exported]
      .filter((name) => !named.has(name))
      .map(
        (name) => `${where}: index.ts exports \`${name}\`, which the README's Door does not name`,
      ),
    ...documented
      .filter((name, at) => documented.indexOf(name) !== at)
      .map((name) => `${where}: the README's Door names \`${name}\` twice`),
  ];
}

const modulesWithReadme = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((module) => existsSync(path.join(modulesDir, module, 'README.md')))
  .sort();
const read = (module: string, file: string) =>
  readFileSync(path.join(modulesDir, module, file), 'utf8');

describe('the READMEs of the server modules', () => {
  it('are kept for the ten largest modules at least', () => {
    expect(modulesWithReadme).toEqual(
      expect.arrayContaining([
        'customers',
        'end-users',
        'labels',
        'print-data',
        'printing-jobs',
        'scans',
        'template-histories',
        'templates',
        'token-data',
        'trace',
      ]),
    );
  });

  it.each(modulesWithReadme)(
    '%s: the Door section names exactly what index.ts exports',
    (module) => {
      expect(doorProblems(module, read(module, 'README.md'), read(module, 'index.ts'))).toEqual([]);
    },
  );

  it.each(modulesWithReadme)('%s: every relative link leads to a file that exists', (module) => {
    const missing = [...read(module, 'README.md').matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
      .map(([, target]) => target!)
      .filter((target) => !/^[a-z]+:/.test(target))
      .filter((target) => !existsSync(path.resolve(modulesDir, module, target)));
    expect(missing).toEqual([]);
  });
});

describe('the Door check itself', () => {
  const readme = [
    '# sample',
    '',
    '## Door',
    '',
    '- `sampleModule`: the module object.',
    '- `SampleService`: its type.',
    '- `gone`: exported once, not any more.',
    '',
    '## Jobs',
    '',
    '- `sample.run`: a job, outside the Door section, so not a name.',
  ].join('\n');
  const index = [
    "import { defineModule } from '../../platform/server-module';",
    'export const sampleModule = defineModule({ name: "sample", setup: () => ({}) });',
    "export type { SampleService } from './sample.service';",
    "export { added, type Added as AddedType } from './added';",
  ].join('\n');

  it('fails on a missing and an extra name, naming the module', () => {
    expect(doorProblems('sample', readme, index)).toEqual([
      "apps/server/src/modules/sample: the README's Door names `gone`, which index.ts does not export",
      "apps/server/src/modules/sample: index.ts exports `added`, which the README's Door does not name",
      "apps/server/src/modules/sample: index.ts exports `AddedType`, which the README's Door does not name",
    ]);
  });

  it('passes once the README names what the door exports, and nothing else', () => {
    const mended = readme.replace(
      '- `gone`: exported once, not any more.',
      '- `added`: a value.\n- `AddedType`: a type, under its exported name.',
    );
    expect(doorProblems('sample', mended, index)).toEqual([]);
  });

  it('reads every kind of export declaration', () => {
    const source = [
      'export const a = 1, { b, c: [d] } = x;',
      'export function e() {}',
      'export class F {}',
      'export interface G {}',
      'export type H = string;',
      'export enum I {}',
      "export * as j from './j';",
      "export { k as l } from './k';",
      'export default 1;',
      'const hidden = 2;',
    ].join('\n');
    expect(exportedNamesOf('sample.ts', source)).toEqual([
      'a',
      'b',
      'd',
      'e',
      'F',
      'G',
      'H',
      'I',
      'j',
      'l',
      'default',
    ]);
    expect(() => exportedNamesOf('star.ts', "export * from './all';")).toThrow(/export \*/);
  });

  it('fails a README without a Door section', () => {
    expect(doorProblems('sample', '# sample\n', index)).toEqual([
      'apps/server/src/modules/sample/README.md has no "## Door" section',
    ]);
  });
});
