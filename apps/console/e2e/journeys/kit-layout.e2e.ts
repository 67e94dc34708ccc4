import { expect, test } from '../stored-sessions';

test.use({ signedInAs: 'admin' });

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} x ${viewport.height} the console fills the window: no page margin, no stray scrollbar or strip`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // A screen shorter than the window (the dashboard is not, since it shows its figures): any
    // vertical scroll here would come from the frame itself.
    await page.goto('/#/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const frame = await page.evaluate(() => {
      const root = document.scrollingElement!;
      const body = getComputedStyle(document.body);
      return {
        margin: body.margin,
        verticalOverflow: root.scrollHeight - window.innerHeight,
        horizontalOverflow: root.scrollWidth - window.innerWidth,
        bodyBackground: body.backgroundColor,
        htmlBackground: getComputedStyle(document.documentElement).backgroundColor,
      };
    });
    expect(frame.margin).toBe('0px');
    expect(frame.verticalOverflow).toBeLessThanOrEqual(0);
    expect(frame.horizontalOverflow).toBeLessThanOrEqual(0);
    // Whatever shows around the shell is the theme's page colour, never the browser's white.
    expect(
      [frame.bodyBackground, frame.htmlBackground].some(
        (background) => background !== 'rgba(0, 0, 0, 0)',
      ),
    ).toBe(true);
  });
}
