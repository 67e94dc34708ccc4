import { gs1CheckDigitOf } from '@veritag/domain';
import { latestLoggedCode, loggedCodeCount, screenshotPath } from '../e2e-server';
import { choose } from '../choose';
import { phoneContext } from '../phones';
import {
  apiOf,
  generated,
  printRunByApi,
  registrableProductFields,
  runCodes,
  seedPrintClient,
  tagOf,
  type Api,
} from '../print-runs';
import { phoneSize, shopperPhone, verdictOf } from '../scan-pages';
import { expect, test } from '../stored-sessions';

/** A random GTIN-13 (with its check digit): products of one company may not share one. */
function freshGtin(): string {
  const payload = `20${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  return `${payload}${gs1CheckDigitOf(payload)}`;
}

/** A client whose product asks people to register, earns 25 points, and carries a GTIN; its run of 12 codes generated. */
async function registrableRun(api: Api) {
  const gtin = freshGtin();
  const client = await seedPrintClient(api, tagOf(), {
    labelsPerRoll: 4,
    productFields: { gtin, ...registrableProductFields },
  });
  const run = await printRunByApi(api, client, 12);
  await generated(api, run.id);
  return { gtin, codes: await runCodes(api, run.id) };
}

/**
 * The consumer side on a phone (390 x 844): the page a printed code opens, the verdicts, a report
 * of a made-up code, registration with the one-time code from the server's log, points and a
 * redemption request, a code blacklisted in the console, and a GS1 Digital Link.
 */
test.describe('a shopper scans printed codes on a phone', () => {
  test.use({ signedInAs: 'admin' });

  test('genuine, already verified, not genuine and reported, registered with points, blacklisted, and by Digital Link', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const api = await apiOf(page);
    const { gtin, codes } = await registrableRun(api);
    const [first, second, third] = codes;

    const shopper = await shopperPhone(browser);
    await shopper.goto(`/v/${first}`);
    await expect(
      verdictOf(shopper).getByRole('heading', { name: 'Genuine product' }),
    ).toBeVisible();
    await expect(shopper.getByText('Look for the hologram')).toBeVisible();
    await shopper.screenshot({ path: screenshotPath('scan-phone-genuine'), fullPage: true });
    await shopper.reload();
    await expect(
      verdictOf(shopper).getByRole('heading', { name: 'Genuine product' }),
      'a reload is the same session',
    ).toBeVisible();

    const friend = await shopperPhone(browser);
    await friend.goto(`/v/${first}`);
    await expect(
      verdictOf(friend).getByRole('heading', { name: 'Already verified' }),
    ).toBeVisible();
    await expect(verdictOf(friend)).toContainText('Scanned 2 times');
    await friend.screenshot({
      path: screenshotPath('scan-phone-already-verified'),
      fullPage: true,
    });

    // Without JavaScript the verdict still shows, and the place (which needs the script) is not offered.
    const noScript = await (
      await browser.newContext(
        phoneContext({
          viewport: phoneSize,
          javaScriptEnabled: false,
          userAgent: `No script ${tagOf()}`,
        }),
      )
    ).newPage();
    await noScript.goto(`/v/${codes[11]}`);
    await expect(
      verdictOf(noScript).getByRole('heading', { name: 'Genuine product' }),
    ).toBeVisible();
    await expect(noScript.getByRole('region', { name: 'Share your location' })).toBeHidden();
    await expect(
      shopper.getByRole('region', { name: 'Share your location' }),
      'offered where the script runs',
    ).toBeVisible();

    await friend.goto('/v/ZZZZZZZZZZZZ');
    await expect(verdictOf(friend).getByRole('heading', { name: 'Not genuine' })).toBeVisible();
    await friend.getByRole('textbox', { name: 'Name' }).fill('Meera Shah');
    await friend.getByRole('textbox', { name: 'Mobile' }).fill('9812345678');
    await friend.getByRole('textbox', { name: 'Email' }).fill('meera@example.com');
    await friend.getByRole('button', { name: 'Send report' }).click();
    await expect(friend.getByRole('heading', { name: 'Thank you', level: 1 })).toBeVisible();

    // Registration on the first phone, with the code the server's log received (the SMS stand-in).
    const before = loggedCodeCount();
    await shopper.getByRole('textbox', { name: 'Name' }).fill('Ravi Kumar');
    await shopper
      .getByRole('textbox', { name: 'Mobile' })
      .fill(`98${String(Date.now()).slice(-8)}`);
    await shopper.getByRole('textbox', { name: 'Email' }).fill('ravi@example.com');
    await shopper.getByRole('button', { name: 'Register' }).click();
    await expect(shopper.getByRole('heading', { name: 'Confirm your mobile' })).toBeVisible();
    await shopper.getByRole('textbox', { name: 'Code' }).fill(await latestLoggedCode(before));
    await shopper.getByRole('button', { name: 'Confirm' }).click();
    await expect(shopper.getByRole('status')).toContainText('You earned 25 points');
    await expect(shopper.getByText('25 points', { exact: true })).toBeVisible();
    await shopper.getByRole('textbox', { name: 'Points' }).fill('30');
    await shopper.getByRole('button', { name: 'Ask to redeem' }).click();
    await expect(shopper.getByRole('alert')).toHaveText('You have 25 points: ask for 25 or fewer');
    await shopper.getByRole('textbox', { name: 'Points' }).fill('10');
    await shopper.getByRole('button', { name: 'Ask to redeem' }).click();
    await expect(shopper.getByRole('status')).toContainText(
      'Your request to redeem 10 points was sent',
    );
    await expect(shopper.getByText('15 points', { exact: true })).toBeVisible();
    await expect(shopper.getByText('Redemption asked: -10 points')).toBeVisible();
    await shopper.screenshot({ path: screenshotPath('scan-phone-points'), fullPage: true });

    // The company admin blacklists a code on their own phone; its page then says why.
    await page.setViewportSize(phoneSize);
    await page.goto('/#/code_blacklist');
    await expect(page.getByRole('heading', { name: 'Blacklisted Codes', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Blacklist Codes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Blacklist Codes' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill(second!);
    await choose(page, 'Reason', 'Counterfeit');
    await page.screenshot({ path: screenshotPath('scan-phone-blacklist-dialog'), fullPage: true });
    await dialog.getByRole('button', { name: 'Blacklist', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    expect(
      await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth),
      'the list fits the phone',
    ).toBe(0);
    await shopper.goto(`/v/${second}`);
    await expect(verdictOf(shopper).getByRole('heading', { name: 'Not genuine' })).toBeVisible();
    await expect(verdictOf(shopper)).toContainText('This code has been blacklisted: Counterfeit.');

    // A retail scanner's GS1 Digital Link of the third code opens the same page.
    await shopper.goto(`/01/${gtin}/21/${third}`);
    await expect(
      verdictOf(shopper).getByRole('heading', { name: 'Genuine product' }),
    ).toBeVisible();
    expect(new URL(shopper.url()).pathname).toBe(`/v/${third}`);
  });
});
