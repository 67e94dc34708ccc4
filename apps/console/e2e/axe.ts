import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Runs axe-core in the page as it is now and expects no violation; the failure lists each
 * violation's rule and the elements it found. A page with a strict CSP needs its context made
 * with bypassCSP (shopperPhone's `axe`), as the script is injected inline.
 */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  await page.addScriptTag({ path: axeScript });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (options: RunOptions) => Promise<AxeResults> };
    };
    // Only violations are asked for: axe then skips collecting every passing node, which is most of its work.
    const results = await axe.run({ resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  expect(
    violations,
    `axe on ${what}: ${violations.map(({ id, targets }) => `${id} at ${targets.join(', ')}`).join('; ')}`,
  ).toEqual([]);
}
