import { expect, test, type Locator, type Page } from '@playwright/test';

/** The colour a visitor sees at a point: the first painted background from the element there up to the page. */
const colourAt = (page: Page, corner: 'top-left' | 'bottom-right') =>
  page.evaluate((where) => {
    const [x, y] = where === 'top-left' ? [2, 2] : [innerWidth - 3, innerHeight - 3];
    for (let element = document.elementFromPoint(x, y); element; element = element.parentElement) {
      const background = getComputedStyle(element).backgroundColor;
      if (background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent') return background;
    }
    return 'rgb(255, 255, 255)';
  }, corner);

const css = (
  locator: Locator,
  property: 'color' | 'outlineColor' | 'outlineStyle' | 'outlineWidth',
) => locator.evaluate((element, name) => getComputedStyle(element)[name], property);

/** Tabs to a link as a keyboard user would, so the browser shows its focus-visible state. */
async function tabTo(page: Page, link: Locator) {
  for (let presses = 0; presses < 15; presses += 1) {
    await page.keyboard.press('Tab');
    if (await link.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('The link never took the keyboard focus');
}

const white = 'rgb(255, 255, 255)';
const publicPages = [
  { path: '/#/forgotpassowrd', link: 'Back to login' },
  { path: '/#/error', link: 'Go to the dashboard' },
  { path: '/#/notfound', link: 'Go to the dashboard' },
  { path: '/#/access', link: 'Go to the dashboard' },
  { path: '/#/wizard', link: undefined },
];

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport });

    test("the public pages sit on the login page's background, and their links wear the theme's accent with a visible focus", async ({
      page,
    }) => {
      // A theme other than the default: the colours must come from the chosen theme's tokens.
      await page.addInitScript(() =>
        localStorage.setItem('layout', JSON.stringify({ theme: 'green' })),
      );
      await page.goto('/#/login');
      const background = await colourAt(page, 'bottom-right');
      expect(background).not.toBe(white);
      // The primary button is painted with the accent token: the reference for the links.
      const accent = await page
        .getByRole('button', { name: 'Login' })
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      const forgot = page.getByRole('link', { name: 'Forgot password?' });
      expect(await css(forgot, 'color')).toBe(accent);

      for (const { path, link } of publicPages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await colourAt(page, 'bottom-right'), path).toBe(background);
        expect(await colourAt(page, 'top-left'), path).toBe(background);
        if (!link) continue;
        const anchor = page.getByRole('link', { name: link });
        expect(await css(anchor, 'color'), path).toBe(accent);
        await tabTo(page, anchor);
        expect(await css(anchor, 'outlineStyle'), path).toBe('solid');
        expect(await css(anchor, 'outlineWidth'), path).toBe('2px');
        expect(await css(anchor, 'outlineColor'), path).toBe(accent);
      }
    });
  });
}
