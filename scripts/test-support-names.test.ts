import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Test helpers live in one style (docs/decisions/0431-one-way-to-test.md): a `test-support/`
 * folder beside the code it serves, its files named by what they give. The styles it replaced
 * must not come back, nor a crash test's child process among production files.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const skipped = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', '.data']);

const oldStyles: [RegExp, string][] = [
  [/(^|\/)[^/]+\.test-(kit|helpers)\.[cm]?[jt]sx?$/, 'a *.test-kit or *.test-helpers file'],
  [/(^|\/)[^/]+-testing\.[cm]?[jt]sx?$/, 'a *-testing file'],
  [/(^|\/)(testing|test-kits?|test-helpers|test-utils)\//, 'a testing/ style folder'],
];

/** Why a repository path breaks the one style, or null when it keeps it. */
export function oldStyleOf(file: string): string | null {
  for (const [pattern, what] of oldStyles) if (pattern.test(file)) return what;
  if (/(^|\/)crash-child\.ts$/.test(file) && !file.includes('/test-support/'))
    return 'a crash child outside test-support/';
  return null;
}

function filesUnder(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith('.')) continue;
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(relative, out);
    else out.push(relative);
  }
  return out;
}

describe('test support', () => {
  it.each([
    'apps/server/src/modules/trace/trace.test-kit.ts',
    'apps/server/src/modules/users/users.test-helpers.ts',
    'apps/server/src/modules/auth/auth-testing.ts',
    'packages/ui/src/testing/capture-for-review.ts',
    'apps/server/src/modules/print-data/crash-child.ts',
  ])('refuses the old style of %s', (file) => {
    expect(oldStyleOf(file)).not.toBeNull();
  });

  it.each([
    'apps/server/src/modules/trace/test-support/trace-events.ts',
    'apps/server/src/modules/print-data/test-support/crash-child.ts',
    'apps/server/src/test-support/api-calls.ts',
    'apps/scan/src/test-support/story-images/logo.svg',
  ])('takes %s', (file) => {
    expect(oldStyleOf(file)).toBeNull();
  });

  it('is kept by every file of the apps, packages, bench and scripts', () => {
    const files = ['apps', 'packages', 'bench', 'scripts'].flatMap((dir) => filesUnder(dir));
    expect(files.length).toBeGreaterThan(1000);
    expect(files.filter((file) => oldStyleOf(file) !== null)).toEqual([]);
  });
});
