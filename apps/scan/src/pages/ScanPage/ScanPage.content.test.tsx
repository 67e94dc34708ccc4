import type { ScanPageView } from '@veritag/domain';
import { describe, expect, it } from 'vitest';
import { renderScanPage } from '../../render/render-pages';
import { readPage } from '../../test-support/read-html';
import {
  bareCustomer,
  bareProduct,
  fullCustomer,
  fullProduct,
  genuineView,
  scanActions,
  unknownCodeView,
} from '../../test-support/scan-fixtures';

const open = (view: ScanPageView) =>
  readPage(renderScanPage(view, { assetBase: '/scan-assets', actions: scanActions }));
/**
 * What the records put on the page: the language switcher (decision 0466) and the "Verified by
 * Veritag" mark (decision 0471) at the foot are the platform's own.
 */
const fromRecords = (body: HTMLElement, selector: string) =>
  [...body.querySelectorAll(selector)].filter(
    (element) => !element.closest('[data-slot="languages"], [data-slot="platform-mark"]'),
  );
const linkTargets = (body: HTMLElement) =>
  Object.fromEntries(fromRecords(body, 'a').map((a) => [a.textContent, a.getAttribute('href')]));

describe('what the product and customer chose', () => {
  it('is all on the page', () => {
    const { body, screen } = open(genuineView);
    const text = body.textContent ?? '';
    for (const shown of [
      fullProduct.description,
      fullProduct.customTexts.postScan,
      fullProduct.customTexts.onIdentification,
      fullProduct.customTexts.onLastPage,
      fullCustomer.messageOnScan,
      fullCustomer.textForMicrosite,
      'Manufactured',
      'Mar 2025',
      'Expires',
      'Feb 2027',
    ]) {
      expect(text).toContain(shown);
    }
    expect(screen.getByRole('heading', { level: 2, name: fullProduct.name })).toBeTruthy();
    expect(screen.getByRole('img', { name: fullProduct.name }).getAttribute('src')).toBe(
      fullProduct.imageUrl,
    );
    const images = [...body.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual(
      expect.arrayContaining([
        fullCustomer.logoUrl,
        fullProduct.images.onIdentification,
        fullProduct.images.onRegistration,
      ]),
    );
    expect(linkTargets(body)).toMatchObject({
      'See offers': fullProduct.offersPageLink,
      Warranty: fullProduct.warrantyLink,
      'Product content': fullCustomer.productContentUrl,
      Brochure: fullCustomer.brochureUrl,
      'Watch the video': fullProduct.videoLinkOnLastPage,
      Website: 'https://alpinebee.example.com/',
      Instagram: 'https://instagram.com/alpinebee',
      'Get the Android app': 'https://play.google.com/store/apps/details?id=bee',
    });
  });

  it('shows nothing empty when absent: no brand, product, links, images or blank text', () => {
    for (const view of [
      unknownCodeView,
      { ...genuineView, product: bareProduct, customer: bareCustomer },
    ]) {
      const { body } = open(view);
      // The comparison names the product whatever else it chose (decision 0470): nothing more.
      expect(fromRecords(body, 'img, ul, dl:not([data-slot="printed-details"])')).toHaveLength(0);
      const printed = body.querySelector('[data-slot="printed-details"]');
      expect(printed?.querySelectorAll('dt').length ?? 0).toBeLessThanOrEqual(1);
      expect(fromRecords(body, 'a')).toHaveLength(0);
      const blank = [...body.querySelectorAll('p, h1, h2, li, dd, dt, header, span')].filter(
        (element) => !element.textContent?.trim() && !element.hasAttribute('data-location-status'),
      );
      expect(blank.map((element) => element.outerHTML)).toEqual([]);
    }
    expect(
      open(unknownCodeView).body.querySelector(
        '[data-slot="brand"], [data-slot="product"], [data-slot="customer"]',
      ),
    ).toBeNull();
  });
});

describe('text and links from records', () => {
  it('are escaped everywhere: a product named like a script stays text', () => {
    const evil = '<script>alert(1)</script>';
    const view: ScanPageView = {
      ...genuineView,
      code: `"><img src=x onerror=alert(1)>`,
      product: {
        ...fullProduct,
        name: evil,
        description: evil,
        authenticationMsg: evil,
        customTexts: { postScan: evil },
      },
      customer: { ...fullCustomer, name: evil, messageOnScan: evil },
    };
    const html = renderScanPage(view, { assetBase: '/scan-assets', actions: scanActions });
    expect(html).not.toContain(evil);
    expect(html).not.toContain('<img src=x');
    const { parsed, screen } = readPage(html);
    // The page's own module script is the only script, and nothing carries an event handler.
    expect(
      [...parsed.querySelectorAll('script')].map((script) => script.getAttribute('src')),
    ).toEqual(['/scan-assets/enhance.js']);
    expect(
      [...parsed.querySelectorAll('*')]
        .flatMap((element) => element.getAttributeNames())
        .filter((name) => name.startsWith('on')),
    ).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: evil })).toBeTruthy();
    expect(parsed.title).toBe(`Genuine product: ${evil} · ${evil}`);
  });

  it('become links only when http(s) or a path on this server', () => {
    const unsafe = [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example/x',
      'ftp://files.example/x',
      'not a url',
      ' ',
    ];
    for (const url of unsafe) {
      const { body } = open({
        ...genuineView,
        product: {
          ...fullProduct,
          offersPageLink: url,
          warrantyLink: url,
          videoLinkOnLastPage: url,
          imageUrl: url,
          images: { onIdentification: url },
        },
        customer: {
          ...fullCustomer,
          logoUrl: url,
          productContentUrl: url,
          brochureUrl: url,
          links: [{ kind: 'youtube', url }],
        },
      });
      expect(Object.keys(linkTargets(body)).filter((name) => name !== '45.5° N, 9.2° E')).toEqual(
        [],
      );
      expect(
        [...body.querySelectorAll('img')]
          .map((img) => img.getAttribute('src'))
          .filter((src) => src !== fullProduct.images.onRegistration),
      ).toEqual([]);
    }
    expect(
      linkTargets(
        open({
          ...genuineView,
          product: { ...fullProduct, offersPageLink: 'http://shop.example/offers' },
        }).body,
      )['See offers'],
    ).toBe('http://shop.example/offers');
  });
});
