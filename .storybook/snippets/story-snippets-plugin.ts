import { readFile } from 'node:fs/promises';
import { parser, types as t } from 'storybook/internal/babel';
import { loadCsf } from 'storybook/internal/csf-tools';
import type { Plugin } from 'vite';
import { parseModule } from './example-code';
import { storySnippet } from './story-snippet';

const storyFile = /(?<!node_modules.*)\.stories\.tsx$/;

/**
 * Gives every story's "Show code" a snippet that stands alone: import lines (the kit's names from
 * '@veritag/ui'), the story file's helpers it uses, then the story as JSX. Runs after Storybook's
 * CSF plugin (same `pre` bucket, `post` order, later in the list) and rewrites the compile-time
 * snippets it added; a story whose meta names no component gets one from its render function.
 */
export function storySnippetsPlugin(): Plugin {
  return {
    name: 'veritag:story-snippets',
    enforce: 'pre',
    transform: {
      order: 'post',
      async handler(code, id) {
        if (!storyFile.test(id)) return undefined;
        return { code: withStandaloneSnippets(code, id, await readFile(id, 'utf8')), map: null };
      },
    },
  };
}

/** `code` is the CSF plugin's output for the story file `file`, whose own text is `source`. */
export function withStandaloneSnippets(code: string, file: string, source: string): string {
  const module = parseModule(file, source);
  const given = compiledSnippets(code);
  const edits: { start: number; end: number; text: string }[] = [];
  const added: string[] = [];
  for (const [name, fallback] of fallbackSnippets(source)) {
    const compiled = given.get(name);
    // Storybook's generator writes its error message as the snippet when it cannot read a story
    // (a story made by a function call, a render borrowed from another story): use the source.
    const base = [compiled && repairClosingTags(compiled.value), fallback].find(
      (candidate) => candidate && parses(candidate),
    );
    if (!base) continue;
    const snippet = storySnippet(module, base);
    if (compiled)
      edits.push({ start: compiled.start, end: compiled.end, text: JSON.stringify(snippet) });
    else added.push(sourceAssignment(name, snippet));
  }
  const edited = edits
    .sort((a, b) => b.start - a.start)
    .reduce(
      (result, edit) => result.slice(0, edit.start) + edit.text + result.slice(edit.end),
      code,
    );
  return added.length ? `${edited}\n${added.join('\n')}\n` : edited;
}

/** Storybook's generator closes a generic element as `</Select<Row>>`, which is not JSX. */
const repairClosingTags = (snippet: string) => snippet.replace(/<\/([\w.$]+)<[^<>]*>>/g, '</$1>');

function parses(code: string): boolean {
  try {
    parser.parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
    return true;
  } catch {
    return false;
  }
}

/** The `docs.source.code` strings Storybook's CSF plugin assigned, by story export name. */
export function compiledSnippets(
  code: string,
): Map<string, { start: number; end: number; value: string }> {
  const found = new Map<string, { start: number; end: number; value: string }>();
  const program = parser.parse(code, {
    sourceType: 'module',
    plugins: ['typescript', 'jsx'],
  }).program;
  for (const statement of program.body) {
    if (!t.isExpressionStatement(statement) || !t.isAssignmentExpression(statement.expression))
      continue;
    const { left, right } = statement.expression;
    if (
      !t.isMemberExpression(left) ||
      !t.isIdentifier(left.object) ||
      !t.isIdentifier(left.property, { name: 'parameters' })
    )
      continue;
    const literal = propertyAt(right, ['docs', 'source', 'code']);
    if (t.isStringLiteral(literal))
      found.set(left.object.name, {
        start: literal.start ?? 0,
        end: literal.end ?? 0,
        value: literal.value,
      });
  }
  return found;
}

function propertyAt(node: t.Node, keys: string[]): t.Node | undefined {
  if (keys.length === 0) return node;
  if (!t.isObjectExpression(node)) return undefined;
  const [key, ...rest] = keys;
  const property = node.properties.find(
    (p): p is t.ObjectProperty => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: key }),
  );
  return property ? propertyAt(property.value, rest) : undefined;
}

/**
 * Each story as source, for when Storybook has no snippet for it: its render function (its own,
 * one borrowed from another story, else the meta's), or else the expression that makes it.
 */
function fallbackSnippets(source: string): Map<string, string | undefined> {
  const csf = loadCsf(source, { makeTitle: (title) => title || 'default' }).parse();
  const text = (node: t.Node | undefined) =>
    node?.start != null && node.end != null ? source.slice(node.start, node.end) : undefined;
  const isFunction = (node: t.Node | undefined) =>
    t.isArrowFunctionExpression(node) || t.isFunctionExpression(node);
  const renderOf = (name: string): t.Node | undefined => {
    const render = csf._storyAnnotations[name]?.render;
    if (
      t.isMemberExpression(render) &&
      t.isIdentifier(render.object) &&
      render.object.name !== name
    )
      return renderOf(render.object.name);
    return isFunction(render) ? render : undefined;
  };
  const snippets = new Map<string, string | undefined>();
  for (const [name, declaration] of Object.entries(csf._storyExports)) {
    const metaRender = csf._metaAnnotations.render;
    const made =
      t.isVariableDeclarator(declaration) && !t.isObjectExpression(stripTs(declaration.init))
        ? declaration.init
        : undefined;
    const render = text(renderOf(name) ?? (isFunction(metaRender) ? metaRender : undefined));
    // A story made by a call (`inTheme('indigo')`) is story machinery: show the component it renders.
    const component = t.isIdentifier(csf._metaAnnotations.component)
      ? csf._metaAnnotations.component.name
      : undefined;
    const body = render ?? (made && component ? `() => <${component} />` : text(made ?? undefined));
    snippets.set(name, body && `const ${name} = ${body};`);
  }
  return snippets;
}

/** `{...} satisfies Story` and `{...} as Story` are still object stories. */
function stripTs(node: t.Node | null | undefined): t.Node | null | undefined {
  return t.isTSSatisfiesExpression(node) || t.isTSAsExpression(node)
    ? stripTs(node.expression)
    : node;
}

function sourceAssignment(name: string, snippet: string): string {
  const docs = `${name}.parameters?.docs`;
  return `${name}.parameters = { ...${name}.parameters, docs: { ...${docs}, source: { code: ${JSON.stringify(snippet)}, ...${docs}?.source } } };`;
}
