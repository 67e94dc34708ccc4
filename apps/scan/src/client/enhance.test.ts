import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScanPage } from '../render/render-pages';
import { readPage } from '../test-support/read-html';
import { alreadyVerifiedView, genuineView, scanActions } from '../test-support/scan-fixtures';
import type { ScanLanguage } from '../i18n/languages';

/**
 * The scan page's script speaks the page's language (decision 0472): the server renders its
 * messages and locale into the page, and the script reads them, whatever the phone's language.
 */
const open = (lang: ScanLanguage, view = genuineView) => {
  const { parsed } = readPage(
    renderScanPage(view, { assetBase: '/scan-assets', actions: scanActions, lang }),
  );
  // readPage moves the body's content only: the body's locale as the browser would have it.
  document.body.dataset.locale = parsed.body.dataset.locale;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let position: (success: PositionCallback, failure: PositionErrorCallback) => void;
beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) =>
        position(success, failure),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const share = async () => {
  await import('./enhance');
  const button = document.querySelector<HTMLButtonElement>('[data-share-location]')!;
  button.click();
  await settle();
  return document.querySelector('[data-location-status]')!.textContent;
};
const located = (success: PositionCallback) =>
  success({ coords: { latitude: 18.5, longitude: 73.8, accuracy: 20 } } as GeolocationPosition);

describe("the scan page's script, in the page's language", () => {
  it('thanks in German once the place was sent', async () => {
    open('de');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    position = (success) => located(success);
    expect(await share()).toBe('Danke: Ihr Standort wurde geteilt.');
  });

  it('says in Arabic that the place was not shared when the person refuses', async () => {
    open('ar');
    position = (_success, failure) => failure({ code: 1 } as GeolocationPositionError);
    expect(await share()).toBe('لم تتم مشاركة الموقع.');
  });

  it('asks to try again, in Spanish, when the place could not be sent', async () => {
    open('es');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 500 })),
    );
    position = (success) => located(success);
    expect(await share()).toBe('No se pudo enviar su ubicación. Inténtelo de nuevo.');
  });

  it("writes a past scan's time in the page's locale, not the phone's", async () => {
    open('de', alreadyVerifiedView);
    await import('./enhance');
    const time = document.querySelector<HTMLTimeElement>('time[data-local-time]')!;
    const expected = new Date(time.dateTime).toLocaleString('de', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(time.textContent).toBe(expected);
    expect(time.textContent).not.toBe(
      new Date(time.dateTime).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
    );
  });
});
