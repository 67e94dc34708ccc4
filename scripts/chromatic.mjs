#!/usr/bin/env node
/**
 * `pnpm chromatic`: visual review of the Storybook on Chromatic. Needs a project token, which
 * local machines and CI forks do not have, so without it this is a skip, not a failure.
 * Changes are reviewed in Chromatic's UI, hence --exit-zero-on-changes.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set');
  process.exit(0);
}
// The CLI reads CHROMATIC_PROJECT_TOKEN itself; passing it as an argument would log it.
const { status } = spawnSync('pnpm', ['exec', 'chromatic', '--exit-zero-on-changes'], {
  stdio: 'inherit',
});
process.exit(status ?? 1);
