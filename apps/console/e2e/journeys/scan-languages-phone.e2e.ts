import { languageNames } from '@veritag/domain';
import { screenshotPath } from '../e2e-server';
import { expectNoAxeViolations } from '../axe';
import { apiOf } from '../print-runs';
import { brandedRun, expectLoaded, madeUpCode, shopperPhone, verdictOf } from '../scan-pages';
import { expect, test } from '../stored-sessions';
import type { Page } from '@playwright/test';

/** The verdicts' words in the catalogues (apps/scan/src/i18n/messages) of the languages checked here. */
const words = {
  en: {
    genuine: 'Genuine product',
    alreadyVerified: 'Already verified',
    notGenuine: 'Not genuine',
    limitReached: 'Scan limit reached',
    underReview: 'Under review',
  },
  de: { genuine: 'Echtes Produkt' },
  es: { genuine: 'Producto auténtico' },
  ar: {
    genuine: 'منتج أصلي',
    alreadyVerified: 'تم التحقق منه سابقًا',
    notGenuine: 'غير أصلي',
    limitReached: 'بلغ الحد الأقصى للمسح',
    underReview: 'قيد المراجعة',
  },
} as const;

/** en.ts 'report.introPlatform': a code no brand issued is reported to the platform. */
const reportToPlatform =
  "Tell us where this code came from. No brand issued it, so your report goes to the Veritag platform's review team.";

const verdictHeading = (page: Page, name: string) =>
  verdictOf(page).getByRole('heading', { name, level: 1 });

/** The page's language and direction, as `<html lang dir>` says them. */
async function expectLanguage(page: Page, lang: string, dir: 'ltr' | 'rtl' = 'ltr') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

/**
 * The page a shopper sees on a phone (390 x 844): the brand's logo and the product's image, the
 * verdict in the phone's language (German, Arabic right to left), the switcher that changes
 * it and is remembered, and a made-up code's report that goes to the platform's review
 * (decisions 0466-0469). Then axe on every verdict, left to right and right to left.
 */
test.describe('a shopper scans on a phone in their own language', () => {
  test.use({ signedInAs: 'admin' });

  test("sees the brand's logo and product image, German and Arabic by the phone's language, the switcher's choice kept, and a made-up code reported to the platform", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const api = await apiOf(page);
    const { client, codes } = await brandedRun(api, { quantity: 6 });
    const [first, german, arabic, switched, later] = codes;

    const shopper = await shopperPhone(browser);
    await shopper.goto(`/v/${first}`);
    await expect(verdictHeading(shopper, words.en.genuine)).toBeVisible();
    await expectLanguage(shopper, 'en');
    const banner = shopper.getByRole('banner');
    await expect(banner).toContainText(client.customer.name);
    // The logo is decoration beside the brand's name (alt=""): found as the banner's image.
    const logo = banner.locator('img');
    await expect(logo).toHaveAttribute('alt', '');
    await expectLoaded(logo);
    await expectLoaded(shopper.getByRole('img', { name: client.product.name }));
    await shopper.screenshot({ path: screenshotPath('scan-languages-brand'), fullPage: true });

    const germanPhone = await shopperPhone(browser, { locale: 'de' });
    await germanPhone.goto(`/v/${german}`);
    await expect(verdictHeading(germanPhone, words.de.genuine)).toBeVisible();
    await expectLanguage(germanPhone, 'de');

    const arabicPhone = await shopperPhone(browser, { locale: 'ar' });
    await arabicPhone.goto(`/v/${arabic}`);
    await expect(verdictHeading(arabicPhone, words.ar.genuine)).toBeVisible();
    await expectLanguage(arabicPhone, 'ar', 'rtl');
    await arabicPhone.screenshot({ path: screenshotPath('scan-languages-arabic'), fullPage: true });

    // The switcher at the foot: a plain link by the language's own name, remembered by a cookie.
    const chooser = await shopperPhone(browser);
    await chooser.goto(`/v/${switched}`);
    await expect(verdictHeading(chooser, words.en.genuine)).toBeVisible();
    await chooser.getByRole('link', { name: languageNames.es }).click();
    await expect(verdictHeading(chooser, words.es.genuine)).toBeVisible();
    await expectLanguage(chooser, 'es');
    await expect(chooser.getByRole('link', { name: languageNames.es })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await chooser.goto(`/v/${later}`);
    await expect(
      verdictHeading(chooser, words.es.genuine),
      'a later scan in the same browser keeps the chosen language',
    ).toBeVisible();
    await expectLanguage(chooser, 'es');

    // A code no brand issued: its report goes to the platform's review, and the form says so.
    await shopper.goto(`/v/${madeUpCode()}`);
    await expect(verdictHeading(shopper, words.en.notGenuine)).toBeVisible();
    await expect(
      shopper.getByRole('region', { name: 'Report this product' }).getByText(reportToPlatform),
    ).toBeVisible();
  });

  test('finds no axe violation on any verdict, left to right in English and right to left in Arabic', async ({
    page,
    browser,
  }) => {
    // Ten pages with axe: generous on a busy machine.
    test.setTimeout(180_000);
    const api = await apiOf(page);
    // A code is flagged once two people scanned it, and blacklisted under review (the platform's own).
    const { client, codes } = await brandedRun(api, { quantity: 2 });
    const reply = await api.raw('PUT', `/products/${client.product.id}/scan-rules`, {
      flagAfterSessions: 2,
      autoBlacklist: true,
    });
    expect(reply.ok(), await reply.text()).toBe(true);
    // One person a code: the second reaches the scan limit.
    const limited = await brandedRun(api, {
      quantity: 2,
      productFields: {
        checkCountOfScan: 'true',
        allowNumberOfScans: '1',
        msgAfterScanExceded: 'This code was scanned before',
      },
    });

    const phones = { en: [] as Page[], ar: [] as Page[] };
    const phone = async (lang: 'en' | 'ar', index: number) =>
      (phones[lang][index] ??= await shopperPhone(browser, { locale: lang, axe: true }));
    /** A scan by a phone in `lang`, showing `verdict` in that language and direction. */
    const scan = async (
      lang: 'en' | 'ar',
      index: number,
      code: string,
      verdict: keyof (typeof words)['en'],
    ) => {
      const shopper = await phone(lang, index);
      await shopper.goto(`/v/${code}`);
      await expect(verdictHeading(shopper, words[lang][verdict])).toBeVisible();
      await expectLanguage(shopper, lang, lang === 'ar' ? 'rtl' : 'ltr');
      return shopper;
    };
    const check: typeof scan = async (lang, index, code, verdict) => {
      const shopper = await scan(lang, index, code, verdict);
      await expectNoAxeViolations(shopper, `${verdict} in ${lang}`);
      return shopper;
    };

    const [one, two] = codes as [string, string];
    await check('en', 0, one, 'genuine');
    await check('ar', 0, one, 'alreadyVerified');
    await check('ar', 0, two, 'genuine');
    await check('en', 0, two, 'alreadyVerified');
    // Two people scanned each: both codes are now under review.
    await check('en', 1, one, 'underReview');
    await check('ar', 1, two, 'underReview');
    await check('en', 0, madeUpCode(), 'notGenuine');
    await check('ar', 0, madeUpCode(), 'notGenuine');

    const [three, four] = limited.codes as [string, string];
    await scan('en', 0, three, 'genuine');
    await check('ar', 0, three, 'limitReached');
    await scan('ar', 0, four, 'genuine');
    await check('en', 0, four, 'limitReached');
  });
});
