import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFlags, locateChromium } from './chromium.mjs';
import { ensureScanBuild } from './scan-build.mjs';
import type { ScanLanguage } from '../apps/scan/src/i18n/languages';
import { loadScanRenderer, type ScanRenderer } from '../apps/scan/src/node/index';
import {
  alreadyVerifiedView,
  blacklistedView,
  fullCustomer,
  fullProduct,
  genuineView,
  limitReachedView,
  scanActions,
  underReviewView,
  unknownCodeView,
} from '../apps/scan/src/test-support/scan-fixtures';

/**
 * Each page inlines only the CSS its markup uses (decision 0478). Drawn by Chromium from the real
 * build, every kind of page looks exactly as it does with the whole CSS: same pixels, at a
 * phone's width and a desk's, left to right and right to left.
 */
const chromiumPath = locateChromium();
if (!chromiumPath)
  throw new Error(
    "No Chromium for the scan pages' look test: set CHROMIUM_PATH or install one (Debian: apt-get install -y chromium)",
  );

let renderer: ScanRenderer;
let browser: Browser;
beforeAll(async () => {
  await ensureScanBuild({ log: () => undefined });
  renderer = await loadScanRenderer();
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
}, 180_000);
afterAll(() => browser?.close());

const image = readFileSync(
  path.join(import.meta.dirname, '../apps/scan/src/test-support/story-images/product.svg'),
);
const form = { assetBase: '/scan-assets', action: '/v/CODE/step' };
const context = { code: 'CODE', customer: fullCustomer };

/** Every kind of page the renderer draws, with every part it can show. */
const pages: Record<string, (r: ScanRenderer, lang: ScanLanguage) => string> = {
  genuine: (r, lang) =>
    r.renderScanPage(genuineView, { assetBase: '/scan-assets', actions: scanActions, lang }),
  'already verified': (r, lang) =>
    r.renderScanPage(alreadyVerifiedView, {
      assetBase: '/scan-assets',
      actions: scanActions,
      lang,
    }),
  'unknown code': (r, lang) =>
    r.renderScanPage(unknownCodeView, { assetBase: '/scan-assets', actions: scanActions, lang }),
  blacklisted: (r, lang) =>
    r.renderScanPage(blacklistedView, { assetBase: '/scan-assets', actions: scanActions, lang }),
  'limit reached': (r, lang) =>
    r.renderScanPage(limitReachedView, { assetBase: '/scan-assets', actions: scanActions, lang }),
  'under review': (r, lang) =>
    r.renderScanPage(underReviewView, { assetBase: '/scan-assets', actions: scanActions, lang }),
  'report, refused': (r, lang) =>
    r.renderReportPage(
      {
        ...context,
        values: { name: 'Ada', email: 'ada@' },
        problem: {
          title: 'Invalid email',
          errors: [{ field: 'email', detail: 'Enter a valid email' }],
        },
      },
      { ...form, lang },
    ),
  'report thanks': (r, lang) => r.renderReportThanksPage(context, { ...form, lang }),
  register: (r, lang) =>
    r.renderRegisterPage({ ...context, product: fullProduct }, { ...form, lang }),
  'one-time code': (r, lang) =>
    r.renderOtpPage({ ...context, product: fullProduct, mobileEnding: '3210' }, { ...form, lang }),
  invoice: (r, lang) =>
    r.renderInvoicePage({ ...context, product: fullProduct }, { ...form, lang }),
  points: (r, lang) =>
    r.renderLoyaltyPage(
      {
        ...context,
        balance: 40,
        history: [{ at: '2026-11-01T10:00:00Z', points: 10, kind: 'earned' }],
      },
      { ...form, lang },
    ),
  registered: (r, lang) =>
    r.renderRegisteredPage(
      { ...context, product: fullProduct, pointsUrl: '/points' },
      { ...form, lang },
    ),
  notice: (r, lang) => r.renderNoticePage({ message: 'Too many scans' }, { ...form, lang }),
  station: (r, lang) =>
    r.renderStationPage({ assetBase: '/scan-assets', signInUrl: '/#/login', lang }),
  about: (r, lang) => r.renderAboutPage({ assetBase: '/scan-assets', lang }),
};

const sizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** One tab per size, kept for every drawing; each serves the HTML last given, images from here. */
const tabs = new Map<number, { page: Page; html: string }>();
async function tabOf(size: { width: number; height: number }) {
  let tab = tabs.get(size.width);
  if (!tab) {
    const page = await browser.newPage({ viewport: size });
    const made = { page, html: '' };
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ contentType: 'text/html; charset=utf-8', body: made.html })
        : route.request().resourceType() === 'image'
          ? route.fulfill({ contentType: 'image/svg+xml', body: image })
          : route.fulfill({ status: 404, body: '' }),
    );
    tabs.set(size.width, (tab = made));
  }
  return tab;
}

/** The page as Chromium draws it, whole; nothing comes from a network. */
async function drawn(html: string, size: { width: number; height: number }): Promise<Buffer> {
  const tab = await tabOf(size);
  tab.html = html;
  await tab.page.goto('http://scan.test/v/CODE', { waitUntil: 'load' });
  // Pictures below the fold load lazily, after 'load': a full-page drawing measured the page
  // before they came and cut it short. Here they load now, and the drawing waits for them.
  await tab.page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  return tab.page.screenshot({ fullPage: true, animations: 'disabled' });
}

const withWholeCss = (html: string, css: string) =>
  html.replace(/<style>[^<]*<\/style>/, () => `<style>${css}</style>`);

describe('a scan page with only its share of the CSS', () => {
  for (const lang of ['en', 'ar'] as const) {
    it.each(Object.keys(pages))(`%s (${lang}) looks as with the whole CSS`, async (name) => {
      const own = pages[name]!(renderer, lang);
      const css = /<style>([^<]*)<\/style>/.exec(own)?.[1];
      const whole = renderer.renderWholeCss();
      expect(css, 'the page inlines some CSS').toBeTruthy();
      expect(css!.length).toBeLessThan(whole.length);
      for (const size of sizes) {
        const [ownPixels, wholePixels] = [
          await drawn(own, size),
          await drawn(withWholeCss(own, whole), size),
        ];
        if (!ownPixels.equals(wholePixels)) {
          const dir = path.join(import.meta.dirname, '../test-results/scan-page-css');
          await mkdir(dir, { recursive: true });
          const file = `${name.replace(/\W+/g, '-')}-${lang}-${size.width}`;
          await writeFile(path.join(dir, `${file}-own.png`), ownPixels);
          await writeFile(path.join(dir, `${file}-whole.png`), wholePixels);
        }
        expect(ownPixels.equals(wholePixels), `${name} at ${size.width} px`).toBe(true);
      }
    });
  }
});
