import { notGenuineReasons, type ScanPageView } from '@veritag/domain';
import { describe, expect, it } from 'vitest';
import { renderScanPage } from '../../render/render-pages';
import { readPage } from '../../test-support/read-html';
import {
  alreadyVerifiedView,
  blacklistedView,
  fullProduct,
  genuineView,
  limitReachedView,
  scanActions,
  unknownCodeView,
} from '../../test-support/scan-fixtures';

const open = (view: ScanPageView) =>
  readPage(renderScanPage(view, { assetBase: '/scan-assets', actions: scanActions }));

/** The verdict as a person meets it: the status region, its one heading, and its colour state. */
function verdictOf(view: ScanPageView) {
  const { screen } = open(view);
  const region = screen
    .getAllByRole('status', { hidden: true })
    .find((element) => element.querySelector('h1'))!;
  const heading = screen.getByRole('heading', { level: 1 });
  expect(region.contains(heading)).toBe(true);
  return {
    title: heading.textContent,
    tone: region.getAttribute('data-tone'),
    text: region.textContent ?? '',
  };
}

describe('the scan page says the verdict at once, in words and colour', () => {
  it("genuine: green, and the product's authentication message right under it, with what to compare", () => {
    expect(verdictOf(genuineView)).toMatchObject({ title: 'Genuine product', tone: 'success' });
    const { body } = open(genuineView);
    const verdict = body.querySelector('[data-slot="verdict"]')!;
    const comparison = verdict.nextElementSibling!;
    expect(comparison.getAttribute('data-slot')).toBe('comparison');
    expect(comparison.textContent).toContain(fullProduct.authenticationMsg);
    // The verdict's words are the platform's only: the brand's text is not in its status region.
    expect(verdict.textContent).not.toContain(fullProduct.authenticationMsg);
  });

  it('already verified: amber, how many times, when first and before, and roughly where', () => {
    const { title, tone, text } = verdictOf(alreadyVerifiedView);
    expect({ title, tone }).toEqual({ title: 'Already verified', tone: 'warning' });
    expect(text).toContain('Scanned 3 times');
    expect(text).toContain('First verified 2 Apr 2025, 09:15 UTC');
    expect(text).toContain('Last verified before this 20 Apr 2025, 17:40 UTC near 45.5° N, 9.2° E');
    const { screen } = open(alreadyVerifiedView);
    expect(screen.getByRole('link', { name: '45.5° N, 9.2° E' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=45\.5&mlon=9\.2/,
    );
  });

  it.each(notGenuineReasons.filter((reason) => reason !== 'blacklisted'))(
    'not genuine (%s): red, with a sentence saying why',
    (reason) => {
      const { title, tone, text } = verdictOf({ ...unknownCodeView, reason });
      expect({ title, tone }).toEqual({ title: 'Not genuine', tone: 'danger' });
      expect(text.replace(title ?? '', '').trim().length).toBeGreaterThan(20);
    },
  );

  it('not genuine because binned: says the packaging was used and recycled', () => {
    expect(verdictOf({ ...unknownCodeView, reason: 'binned' }).text).toContain(
      "This product's packaging was already used and recycled",
    );
  });

  it("not genuine because blacklisted: says the blacklist reason's label and since when", () => {
    expect(verdictOf(blacklistedView).text).toContain('This code has been blacklisted: Stolen.');
    expect(
      verdictOf({
        ...blacklistedView,
        blacklist: { reason: 'maxScanCount', since: '2025-05-01T08:00:00Z' },
      }).text,
    ).toContain('Max scan count');
  });

  it('never vouches for a product under a verdict that does not', () => {
    for (const view of [{ ...blacklistedView, product: fullProduct }, limitReachedView]) {
      expect(open(view).body.textContent).not.toContain(fullProduct.authenticationMsg!);
    }
  });

  it("scan limit reached: red, with the product's limit message, or a default one", () => {
    expect(verdictOf(limitReachedView)).toMatchObject({
      title: 'Scan limit reached',
      tone: 'danger',
      text: expect.stringContaining(limitReachedView.limitMessage!),
    });
    expect(verdictOf({ ...limitReachedView, limitMessage: undefined }).text).toContain(
      'scanned more often than its product allows',
    );
  });
});

describe("the scan page's structure", () => {
  it('has one h1, a main landmark, the brand as banner and the code at the foot', () => {
    const { screen } = open(genuineView);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeTruthy();
    // Testing Library counts the cards' headers as banners too; the page's own is its first child.
    expect(screen.getByRole('main').parentElement!.firstElementChild!.matches('header')).toBe(true);
    expect(screen.getByRole('main').parentElement!.firstElementChild!.textContent).toBe(
      'Alpine Bee',
    );
    const foot = screen.getByRole('contentinfo');
    expect(foot.firstElementChild!.textContent).toBe('Code 7K3QX9MZ2HTA');
    expect(foot.querySelector('nav')!.getAttribute('aria-label')).toBe('Language');
  });

  it('asks a not-genuine verdict for a report: name, email and mobile, posted to the report action', () => {
    const { screen } = open(unknownCodeView);
    const form = screen.getByRole('button', { name: 'Send report' }).closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual([
      'post',
      scanActions.report,
    ]);
    expect(
      ['Name', 'Email', 'Mobile'].map(
        (name) => (screen.getByRole('textbox', { name }) as HTMLInputElement).name,
      ),
    ).toEqual(['name', 'email', 'mobile']);
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('offers registration for a genuine product that captures user data, posted to the register action', () => {
    const { screen } = open(genuineView);
    expect(
      screen.getByRole('button', { name: 'Register' }).closest('form')!.getAttribute('action'),
    ).toBe(scanActions.register);
    expect(screen.getByText('Register to earn 10 loyalty points.')).toBeTruthy();
    expect(
      open({
        ...genuineView,
        product: { ...fullProduct, captureUserData: false },
      }).screen.queryByRole('button', { name: 'Register' }),
    ).toBeNull();
  });

  it('keeps "Share my location" hidden until the script finds geolocation, naming the location action', () => {
    const { body } = open(genuineView);
    const section = body.querySelector('[data-slot="location"]')!;
    expect(section.hasAttribute('hidden')).toBe(true);
    expect(section.getAttribute('data-location-action')).toBe(scanActions.location);
  });
});
