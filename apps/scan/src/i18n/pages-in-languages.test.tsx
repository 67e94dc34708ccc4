import { describe, expect, it } from 'vitest';
import {
  renderLoyaltyPage,
  renderNoticePage,
  renderOtpPage,
  renderRegisteredPage,
  renderReportPage,
  renderReportThanksPage,
  renderScanPage,
} from '../render/render-pages';
import { readPage } from '../test-support/read-html';
import {
  alreadyVerifiedView,
  blacklistedView,
  fullCustomer,
  fullProduct,
  genuineView,
  scanActions,
  unknownCodeView,
} from '../test-support/scan-fixtures';
import type { ScanLanguage } from './languages';

/** The pages in the shopper's language (decision 0466), read as a browser reads them. */
const scanPage = (view = genuineView, lang?: ScanLanguage, back = '/v/CODE') =>
  readPage(renderScanPage(view, { assetBase: '/scan-assets', actions: scanActions, lang, back }));

describe('the scan page in German', () => {
  it('sets <html lang dir> and says the verdict, its history, dates and numbers in German', () => {
    const { parsed, screen } = scanPage(alreadyVerifiedView, 'de');
    expect(parsed.documentElement.getAttribute('lang')).toBe('de');
    expect(parsed.documentElement.getAttribute('dir')).toBe('ltr');
    expect(parsed.title).toBe('Bereits geprüft: Amber Honey 500 g · Alpine Bee');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bereits geprüft');
    const verdict = document.querySelector('[data-slot="verdict"]')!.textContent;
    expect(verdict).toContain('3-mal gescannt');
    expect(verdict).toContain('Zuerst geprüft am 2. Apr. 2025, 09:15 UTC');
    expect(screen.getByRole('link', { name: '45,5° N, 9,2° O' })).toBeTruthy();
    // The brand's own words are the brand's: shown as written, under the platform's German heading.
    const comparison = document.querySelector('[data-slot="comparison"]')!;
    expect(comparison.textContent).toContain(fullProduct.authenticationMsg);
    expect(screen.getByRole('heading', { name: 'Mit Ihrer Packung vergleichen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Geprüft von Veritag' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Meinen Standort teilen', hidden: true }),
    ).toBeTruthy();
  });

  it('offers registration and the product links in German', () => {
    const { screen } = scanPage(genuineView, 'de');
    expect(screen.getByRole('heading', { name: 'Produkt registrieren' })).toBeTruthy();
    expect(screen.getByText('Registrieren Sie sich und erhalten Sie 10 Treuepunkte.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Mobilnummer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Angebote ansehen' })).toBeTruthy();
    expect(screen.getByText('März 2025')).toBeTruthy();
  });

  it('has the switcher: every language by its own name, the current one marked, plain links back here', () => {
    const { screen } = scanPage(genuineView, 'de', '/v/ABC123');
    const nav = screen.getByRole('navigation', { name: 'Sprache' });
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual([
      'English',
      'Español',
      'Français',
      'Deutsch',
      'हिन्दी',
      'العربية',
    ]);
    const german = screen.getByRole('link', { name: 'Deutsch' });
    expect(german.getAttribute('aria-current')).toBe('true');
    expect(german.getAttribute('lang')).toBe('de');
    expect(screen.getByRole('link', { name: 'العربية' }).getAttribute('href')).toBe(
      '/scan/language?lang=ar&back=%2Fv%2FABC123',
    );
  });
});

describe('the pages in Arabic, right to left', () => {
  it('the scan page: dir="rtl", the verdict and the report form in Arabic', () => {
    const { parsed, screen } = scanPage(unknownCodeView, 'ar');
    expect(parsed.documentElement.getAttribute('lang')).toBe('ar');
    expect(parsed.documentElement.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('غير أصلي');
    expect(screen.getByText('لم يُصدَر هذا الرمز لأي منتج.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'الإبلاغ عن هذا المنتج' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'البريد الإلكتروني' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إرسال البلاغ' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'اللغة' })).toBeTruthy();
    // The code stays a left-to-right run inside the Arabic line.
    expect(screen.getByText('ZZZZZZZZZZZZ').getAttribute('dir')).toBe('ltr');
  });

  it('a blacklisted code says its reason in Arabic', () => {
    const { screen } = scanPage(blacklistedView, 'ar');
    expect(screen.getByText('تم حظر هذا الرمز: مسروق.')).toBeTruthy();
  });

  it('the report pages', () => {
    const report = readPage(
      renderReportPage(
        { code: 'CODE', customer: fullCustomer },
        { assetBase: '/a', action: '/scan/T/report', lang: 'ar' },
      ),
    );
    expect(report.parsed.documentElement.getAttribute('dir')).toBe('rtl');
    expect(report.screen.getByRole('heading', { level: 1 }).textContent).toBe('غير أصلي');
    const thanks = readPage(
      renderReportThanksPage(
        { code: 'CODE', customer: fullCustomer },
        { assetBase: '/a', lang: 'ar' },
      ),
    );
    expect(thanks.parsed.title).toBe('شكرًا لك · Alpine Bee');
    expect(thanks.screen.getByRole('status').textContent).toBe(
      'أُرسل بلاغك إلى Alpine Bee. يُرجى عدم استخدام هذا المنتج حتى يتحققوا منه.',
    );
    // Without a scan page address of its own, the switcher returns to the scan page of the code.
    expect(thanks.screen.getByRole('link', { name: 'Deutsch' }).getAttribute('href')).toBe(
      '/scan/language?lang=de&back=%2Fv%2FCODE',
    );
  });

  it('the one-time code, registered and points pages, with their notices and plurals', () => {
    const otp = readPage(
      renderOtpPage(
        { code: 'CODE', product: fullProduct, mobileEnding: '3210' },
        { assetBase: '/a', action: '/scan/T/otp', lang: 'ar' },
      ),
    );
    expect(otp.screen.getByText('أرسلنا رمزًا من 6 أرقام إلى جوالك المنتهي بـ 3210.')).toBeTruthy();
    expect(otp.screen.getByRole('button', { name: 'تأكيد' })).toBeTruthy();

    const registered = readPage(
      renderRegisteredPage(
        {
          code: 'CODE',
          product: fullProduct,
          notice: { kind: 'registered', earned: 2, mailHeld: false },
        },
        { assetBase: '/a', lang: 'ar' },
      ),
    );
    expect(registered.screen.getByRole('status').textContent).toBe(
      'تم تأكيد رقم جوالك وتسجيل المنتج باسمك. حصلت على نقطتين.',
    );

    const points = readPage(
      renderLoyaltyPage(
        {
          code: '',
          balance: 5,
          history: [{ at: '2025-05-02T10:00:00Z', points: 1, kind: 'earned' }],
          notice: { kind: 'redeemSent', points: 3 },
        },
        { assetBase: '/a', action: '/scan/points/redeem', lang: 'ar', back: '/scan/points' },
      ),
    );
    expect(points.screen.getByRole('heading', { level: 1 }).textContent).toBe('نقاطك');
    expect(points.screen.getByText('5 نقاط')).toBeTruthy();
    expect(points.screen.getByText('مكتسبة: نقطة واحدة')).toBeTruthy();
    expect(points.screen.getByText('أُرسل طلبك لاستبدال 3 نقاط.')).toBeTruthy();
    expect(points.screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe(
      '/scan/language?lang=en&back=%2Fscan%2Fpoints',
    );
  });

  it('the notice page says its own title when the server gives none', () => {
    const { parsed, screen } = readPage(
      renderNoticePage({ message: 'Too many scans.' }, { assetBase: '/a', lang: 'de' }),
    );
    expect(parsed.title).toBe('Bitte versuchen Sie es später noch einmal');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Bitte versuchen Sie es später noch einmal',
    );
  });
});

it('English stays the default, word for word', () => {
  const { parsed, screen } = scanPage(genuineView);
  expect(parsed.documentElement.getAttribute('lang')).toBe('en');
  expect(parsed.documentElement.getAttribute('dir')).toBe('ltr');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Genuine product');
  expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
});
