import { expect, test, type Page } from '@playwright/test';
import { demoPassword, latestLoggedCode, loggedCodeCount } from '#e2e/e2e-server';

const signInCard = (page: Page) => page.getByRole('region', { name: 'Sign in' });
const cardWidth = async (page: Page) => (await signInCard(page).boundingBox())?.width;
const secondsLeft = async (page: Page) =>
  Number(
    /Resend in (\d+) s/.exec(await page.getByRole('button', { name: /^Resend/ }).innerText())?.[1],
  );

// The admin of the demo company signs in with a one-time code; its email and mobile come back masked.
const cases = [
  {
    viewport: { width: 1366, height: 768 },
    channel: /^Email /,
    sentTo: 'ad***@demo-labels.example',
  },
  { viewport: { width: 390, height: 844 }, channel: /^Mobile /, sentTo: '******0002' },
];

for (const { viewport, channel, sentTo } of cases) {
  test.describe(`at ${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport });

    test('the code opens only once sent, says where it went, counts down to a resend, and the card keeps its width', async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto('/#/login');
      const width = await cardWidth(page);
      await page.getByRole('textbox', { name: 'Username' }).fill('admin');
      await page.getByLabel('Password').fill(demoPassword);
      await page.getByRole('button', { name: 'Login' }).click();

      const channels = page.getByRole('group', { name: /Where should we send it/ });
      await expect(channels).toBeVisible();
      expect(await cardWidth(page)).toBe(width);
      await expect(page.getByRole('textbox', { name: 'OTP' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();

      await channels.getByRole('button', { name: channel }).click();
      await expect(page.getByText(`A code was sent to ${sentTo}`)).toBeVisible();
      const resend = page.getByRole('button', { name: /^Resend/ });
      await expect(resend).toBeDisabled();
      await expect(resend).toHaveText(/^Resend in \d+ s$/);
      expect(await secondsLeft(page)).toBeGreaterThan(55);
      expect(await cardWidth(page)).toBe(width);
      await expect(page.getByRole('textbox', { name: 'OTP' })).toBeEnabled();

      await page.clock.runFor(20_000);
      await expect.poll(() => secondsLeft(page)).toBeLessThanOrEqual(40);
      await expect(resend).toBeDisabled();
      await page.clock.runFor(41_000);
      await expect(resend).toBeEnabled();
      await expect(resend).toHaveText('Resend code');

      // The resent code replaces the first one on the server; it is the one that signs in.
      const codesBefore = loggedCodeCount();
      await resend.click();
      await expect(resend).toBeDisabled();
      await page.getByRole('textbox', { name: 'OTP' }).fill(await latestLoggedCode(codesBefore));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    });
  });
}
