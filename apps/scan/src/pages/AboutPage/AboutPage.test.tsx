import { describe, expect, it } from 'vitest';
import { renderAboutPage } from '../../render/render-pages';
import { readPage } from '../../test-support/read-html';

const open = (lang?: 'en' | 'ar' | 'de') =>
  readPage(renderAboutPage({ assetBase: '/scan-assets', lang, back: '/scan/about' }));

describe('the explainer page (decision 0471)', () => {
  it('says what each verdict means, how codes are checked, and what is done with a place', () => {
    const { parsed, screen, body } = open();
    expect(parsed.title).toBe('How Veritag checks a code');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How Veritag checks a code');
    const terms = [...body.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual([
      'Genuine product',
      'Already verified',
      'Not genuine',
      'Scan limit reached',
      'Under review',
    ]);
    expect(screen.getByRole('heading', { name: 'How codes are checked' })).toBeTruthy();
    expect(body.textContent).toContain('issued by the brand through Veritag');
    expect(body.textContent).toContain("platform's review team when no brand issued it");
    expect(body.textContent).toContain('only when you press "Share my location"');
    // The platform's own page: no brand header, no mark linking to itself.
    expect(body.querySelector('[data-slot="brand"]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Verified by Veritag' })).toBeNull();
  });

  it('speaks Arabic right to left, with its switcher returning to itself', () => {
    const { parsed, screen } = open('ar');
    expect(parsed.documentElement.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'كيف يتحقق Veritag من الرمز',
    );
    expect(screen.getByRole('link', { name: 'Deutsch' }).getAttribute('href')).toBe(
      '/scan/language?lang=de&back=%2Fscan%2Fabout',
    );
  });
});
