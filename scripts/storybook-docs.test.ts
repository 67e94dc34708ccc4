import { readFileSync, readdirSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parser, traverse, types as t } from 'storybook/internal/babel';
import { enrichCsf, formatCsf, loadCsf } from 'storybook/internal/csf-tools';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import config from '../.storybook/main';
import {
  compiledSnippets,
  withStandaloneSnippets,
} from '../.storybook/snippets/story-snippets-plugin';

/**
 * The Storybook docs pages a designer and another app's developer read (decisions 0365 and
 * 0367): each story's "Show code" names real components and imports them, and Getting started
 * imports only what the kit exports. Checked on the story files the way the Storybook build
 * compiles them (the CSF plugin's enrichment, then ours), without building Storybook.
 */
const at = (relative: string) => fileURLToPath(new URL(relative, new URL('../', import.meta.url)));

/** Export names of a module, read with the TypeScript compiler (not the code under test). */
function exportedNames(file: string): Set<string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names = new Set<string>();
  source.forEachChild((node) => {
    if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
      node.exportClause.elements.forEach((element) => names.add(element.name.text));
    }
  });
  return names;
}
const kitNames = exportedNames(at('packages/ui/src/index.ts'));
const kitCssNames = exportedNames(at('packages/ui/src/css.ts'));

// main.ts gives plain values (a preset may give functions instead).
const storyGlobs = Array.isArray(config.stories) ? config.stories : [];
const features = typeof config.features === 'object' ? config.features : undefined;

/** The story files of main.ts's globs (`../dir/**\/*.stories.tsx`). */
const storyFiles = storyGlobs
  .flatMap((entry) => (typeof entry === 'string' ? [entry] : []))
  .flatMap((glob) => {
    const match = /^\.\.\/(.+)\/\*\*\/\*\.stories\.tsx$/.exec(glob);
    if (!match?.[1]) return [];
    const dir = match[1];
    return readdirSync(at(dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.stories.tsx'))
      .map((file) => `${dir}/${file}`);
  });

/** Storybook's own compile-time snippets (React's experimentalCodeExamples), as the build makes them. */
async function reactEnricher() {
  const fromFramework = createRequire(
    realpathSync(at('node_modules/@storybook/react-vite/package.json')),
  );
  const preset: {
    experimental_enrichCsf: (
      input: undefined,
      options: unknown,
    ) => Promise<NonNullable<Parameters<typeof enrichCsf>[2]>['enrichCsf']>;
  } = await import(fromFramework.resolve('@storybook/react/preset'));
  return preset.experimental_enrichCsf(undefined, { presets: { apply: async () => features } });
}

const snippets = new Map<string, string>();

beforeAll(async () => {
  const enrich = await reactEnricher();
  for (const file of storyFiles) {
    const source = readFileSync(at(file), 'utf8');
    const csf = loadCsf(source, { makeTitle: (title) => title || file }).parse();
    await enrichCsf(csf, loadCsf(source, { makeTitle: (title) => title || file }).parse(), {
      enrichCsf: enrich,
    });
    const formatted = formatCsf(csf, {}, source);
    const compiled = withStandaloneSnippets(
      typeof formatted === 'string' ? formatted : formatted.code,
      at(file),
      source,
    );
    for (const [story, literal] of compiledSnippets(compiled))
      snippets.set(`${file} ${story}`, literal.value);
    for (const story of Object.keys(csf._storyExports))
      expect(snippets.has(`${file} ${story}`), `${file} ${story} has a snippet`).toBe(true);
  }
}, 120_000);

// Intrinsic tags short enough to pass for a minified component name.
const shortTags = new Set([
  'a',
  'b',
  'i',
  'p',
  'q',
  's',
  'u',
  'br',
  'dd',
  'dl',
  'dt',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'li',
  'ol',
  'td',
  'th',
  'tr',
  'ul',
  'g',
]);

/** What is wrong with one snippet: elements nobody declares, minified names, imports the kit lacks. */
function problemsOf(snippet: string): string[] {
  const problems: string[] = [];
  traverse(parser.parse(snippet, { sourceType: 'module', plugins: ['typescript', 'jsx'] }), {
    JSXOpeningElement(element) {
      let name: t.Node = element.node.name;
      while (t.isJSXMemberExpression(name)) name = name.object;
      if (!t.isJSXIdentifier(name)) return;
      const intrinsic = /^[a-z]/.test(name.name) && element.node.name === name;
      if (intrinsic && name.name.length < 3 && !shortTags.has(name.name))
        problems.push(`<${name.name}> looks minified`);
      if (!intrinsic && !element.scope.hasBinding(name.name))
        problems.push(`<${name.name}> is neither imported nor declared`);
    },
    ImportDeclaration(declaration) {
      if (declaration.node.source.value !== '@veritag/ui') return;
      for (const specifier of declaration.node.specifiers) {
        const imported =
          t.isImportSpecifier(specifier) && t.isIdentifier(specifier.imported)
            ? specifier.imported.name
            : '';
        if (!kitNames.has(imported)) problems.push(`@veritag/ui does not export ${imported}`);
      }
    },
  });
  if (/function\s+[\w$]{1,2}\s*\(\)\s*\{\s*\}/.test(snippet)) problems.push('a minified callback');
  return problems;
}

describe('story snippets', () => {
  it('name every component they render, imported from @veritag/ui or declared beside them', () => {
    expect(snippets.size).toBeGreaterThan(100);
    const problems = [...snippets].flatMap(([story, snippet]) =>
      problemsOf(snippet).map((problem) => `${story}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it.each([
    [
      'packages/ui/src/composites/PrivilegeTree/PrivilegeTree.stories.tsx NothingHeld',
      'PrivilegeTree',
    ],
    ['packages/ui/src/composites/Form/Form.stories.tsx ServerErrors', 'Form'],
    ['packages/ui/src/composites/Form/FormTabs.stories.tsx ErrorOnAnotherTab', 'Form'],
    ['packages/ui/src/components/Tabs/Tabs.stories.tsx Default', 'Tabs'],
    ['packages/ui/src/composites/DataTable/DataTableServer.stories.tsx Lazy', 'DataTable'],
  ])('%s shows <%s> and imports it from the kit', (story, component) => {
    const snippet = snippets.get(story) ?? '';
    expect(snippet).toContain(`<${component}`);
    expect(snippet).toMatch(
      new RegExp(`^import \\{[^}]*\\b${component}\\b[^}]*\\} from '@veritag/ui';$`, 'm'),
    );
  });

  it('are read from the source when Storybook builds, not from rendered (minified) elements', () => {
    expect(features?.experimentalCodeExamples).toBe(true);
    expect(readFileSync(at('.storybook/main.ts'), 'utf8')).toContain('storySnippetsPlugin()');
  });
});

describe('Getting started', () => {
  const page = readFileSync(at('.storybook/docs/GettingStarted.mdx'), 'utf8');

  it('is a docs page of the Storybook', () => {
    expect(page).toContain('<Meta title="Getting started" />');
    expect(storyGlobs).toContain('./docs/*.mdx');
  });

  it('imports only what the kit exports', () => {
    const imports = [
      ...page.matchAll(/^import (?:type )?\{([^}]+)\} from '(@veritag\/ui(?:\/css)?)';$/gm),
    ];
    expect(imports.length).toBeGreaterThanOrEqual(3);
    const missing = imports.flatMap(([, names = '', door]) =>
      names
        .split(',')
        .map((name) => name.trim().replace(/^type /, ''))
        .filter((name) => !(door === '@veritag/ui' ? kitNames : kitCssNames).has(name))
        .map((name) => `${door} has no ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('applies the theme the way the kit does', () => {
    expect(page).toMatch(/document\.body\.className = themeClassName\(/);
  });
});
