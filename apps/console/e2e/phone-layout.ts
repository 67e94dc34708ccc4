import type { Page } from '@playwright/test';
import { screenshotPath } from './e2e-server';

/**
 * How far the page scrolls sideways, and whether the closed menu shows: what a phone must not
 * do. The screen is kept for review as phone-<name>.png.
 */
export async function layoutProblems(page: Page, name: string): Promise<string[]> {
  const problems: string[] = [];
  const menuRight = await page
    .locator('nav[aria-label="Main menu"]')
    .evaluate((menu) => menu.getBoundingClientRect().right);
  if (menuRight > 0) problems.push(`${name}: the menu shows ${Math.round(menuRight)}px`);
  const overflow = await page.evaluate(
    () => document.scrollingElement!.scrollWidth - window.innerWidth,
  );
  if (overflow > 0) problems.push(`${name}: ${overflow}px`);
  await page.screenshot({ path: screenshotPath(`phone-${name}`), fullPage: true });
  return problems;
}
