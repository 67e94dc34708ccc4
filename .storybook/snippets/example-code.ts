import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parser, traverse, types as t, type NodePath } from 'storybook/internal/babel';
import { kitExportNames, kitPackageName, kitSourceDir } from './kit-exports';

/**
 * What a story's snippet needs to stand alone: the import lines of the names it uses and the
 * story file's own helpers (a wrapper holding state, sample rows), found by following each name
 * to where it is declared. A name the ui package exports is imported from '@veritag/ui', the way
 * an app imports it, never from the component's own file.
 */

interface ImportedName {
  source: string;
  /** 'default', '*' (namespace) or the exported name. */
  imported: string;
  typeOnly: boolean;
}

interface ParsedModule {
  file: string;
  code: string;
  /** Top-level declarations by name, with their text (leading doc comment kept, `export ` dropped). */
  declarations: Map<string, NodePath>;
  imports: Map<string, ImportedName>;
}

/** Story fixtures are example code, not API: their declarations are shown, not imported. */
const isFixture = (file: string) => /\.fixtures\.tsx?$/.test(file);

const parsed = new Map<string, ParsedModule>();

/** A module's top level; kept while its text is unchanged, since every story of a file reads the same fixtures. */
export function parseModule(file: string, code = readFileSync(file, 'utf8')): ParsedModule {
  const known = parsed.get(file);
  if (known?.code === code) return known;
  const ast = parser.parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const module: ParsedModule = { file, code, declarations: new Map(), imports: new Map() };
  traverse(ast, {
    Program(program) {
      for (const statement of program.get('body')) {
        if (statement.isImportDeclaration()) {
          for (const specifier of statement.node.specifiers) {
            const imported = t.isImportDefaultSpecifier(specifier)
              ? 'default'
              : t.isImportNamespaceSpecifier(specifier)
                ? '*'
                : t.isIdentifier(specifier.imported)
                  ? specifier.imported.name
                  : specifier.imported.value;
            const typeOnly =
              statement.node.importKind === 'type' ||
              (t.isImportSpecifier(specifier) && specifier.importKind === 'type');
            module.imports.set(specifier.local.name, {
              source: statement.node.source.value,
              imported,
              typeOnly,
            });
          }
          continue;
        }
        const declaration = statement.isExportNamedDeclaration()
          ? statement.get('declaration')
          : statement;
        if (!declaration.node) continue;
        for (const name of declaredNames(declaration.node))
          module.declarations.set(name, declaration as NodePath);
      }
      program.stop();
    },
  });
  parsed.set(file, module);
  return module;
}

function declaredNames(node: t.Node): string[] {
  if (t.isVariableDeclaration(node))
    return node.declarations.flatMap((d) => (t.isIdentifier(d.id) ? [d.id.name] : []));
  if (
    (t.isFunctionDeclaration(node) ||
      t.isClassDeclaration(node) ||
      t.isTSTypeAliasDeclaration(node) ||
      t.isTSInterfaceDeclaration(node) ||
      t.isTSEnumDeclaration(node)) &&
    node.id
  ) {
    return [node.id.name];
  }
  return [];
}

/** Names a piece of code reads from its module's top level (values, components and types). */
export function topLevelReferences(root: NodePath): Set<string> {
  const names = new Set<string>();
  const note = (inner: NodePath, name: string) => {
    const binding = inner.scope.getBinding(name);
    // Bound inside the piece itself (a parameter, a local): not the module's business.
    if (!binding || binding.scope.path.isProgram()) names.add(name);
  };
  root.traverse({
    ReferencedIdentifier(inner) {
      const node = inner.node;
      if (t.isIdentifier(node) || t.isJSXIdentifier(node)) note(inner, node.name);
    },
    TSTypeReference(inner) {
      const name = inner.node.typeName;
      if (t.isIdentifier(name)) names.add(name.name);
      else if (t.isTSQualifiedName(name) && t.isIdentifier(name.left)) names.add(name.left.name);
    },
    TSTypeQuery(inner) {
      const name = inner.node.exprName;
      if (t.isIdentifier(name)) names.add(name.name);
    },
  });
  return names;
}

function resolveRelative(from: string, source: string): string | undefined {
  const base = path.resolve(path.dirname(from), source);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** Collects, for one snippet, the declarations it needs (dependencies first) and its imports. */
export class ExampleCode {
  private readonly kitNames = kitExportNames();
  private readonly visited = new Set<string>();
  private readonly declarations: string[] = [];
  private readonly imports = new Map<string, Map<string, ImportedName & { local: string }>>();

  /** Follows each name from `module` to its declaration or import. */
  use(module: ParsedModule, names: Iterable<string>): void {
    for (const name of names) this.useName(module, name);
  }

  private useName(module: ParsedModule, name: string): void {
    const key = `${module.file}#${name}`;
    if (this.visited.has(key)) return;
    this.visited.add(key);
    const declaration = module.declarations.get(name);
    if (declaration) {
      this.use(module, topLevelReferences(declaration));
      this.declarations.push(declarationText(module.code, declaration));
      return;
    }
    const imported = module.imports.get(name);
    if (imported) this.useImport(module, name, imported);
  }

  private useImport(module: ParsedModule, local: string, imported: ImportedName): void {
    if (!imported.source.startsWith('.')) return this.addImport(imported.source, local, imported);
    const file = resolveRelative(module.file, imported.source);
    if (file?.startsWith(kitSourceDir) && this.kitNames.has(imported.imported))
      return this.addImport(kitPackageName, local, imported);
    if (file && isFixture(file)) {
      const fixture = parseModule(file);
      if (fixture.declarations.has(imported.imported))
        return this.useName(fixture, imported.imported);
    }
    this.addImport(imported.source, local, imported);
  }

  private addImport(source: string, local: string, imported: ImportedName): void {
    const names = this.imports.get(source) ?? new Map<string, ImportedName & { local: string }>();
    names.set(local, { ...imported, source, local });
    this.imports.set(source, names);
  }

  /** The import lines, the ui package first, then other packages, then relative paths. */
  importLines(): string[] {
    const rank = (source: string) =>
      source === kitPackageName
        ? 0
        : source.startsWith('@veritag/')
          ? 1
          : source.startsWith('.')
            ? 3
            : 2;
    const sources = [...this.imports.keys()].sort(
      (a, b) => rank(a) - rank(b) || a.localeCompare(b),
    );
    return sources.map((source) =>
      importLine(source, [...(this.imports.get(source)?.values() ?? [])]),
    );
  }

  declarationTexts(): readonly string[] {
    return this.declarations;
  }
}

function importLine(source: string, names: (ImportedName & { local: string })[]): string {
  const namespace = names.find((name) => name.imported === '*');
  if (namespace) return `import * as ${namespace.local} from '${source}';`;
  const byDefault = names.find((name) => name.imported === 'default');
  const named = names.filter((name) => name.imported !== 'default');
  const allTypes = names.every((name) => name.typeOnly);
  const specifiers = named.map((name) => {
    const alias = name.imported === name.local ? name.local : `${name.imported} as ${name.local}`;
    return name.typeOnly && !allTypes ? `type ${alias}` : alias;
  });
  const parts = [
    byDefault?.local,
    specifiers.length ? `{ ${specifiers.join(', ')} }` : undefined,
  ].filter(Boolean);
  return `import ${allTypes ? 'type ' : ''}${parts.join(', ')} from '${source}';`;
}

function declarationText(code: string, declaration: NodePath): string {
  const statement = declaration.parentPath?.isExportNamedDeclaration()
    ? declaration.parentPath
    : declaration;
  const docComment = statement.node.leadingComments?.findLast(
    (comment) => comment.type === 'CommentBlock' && comment.value.startsWith('*'),
  );
  const body = code.slice(declaration.node.start ?? 0, statement.node.end ?? undefined);
  const doc = docComment ? `${code.slice(docComment.start ?? 0, docComment.end ?? 0)}\n` : '';
  return `${doc}${body}`;
}
