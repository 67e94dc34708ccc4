import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { longestFirst } from './scripts/vitest-sequencer';

/**
 * One root run for every package. The server suite runs once per database mode: always
 * on embedded PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

// Absolute: a project resolves relative paths against its own root.
const serverGlobalSetup = fileURLToPath(
  new URL('./scripts/vitest-global-setup.ts', import.meta.url),
);

// Storybook's own test widget runs this root config with VITEST_STORYBOOK=true; the test
// command runs the story tests through vitest.storybook.config.ts instead (a browser step).
const storybookProjects =
  process.env.VITEST_STORYBOOK === 'true'
    ? [(await import('./vitest.storybook.config')).storybookProject()]
    : [];

/**
 * Suites that read the same whatever the database, so they run once, in the PostgreSQL project
 * when the run has one (it answers faster), else on PGlite: those that judge the HTTP layer (who
 * may call what, what bad input gets back), and those that open no database at all (labels and
 * symbols, file inspectors and upload checks, report writers, configuration, pure helpers).
 * A suite listed here that opens a database still runs, only once: list only what is blind.
 */
const databaseBlindSuites = [
  'src/contract/authz-matrix.test.ts',
  'src/contract/bad-input-fuzz.test.ts',
  'src/modules/labels/**/*.test.ts',
  'src/http/uploads/*.test.ts',
  'src/http/multipart.test.ts',
  'src/http/problem-titles.test.ts',
  'src/config/*.test.ts',
  'src/platform/reports/{csv-writer,write-report,xlsx-writer,zip-writer,report-download}.test.ts',
  'src/platform/storage/*.test.ts',
  'src/platform/jobs/wakeups.test.ts',
  'src/db/batch-while-busy.test.ts',
  'src/modules/codes/code-generator.test.ts',
  'src/modules/accounts/passwords.test.ts',
  'src/modules/customers/email-password.test.ts',
  'src/modules/product-import/sheet-reader.test.ts',
  'src/modules/product-import/staged-arrays.test.ts',
  'src/platform/spreadsheets/*.test.ts',
  'src/platform/code-files/codes-of-file.test.ts',
  'src/modules/template-histories/generation-sources.test.ts',
  // Its killed child always opens a PGlite data folder, whichever project runs it.
  'src/modules/printing-jobs/crash.test.ts',
];

/**
 * The files that take longest (seconds in one full run on two cores, 2026-11-30), longest first:
 * they are handed out first (scripts/vitest-sequencer.ts). A file that grows long belongs here.
 */
const longFiles = [
  'apps/server/src/contract/bad-input-fuzz.test.ts', // 81
  'apps/server/src/modules/printing-jobs/crash.test.ts', // 63
  'apps/server/src/contract/authz-matrix.test.ts', // 62
  'apps/server/src/modules/print-data/crash.test.ts', // 41
  'apps/server/src/modules/token-data/crash.test.ts', // 40
  'apps/server/src/modules/printing-jobs/printing-jobs.test.ts', // 40
  'apps/server/src/modules/template-histories/crash.test.ts', // 38
  'scripts/scan-page-css.test.ts', // 37
  'apps/server/src/modules/auth/login-limits.test.ts', // 30
  'apps/server/src/modules/product-import/product-import-round-trip.test.ts', // 27
  'apps/server/src/test-support/test-database.test.ts', // 25
  'apps/server/src/modules/webhooks/webhook-workers.test.ts', // 22
  'apps/server/src/platform/jobs/crash.test.ts', // 22
  'apps/server/src/modules/epcis-subscriptions/epcis-schedules.test.ts', // 21
  'apps/server/src/modules/code-blacklist/code-blacklist-bulk.test.ts', // 18
  'apps/server/src/modules/api-keys/key-scopes.test.ts', // 16
  'apps/server/src/platform/jobs/job-lifecycle.test.ts', // 15
];

const serverProject = (mode: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    // Once per run and project: the database templates test apps copy (and, on PGlite, which modes run).
    globalSetup: [serverGlobalSetup],
    name: `server:${mode}`,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    exclude: mode === 'pglite' && postgresUrl ? databaseBlindSuites : [],
    // Every server file builds its own app and database, so the files of a worker share one
    // module graph: importing the server once per file cost about 2.5 s a file (91 files).
    isolate: false,
    environment: 'node',
    env: { VERITAG_TEST_DB: mode },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // One test file per core, not vitest's default of one less: the server files mostly wait
    // on a database, so on 2 cores two workers took the run from about 208 s to 148 s.
    maxWorkers: availableParallelism(),
    // The projects with the longest files first, the short ones last to fill the end.
    sequence: {
      sequencer: longestFirst({
        projects: ['tooling', 'server:postgres', 'server:pglite'],
        longFiles,
      }),
    },
    // packages/domain holds every rule of the spec: its line coverage is reported and held
    // at 95% or more.
    coverage: {
      enabled: true,
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/domain/src/test-support/**'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'symbols',
          root: 'packages/symbols',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          root: 'packages/api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          root: 'packages/ui',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      // The scan pages render on the server; their tests parse the HTML in happy-dom and read
      // it by role and name. vanilla-extract compiles the .css.ts files to class names.
      {
        extends: true,
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'scan',
          root: 'apps/scan',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          root: 'scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      serverProject('pglite'),
      ...(postgresUrl ? [serverProject('postgres')] : []),
      ...storybookProjects,
    ],
  },
});
