import { expect, test } from '#e2e/stored-sessions';
import { apiOf, generated, printRunByApi, runCodes, seedPrintClient, tagOf } from '#e2e/print-runs';
import { shopperPhone, verdictOf } from '#e2e/scan-pages';

const english = 'Checked by Sprachen: this pack is genuine';
const german = 'Von Sprachen geprüft: diese Packung ist echt';

test.describe('the company admin', () => {
  test.use({ signedInAs: 'admin' });

  test("gives a product its authentication text in German, and a German phone's scan shows it while an English one shows the default (decision 0469)", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const api = await apiOf(page);
    const client = await seedPrintClient(api, tagOf(), {
      labelsPerRoll: 4,
      productFields: { authenticationMsg: english },
    });
    const run = await printRunByApi(api, client, 2);

    await page.goto('/#/product_list');
    await page.getByRole('textbox', { name: 'Code contains' }).fill(client.product.code);
    await page
      .getByRole('row', { name: new RegExp(`^${client.product.code} `) })
      .getByRole('button', { name: /^Edit/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Edit Product', level: 1 })).toBeVisible();
    const messages = page.getByRole('region', { name: 'Messages in other languages' });
    await messages.getByRole('tab', { name: 'Deutsch' }).click();
    await messages.getByRole('textbox', { name: 'Authentication text in Deutsch' }).fill(german);
    const updated = page.waitForResponse((response) =>
      response.url().endsWith('/api/products/update'),
    );
    // Exact: the scan rules below the form have a Save of their own.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await updated).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Product', level: 1 })).toBeVisible();

    await generated(api, run.id);
    const [first, second] = await runCodes(api, run.id);
    const germanPhone = await shopperPhone(browser, { locale: 'de' });
    await germanPhone.goto(`/v/${first}`);
    await expect(
      verdictOf(germanPhone).getByRole('heading', { name: 'Echtes Produkt' }),
    ).toBeVisible();
    // The brand's question sits with what to compare against, under the verdict (decision 0470).
    const germanComparison = germanPhone.getByRole('region', {
      name: 'Mit Ihrer Packung vergleichen',
    });
    await expect(germanComparison).toContainText(german);
    await expect(germanComparison).not.toContainText(english);

    const englishPhone = await shopperPhone(browser, { locale: 'en-GB' });
    await englishPhone.goto(`/v/${second}`);
    await expect(
      verdictOf(englishPhone).getByRole('heading', { name: 'Genuine product' }),
    ).toBeVisible();
    const englishComparison = englishPhone.getByRole('region', { name: 'Compare with your pack' });
    await expect(englishComparison).toContainText(english);
    await expect(englishComparison).not.toContainText(german);
  });
});
