import { sideMenu } from '../sessions';
import { expect, test } from '../stored-sessions';

/**
 * Decision 0368: a menu entry's name is its page's heading and tab title ("Download Print Data"
 * once opened a page titled "Token"). Walks every link of the menu of each demo login with a menu
 * of its own shape: the company admin (every group) and the super admin.
 */
for (const login of ['admin', 'superadmin'] as const) {
  test.describe(`as ${login}`, () => {
    test.use({ signedInAs: login });
    test("every menu link opens a page headed with the link's own name", async ({ page }) => {
      await page.goto('/#/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      const menu = sideMenu(page);
      const collapsed = menu.getByRole('button', { expanded: false });
      while ((await collapsed.count()) > 0) await collapsed.first().click();
      const links = await menu.getByRole('link').evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          name: anchor.textContent!.trim(),
          href: anchor.getAttribute('href')!,
        })),
      );
      expect(links.length).toBeGreaterThan(3);
      const mismatches: string[] = [];
      for (const { name, href } of links) {
        await page.goto(`/${href}`);
        // Add Template opens as a dialog over its list: the dialog carries the page's name.
        const heading = page
          .getByRole('dialog')
          .getByRole('heading', { level: 2 })
          .or(page.getByRole('heading', { level: 1 }))
          .first();
        await expect(heading).toBeVisible();
        // The dialog opens once its list's choices have loaded, over a list headed otherwise:
        // the name is given a moment to show before a difference counts.
        const shownNow = async () => ((await heading.textContent()) ?? '').trim();
        await expect
          .poll(shownNow, { timeout: 5_000 })
          .toBe(name)
          .catch(() => undefined);
        const shown = await shownNow();
        const title = await page.title();
        if (shown !== name || title !== `${name} · Veritag`)
          mismatches.push(`${name} (${href}) opens "${shown}", tab "${title}"`);
      }
      expect(mismatches).toEqual([]);
    });
  });
}
