import { screenshotPath } from '../e2e-server';
import { phoneContext } from '../phones';
import { apiOf, generated, printRunByApi, runCodes, seedPrintClient, tagOf } from '../print-runs';
import { madeUpCode } from '../scan-pages';
import { expect, test } from '../stored-sessions';

/**
 * The public limits (decision 0337) as a shopper and a guesser see them, on phones of their own
 * networks: a phone that keeps opening made-up codes is soon told to wait, for every code, a
 * genuine one included; a shopper elsewhere reads the same genuine code as genuine.
 */
test.describe('a phone guessing codes', () => {
  test.use({ signedInAs: 'admin' });

  test('is told to wait after its daily guesses, for every code, while a shopper elsewhere reads genuine', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const api = await apiOf(page);
    const client = await seedPrintClient(api, tagOf(), { labelsPerRoll: 4 });
    const run = await printRunByApi(api, client, 4);
    await generated(api, run.id);
    const [genuine] = await runCodes(api, run.id);

    const guesser = await (
      await browser.newContext(
        phoneContext({ viewport: { width: 390, height: 844 }, isMobile: true }),
      )
    ).newPage();
    let answered = 0;
    for (let i = 0; i < 200; i++) {
      const reply = await guesser.request.get(`/v/${madeUpCode()}`, {
        headers: { accept: 'application/json' },
      });
      if (reply.status() !== 429) answered += 1;
      // A wait of a second is the per-second burst line: slow down and go on guessing.
      else if (Number(reply.headers()['retry-after']) <= 1) await guesser.waitForTimeout(1_100);
      else break;
    }
    // 50 a day at the defaults, fewer if other journeys' made-up codes started a flood (docs/abuse.md).
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThanOrEqual(50);
    await guesser.goto(`/v/${genuine}`);
    await expect(
      guesser.getByRole('heading', { level: 1, name: 'Please try again later' }),
    ).toBeVisible();
    await expect(guesser.getByRole('status')).toContainText(
      /Too many checks from your network: try again in/,
    );
    await guesser.screenshot({ path: screenshotPath('scan-phone-guesser-waits'), fullPage: true });

    const shopper = await (
      await browser.newContext(
        phoneContext({ viewport: { width: 390, height: 844 }, isMobile: true }),
      )
    ).newPage();
    await shopper.goto(`/v/${genuine}`);
    await expect(shopper.getByRole('heading', { level: 1, name: 'Genuine product' })).toBeVisible();
  });
});
