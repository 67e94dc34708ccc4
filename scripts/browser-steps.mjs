/**
 * Test steps that need a real browser, run by scripts/test.mjs after the unit tests with
 * CHROMIUM_PATH set. Empty for now: Storybook story tests and console flows register here,
 * e.g. { name: 'stories (browser)', command: ['pnpm', 'exec', 'vitest', 'run', '--project', 'storybook'], vitest: true }.
 * `vitest: true` adds the step's test counts to the summary. .ci/run installs chromium only
 * when this list is not empty, so keep this file free of dependencies (it runs before
 * `pnpm install`).
 * @type {{ name: string, command: string[], vitest?: boolean }[]}
 */
export const browserSteps = [];
