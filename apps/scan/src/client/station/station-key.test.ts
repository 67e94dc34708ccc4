import { within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStationPage } from '../../render/render-pages';
import { readPage } from '../../test-support/read-html';
import {
  authorizationOf,
  currentCredential,
  forgetKey,
  keepKey,
  keyCheckUrl,
  stationKeyItem,
} from './station-credentials';
import { stationSay } from '../../test-support/script-say';

/* The scan station on an API key instead of the console's session (decision 0447), as the person chooses. */

const key = `vtk_${'a1B2-c3_D4'.repeat(4)}xyz`;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the credential the station calls with', () => {
  it("keeps a pasted key in the tab's sessionStorage, never in localStorage, and prefers it to the session", () => {
    localStorage.setItem('token', 'session-jwt');
    expect(currentCredential(sessionStorage, localStorage)).toEqual({
      kind: 'session',
      token: 'session-jwt',
    });
    const kept = keepKey(sessionStorage, `  ${key}\n`, stationSay());
    expect(kept).toEqual({ kind: 'key', key, shown: `${key.slice(0, 12)}…` });
    expect(sessionStorage.getItem(stationKeyItem)).toBe(key);
    expect(Object.values({ ...localStorage })).not.toContain(key);
    expect(authorizationOf(currentCredential(sessionStorage, localStorage)!)).toEqual({
      authorization: `Bearer ${key}`,
    });
    forgetKey(sessionStorage);
    expect(currentCredential(sessionStorage, localStorage)?.kind).toBe('session');
  });

  it('refuses what is not a key, keeping nothing', () => {
    expect(keepKey(sessionStorage, 'vtk_short', stationSay())).toEqual({
      problem: 'This is not an API key: it starts with vtk_ and has 47 characters.',
    });
    expect(sessionStorage.length).toBe(0);
    expect(currentCredential(sessionStorage, localStorage)).toBeNull();
  });
});

describe('the station page with a key', () => {
  let calls: { url: string; authorization: string | undefined }[];
  const answer = (status: number, body: object) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': status < 300 ? 'application/json' : 'application/problem+json' },
    });

  beforeEach(() => {
    calls = [];
    readPage(renderStationPage({ assetBase: '/scan-assets', signInUrl: '/#/login' }));
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  const stubServer = (keyCheck: Response) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const headers = (init?.headers ?? {}) as Record<string, string>;
        calls.push({ url, authorization: headers.authorization });
        if (url === keyCheckUrl) return keyCheck;
        return answer(200, { counts: { inward: 1 } });
      }),
    );
  const startScript = () => import('../station');
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const screen = () => within(document.body);
  const pasteKey = async (text: string) => {
    const input = screen().getByLabelText('API key', { selector: 'input' }) as HTMLInputElement;
    input.value = text;
    document
      .querySelector('[data-station-key-form]')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await settle();
    await settle();
  };

  it('offers the key beside the sign-in when there is no session, then sends every call with it as a bearer', async () => {
    stubServer(answer(404, { title: 'Capture job not found' }));
    await startScript();
    const signIn = document.querySelector<HTMLElement>('[data-station-signin]')!;
    expect(signIn.hidden).toBe(false);
    expect(screen().getByLabelText('API key', { selector: 'input' }).getAttribute('type')).toBe(
      'password',
    );

    await pasteKey(key);
    expect(calls).toEqual([{ url: keyCheckUrl, authorization: `Bearer ${key}` }]);
    expect(signIn.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>('[data-station]')!.hidden).toBe(false);
    expect(document.querySelector('[data-station-who]')!.textContent).toBe(
      `Using the API key ${key.slice(0, 12)}…`,
    );
    expect(sessionStorage.getItem(stationKeyItem)).toBe(key);
    expect(localStorage.length).toBe(0);

    document.querySelector<HTMLButtonElement>('[data-station-tab="stock"]')!.click();
    const stock = document.querySelector<HTMLFormElement>('[data-station-form="stock"]')!;
    const codes = stock.querySelector<HTMLInputElement>('[data-code-list="codes"] input')!;
    codes.value = 'AB12CD34';
    codes.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
    );
    stock.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await settle();
    expect(calls.at(-1)).toEqual({ url: '/api/v1/epcis/events', authorization: `Bearer ${key}` });
  });

  it('says why a key without trace:write is refused, and keeps it nowhere', async () => {
    stubServer(answer(403, { title: 'This API key lacks the scope trace:write' }));
    await startScript();
    await pasteKey(key);
    const problem = document.querySelector<HTMLElement>('[data-station-key-problem]')!;
    expect(problem.hidden).toBe(false);
    expect(problem.textContent).toBe('This API key lacks the scope trace:write');
    expect(sessionStorage.length).toBe(0);
    expect(document.querySelector<HTMLElement>('[data-station]')!.hidden).toBe(true);
  });

  it('lets a person signed in to the console switch to a key, and back to the session', async () => {
    localStorage.setItem('token', 'session-jwt');
    stubServer(answer(404, { title: 'Capture job not found' }));
    await startScript();
    await settle();
    expect(calls[0]).toEqual({ url: '/api/account', authorization: 'Bearer session-jwt' });
    document.querySelector<HTMLButtonElement>('[data-station-key-switch]')!.click();
    await pasteKey(key);
    expect(document.querySelector('[data-station-who]')!.textContent).toContain(
      'Using the API key',
    );
    const forget = document.querySelector<HTMLButtonElement>('[data-station-key-forget]')!;
    expect(forget.hidden).toBe(false);
    forget.click();
    await settle();
    expect(sessionStorage.length).toBe(0);
    expect(calls.at(-1)).toEqual({ url: '/api/account', authorization: 'Bearer session-jwt' });
  });
});
