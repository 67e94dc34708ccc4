import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderStationPage } from '../../render/render-pages';
import { readPage } from '../../test-support/read-html';

const open = () =>
  readPage(renderStationPage({ assetBase: '/scan-assets', signInUrl: '/#/login' }));

describe('the scan station page, as the server sends it', () => {
  it("loads its own script, not the scan page's, and is titled", () => {
    const { parsed } = open();
    expect(parsed.title).toBe('Scan station');
    const scripts = [...parsed.querySelectorAll('script[src]')].map((script) =>
      script.getAttribute('src'),
    );
    expect(scripts).toEqual(['/scan-assets/station.js']);
  });

  it('has one h1, and keeps the station and the sign-in hidden until the script reads the session', () => {
    const { screen, body } = open();
    expect(
      screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent),
    ).toEqual(['Scan station']);
    expect(body.querySelector('[data-station]')!.hasAttribute('hidden')).toBe(true);
    const signIn = body.querySelector('[data-station-signin]')!;
    expect(signIn.hasAttribute('hidden')).toBe(true);
    expect(signIn.querySelector('a')!.getAttribute('href')).toBe('/#/login');
  });

  it('offers the four actions, each a form with its fields and its one send button', () => {
    const { screen, body } = open();
    expect(
      screen
        .getAllByRole('button', { name: /^(Pack|Stock|Ship|Receive)$/, hidden: true })
        .map((tab) => tab.textContent),
    ).toEqual(['Pack', 'Stock', 'Ship', 'Receive', 'Pack', 'Ship', 'Receive']);
    // Each form is named by its heading (aria-labelledby), as a screen reader announces it.
    const form = (name: string) => {
      const heading = screen.getByRole('heading', { level: 2, name, hidden: true });
      const named = body.querySelector(`form[aria-labelledby="${heading.id}"]`);
      expect(named, name).not.toBeNull();
      return named!;
    };
    expect(form('Pack under a parent').querySelectorAll('[data-code-list]')).toHaveLength(2);
    expect(form('Take into stock').querySelector('[data-code-list="codes"]')).toBeTruthy();
    const ship = form('Ship a consignment');
    expect(
      [...ship.querySelectorAll('input[name="reference"], input[name="destination"]')].map(
        (input) => input.getAttribute('name'),
      ),
    ).toEqual(['reference', 'destination']);
    expect(form('Receive a consignment').textContent).toContain(
      'Leave the list empty to receive the whole consignment.',
    );
    // Only Pack shows first; the script switches the others in.
    expect(
      ['Take into stock', 'Ship a consignment', 'Receive a consignment'].every((name) =>
        form(name).hasAttribute('hidden'),
      ),
    ).toBe(true);
    expect(form('Pack under a parent').hasAttribute('hidden')).toBe(false);
  });

  it('keeps the camera and the place buttons hidden until the script finds the browser can', () => {
    const { body } = open();
    const cameraButtons = [...body.querySelectorAll('[data-code-camera]')];
    expect(cameraButtons.length).toBe(5);
    expect(cameraButtons.every((button) => button.hasAttribute('hidden'))).toBe(true);
    expect(body.querySelector('[data-place-share]')!.hasAttribute('hidden')).toBe(true);
  });
});

describe('the scan station in the page language (decision 0472)', () => {
  const openIn = (lang: 'de' | 'ar') =>
    readPage(
      renderStationPage({
        assetBase: '/scan-assets',
        signInUrl: '/#/login',
        lang,
        back: '/station',
      }),
    );

  it('says its words in German, with the switcher returning to the station', () => {
    const { parsed, screen } = openIn('de');
    expect(parsed.documentElement.getAttribute('lang')).toBe('de');
    expect(parsed.title).toBe('Scanstation');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Scanstation');
    expect(screen.getByRole('link', { name: 'Anmelden', hidden: true }).getAttribute('href')).toBe(
      '/#/login',
    );
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Unter einem Elterncode packen',
        hidden: true,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Eltern-F-Code', hidden: true })).toBeTruthy();
    const languages = within(screen.getByRole('navigation', { name: 'Sprache' }));
    expect(languages.getByRole('link', { name: 'English' }).getAttribute('href')).toBe(
      '/scan/language?lang=en&back=%2Fstation',
    );
    expect(languages.getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it("carries its script's messages in the page's language, and only the script's", () => {
    const { body } = openIn('de');
    const block = body.querySelector('script[type="application/json"]#script-messages')!;
    const carried = JSON.parse(block.textContent!) as {
      locale: string;
      messages: Record<string, unknown>;
    };
    expect(carried.locale).toBe('de');
    expect(carried.messages['station.needCodes']).toBe('Scannen Sie mindestens einen Code.');
    expect(Object.keys(carried.messages).every((key) => key.startsWith('station.'))).toBe(true);
    expect(carried.messages['verdict.genuine']).toBeUndefined();
  });

  it('reads right to left in Arabic', () => {
    const { parsed, screen } = openIn('ar');
    expect(parsed.documentElement.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('محطة المسح');
    expect(screen.getByRole('button', { name: 'تعبئة', pressed: true, hidden: true })).toBeTruthy();
  });
});
