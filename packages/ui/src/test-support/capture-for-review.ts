/**
 * Saves a screenshot of the page under the repository's test-results/screenshots when a
 * story runs as a test (Vitest browser mode, where `vitest/browser` exists). In Storybook
 * itself the import fails and nothing happens. Stories only: not part of the library.
 */
export async function captureForReview(name: string): Promise<void> {
  let browser: typeof import('vitest/browser');
  try {
    browser = await import('vitest/browser');
  } catch {
    return;
  }
  // The path is taken relative to the story file (packages/ui/src/composites/<Name>/).
  await browser.page.screenshot({ path: `../../../../../test-results/screenshots/${name}.png` });
}
