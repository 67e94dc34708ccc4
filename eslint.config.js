// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
// @ts-expect-error eslint-plugin-jsx-a11y publishes no type declarations
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noRelativeEscape } from './scripts/eslint-no-relative-escape.js';
import { moduleDoors } from './scripts/eslint-module-doors.js';

/*
 * Import boundaries: DESIGN.md's arrows, domain <- api <- console, domain <- ui <- console,
 * domain + api <- server; no screen imports another screen; one door per package.
 *
 * Flat config replaces (does not merge) a rule's options when several blocks match a file,
 * so each area's block below repeats the shared bans through `restrict()`, and more specific
 * areas come later. Every message names the arrow that was broken.
 *
 * Console screens (apps/console/src/screens/<feature>/<Screen>/) import only their own `./`
 * files, packages (@veritag/*), and shared console code through the `#app/...` alias
 * (apps/console/tsconfig.json "paths"), never a `../` path and never anything under screens/.
 * Routing code outside screens/ is what imports screens (apps/console/src/screens/README.md).
 */
/** @param {string} names alternatives of workspace package names, e.g. 'ui|console' */
const pkg = (names) => `^@veritag/(${names})(/|$)`;
const DEEP = {
  // @veritag/ui/css is ui's second door, for .css.ts files (packages/ui/src/css.ts says why).
  regex: '^@veritag/(?!ui/css$)[^/]+/.',
  message:
    'Deep import: use the package by its name only (@veritag/x is its src/index.ts; @veritag/ui/css for tokens in .css.ts files), DESIGN.md rule 2 "one door per package".',
};
const NO_APPS = {
  regex: pkg('console|server'),
  message:
    'Arrow broken: a package never imports an app; apps sit at the top (domain <- api/ui <- console, domain + api <- server).',
};
/**
 * @param {string[]} files
 * @param {...{ regex: string, message: string }} patterns
 * @returns {import('eslint').Linter.Config}
 */
const restrict = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [DEEP, ...patterns] }] },
});
const consoleBans = [
  {
    regex: pkg('server'),
    message:
      'Arrow broken: console never imports server; they meet only through the api contract (api <- console, api <- server).',
  },
];

const boundaries = [
  restrict(['**/*.{js,mjs,ts,tsx}']),
  restrict(['packages/**'], NO_APPS),
  restrict(
    ['packages/domain/**'],
    {
      regex: '^@veritag/',
      message:
        'Arrow broken: domain imports no workspace package; it is the bottom of domain <- api <- console and domain <- ui <- console.',
    },
    {
      regex: '^(node:|react(-dom)?(/|$))',
      message:
        'Arrow broken: domain is pure TypeScript (no node:, no React), so every layer above it can use it.',
    },
  ),
  restrict(
    ['packages/symbols/**'],
    NO_APPS,
    {
      regex: pkg('api|ui'),
      message:
        'Arrow broken: symbols imports only domain (domain <- symbols <- ui/server); it is geometry, shared by the PDF engine and the canvas.',
    },
    {
      regex: '^(node:|react(-dom)?(/|$))',
      message: 'Arrow broken: symbols runs in the browser too (no node:, no React).',
    },
  ),
  restrict(['packages/api/**'], NO_APPS, {
    regex: pkg('ui'),
    message:
      'Arrow broken: api never imports ui (domain <- api <- console); the contract stays free of UI so the server can share it.',
  }),
  restrict(['packages/ui/**'], NO_APPS, {
    regex: pkg('api'),
    message:
      'Arrow broken: ui never imports api (domain <- ui <- console); take data through props and let the console wire api to ui.',
  }),
  restrict(['apps/console/**'], ...consoleBans),
  restrict(['apps/scan/**'], {
    regex: pkg('api|server|console'),
    message:
      'Arrow broken: the scan app renders what the server gives it (domain <- ui <- scan <- server); it never calls the api or imports another app.',
  }),
  restrict(['apps/server/**'], {
    regex: pkg('ui|console'),
    message:
      'Arrow broken: server imports only domain and api (domain + api <- server); it serves the built console, it does not import it.',
  }),
  restrict(
    ['apps/console/src/screens/**'],
    ...consoleBans,
    {
      regex: '^\\.\\./',
      message:
        'Screen boundary broken: a screen imports only its own ./ files, packages and shared console code through #app/... (no ../ paths).',
    },
    {
      regex: '(^|/)screens(/|$)',
      message:
        'Screen boundary broken: no screen imports another screen; move shared code out of screens/ and import it through #app/....',
    },
  ),
];

const listKitMessage =
  'List by hand: a screen draws its rows through the list kit (#app/kit/list: ListScreen, ListTable, or DetailTable for a small read-only table), never <DataTable> or <table> itself.';

export default defineConfig(
  {
    ignores: [
      '**/dist/',
      '**/node_modules/',
      '**/.data/',
      '**/storybook-static/',
      '**/test-results/',
      'apps/server/drizzle/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: {
      veritag: { rules: { 'no-relative-escape': noRelativeEscape, 'module-doors': moduleDoors } },
    },
    rules: {
      'veritag/no-relative-escape': 'error',
      'veritag/module-doors': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...boundaries,
  {
    // Every list goes through the kit (kit/list: ListScreen, ListTable, DetailTable), so each
    // one fits its width, folds, becomes cards on a phone and orders its actions alike
    // (decision 0388).
    files: ['apps/console/src/screens/**/*.tsx', 'apps/console/src/forms/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXOpeningElement[name.name='DataTable']", message: listKitMessage },
        { selector: "JSXOpeningElement[name.name='table']", message: listKitMessage },
      ],
    },
  },
);
