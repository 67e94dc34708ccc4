/**
 * Test steps that need a real browser, run by scripts/test.mjs after the unit tests with
 * CHROMIUM_PATH set. `vitest: true` adds the step's test counts to the summary. .ci/run
 * installs chromium only when this list is not empty, so keep this file free of dependencies
 * (it runs before `pnpm install`).
 * `playwright: true` does the same from Playwright's JSON report.
 * @type {{ name: string, command: string[], vitest?: boolean, playwright?: boolean }[]}
 */
export const browserSteps = [
  {
    // Every Storybook story as a test in headless Chromium, each followed by an axe check; the
    // summary reporter prints "Stories: N run, N passed, ...; axe: N checked, N violations".
    name: 'stories (browser)',
    command: [
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--config',
      'vitest.storybook.config.ts',
      '--reporter=./scripts/story-summary-reporter.ts',
    ],
    vitest: true,
  },
  {
    // The console's journeys and screen tests against the real server and the built console
    // (apps/console/playwright.config.ts); screenshots land in test-results/screenshots.
    name: 'console journeys (browser)',
    command: [
      'pnpm',
      '--filter',
      '@veritag/console',
      'exec',
      'playwright',
      'test',
      '-c',
      'playwright.config.ts',
    ],
    playwright: true,
  },
];
