import type { ScanPageView } from '@veritag/domain';
import { describe, expect, it } from 'vitest';
import { renderScanPage } from '../../render/render-pages';
import { readPage } from '../../test-support/read-html';
import {
  blacklistedView,
  fullProduct,
  genuineView,
  scanActions,
} from '../../test-support/scan-fixtures';

const open = (view: ScanPageView) =>
  readPage(renderScanPage(view, { assetBase: '/scan-assets', actions: scanActions }));

const labelled: ScanPageView = {
  ...genuineView,
  batch: 'PO-1001',
  product: { ...fullProduct, labelImageUrl: '/scan-files/label.sig', accent: '#ffff00' },
};

/** The comparison's details as a person reads them: each term with its value. */
const detailsOf = (body: HTMLElement) =>
  Object.fromEntries(
    [...body.querySelectorAll('[data-slot="printed-details"] > div')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]),
  );

describe('the comparison under a vouching verdict (decision 0470)', () => {
  it("shows the label image, named by the product's name, at once and in phone sizes", () => {
    const { screen } = open(labelled);
    const image = screen.getByRole('img', { name: fullProduct.name });
    expect(image.closest('[data-slot="comparison"]')).toBeTruthy();
    expect(image.getAttribute('src')).toBe('/scan-files/label.sig?w=640');
    expect(image.getAttribute('srcset')).toBe(
      '/scan-files/label.sig?w=320 320w, /scan-files/label.sig?w=640 640w, /scan-files/label.sig?w=960 960w',
    );
    expect(image.getAttribute('loading')).toBe('eager');
    // Its box is known before it loads, so nothing under it moves.
    expect(image.getAttribute('width')).toBe('320');
    expect(image.getAttribute('height')).toBe('320');
  });

  it('lists the printed details to check: name, batch, manufacturing and expiry months', () => {
    const { body } = open(labelled);
    expect(detailsOf(body)).toEqual({
      Product: fullProduct.name,
      Batch: 'PO-1001',
      Manufactured: 'Mar 2025',
      Expires: 'Feb 2027',
    });
    const comparison = body.querySelector('[data-slot="comparison"]')!;
    expect(comparison.querySelector('h2')!.textContent).toBe('Compare with your pack');
    expect(comparison.textContent).toContain(fullProduct.authenticationMsg);
  });

  it('leaves out what the label does not print or the product does not show', () => {
    const { body, screen } = open({
      ...genuineView,
      product: {
        ...fullProduct,
        mfgMonth: undefined,
        expiryMonth: undefined,
        imageUrl: undefined,
        authenticationMsg: undefined,
      },
    });
    expect(detailsOf(body)).toEqual({ Product: fullProduct.name });
    expect(screen.queryByRole('img', { name: fullProduct.name })).toBeNull();
    expect(body.querySelector('[data-slot="authentication-message"]')).toBeNull();
  });

  it('shows the product image once: in the comparison when there is no label image', () => {
    const { body, screen } = open(genuineView);
    expect(screen.getAllByRole('img', { name: fullProduct.name })).toHaveLength(1);
    const sources = [...body.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources.filter((src) => src === fullProduct.imageUrl)).toHaveLength(1);
    // And its dates once: in the comparison, not again in the product's card.
    expect(body.textContent!.split('Mar 2025')).toHaveLength(2);
  });

  it('keeps the product picture further down, as decoration, when the comparison shows the label', () => {
    const { body, screen } = open(labelled);
    expect(screen.getAllByRole('img', { name: fullProduct.name })).toHaveLength(1);
    const picture = [...body.querySelectorAll('main img')].find(
      (img) => img.getAttribute('src') === fullProduct.imageUrl,
    );
    expect(picture?.getAttribute('alt')).toBe('');
  });

  it('is not offered under a verdict that does not vouch for the product', () => {
    const { body } = open({ ...blacklistedView, product: fullProduct, batch: 'PO-1001' });
    expect(body.querySelector('[data-slot="comparison"]')).toBeNull();
  });
});

describe("the product's colour as the page's accent (decision 0470)", () => {
  const rootOf = (view: ScanPageView) => open(view).body.querySelector('[data-slot="page"]')!;

  it('is set as custom properties from a valid hex, with AA-safe text and edge colours', () => {
    const style = rootOf(labelled).getAttribute('style') ?? '';
    expect(style).toContain('--vt-accent-fill:#ffff00');
    expect(style).toContain('--vt-accent-on-fill:#000000');
    // Yellow itself fails on white: the text and edge colours are darker yellows.
    expect(style).not.toMatch(/--vt-accent-text:#ffff00/);
    expect(style).toMatch(/--vt-accent-edge:#[0-9a-f]{6}/);
  });

  it.each([
    ['no colour', undefined],
    ['a name', 'red'],
    ['a short hex', '#ff0'],
    ['text that would break out of the style', '#ffcc00;background:url(https://evil.example/x)'],
  ])('is absent for %s', (_, accent) => {
    const root = rootOf({ ...genuineView, product: { ...fullProduct, accent } });
    expect(root.getAttribute('style')).toBeNull();
    expect(root.hasAttribute('data-accent')).toBe(false);
  });

  it("never colours the verdict: its tone stays the theme's", () => {
    const verdict = open(labelled).body.querySelector('[data-slot="verdict"]')!;
    expect(verdict.getAttribute('style')).toBeNull();
    expect(verdict.getAttribute('data-tone')).toBe('success');
  });
});

describe("the platform's mark (decision 0471)", () => {
  it('links to the explainer from the foot, outside what the brand fills', () => {
    const { screen } = open(labelled);
    const mark = screen.getByRole('link', { name: 'Verified by Veritag' });
    expect(mark.getAttribute('href')).toBe('/scan/about');
    expect(mark.closest('footer')).toBeTruthy();
    expect(mark.closest('main')).toBeNull();
  });
});
