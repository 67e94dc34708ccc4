import { within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScanLanguage } from '../i18n/languages';
import { renderStationPage } from '../render/render-pages';
import { readPage } from '../test-support/read-html';

/**
 * The station's script speaks its page's language (decision 0472): the server renders the
 * script's messages in that language into the page, and the script reads them from there.
 */
const key = `vtk_${'a1B2-c3_D4'.repeat(4)}xyz`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const startStation = async (lang: ScanLanguage) => {
  readPage(renderStationPage({ assetBase: '/scan-assets', signInUrl: '/#/login', lang }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/epcis/capture/')
        ? new Response('{}', { status: 404 })
        : new Response(JSON.stringify({ counts: { inward: 2 } }), { status: 200 }),
    ),
  );
  await import('./station');
};
const pasteKey = async (text: string, label: string) => {
  const input = within(document.body).getByLabelText(label, { selector: 'input' });
  (input as HTMLInputElement).value = text;
  document
    .querySelector('[data-station-key-form]')!
    .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await settle();
  await settle();
};
const scanInto = (form: HTMLElement, code: string) => {
  const input = form.querySelector<HTMLInputElement>('[data-code-list="codes"] input')!;
  input.value = code;
  input.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
  );
};

beforeEach(() => {
  vi.resetModules();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("the station's script, in the page's language", () => {
  it('refuses what is not a key, notes a duplicate and says what was stocked, all in German', async () => {
    await startStation('de');
    await pasteKey('vtk_short', 'API-Schlüssel');
    expect(document.querySelector('[data-station-key-problem]')!.textContent).toBe(
      'Das ist kein API-Schlüssel: Er beginnt mit vtk_ und hat 47 Zeichen.',
    );
    await pasteKey(key, 'API-Schlüssel');
    expect(document.querySelector('[data-station-who]')!.textContent).toBe(
      `Mit dem API-Schlüssel ${key.slice(0, 12)}…`,
    );
    document.querySelector<HTMLButtonElement>('[data-station-tab="stock"]')!.click();
    const stock = document.querySelector<HTMLFormElement>('[data-station-form="stock"]')!;
    scanInto(stock, 'AB12');
    scanInto(stock, 'ab12');
    scanInto(stock, 'CD34');
    const list = within(stock.querySelector<HTMLElement>('[data-code-list="codes"]')!);
    expect(list.getByRole('status').textContent).toBe('');
    expect(list.getByText('2 Codes')).toBeTruthy();
    expect(list.getByRole('button', { name: 'AB12 entfernen' })).toBeTruthy();
    stock.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await settle();
    await settle();
    expect(stock.querySelector('[data-station-result]')!.textContent).toBe(
      'Ins Lager aufgenommen: 2 Einheiten.',
    );
  });

  it('asks for the parent first, in Arabic', async () => {
    await startStation('ar');
    await pasteKey(key, 'مفتاح API');
    const pack = document.querySelector<HTMLFormElement>('[data-station-form="pack"]')!;
    pack.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(within(pack).getByRole('alert').textContent).toBe('امسح رمز F الأم أولًا.');
  });
});
