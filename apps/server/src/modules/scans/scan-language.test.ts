import { loadScanRenderer } from '@veritag/scan';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { visit } from '../../test-support/public-pages';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { printRunCodes } from '../../test-support/scans';

/** The scan page in the shopper's language (decision 0466): Accept-Language, and the switcher's cookie over it. */
let t: TestApp;
let codes: { code: string }[];
beforeAll(async () => {
  t = await createTestApp({ scanPages: await loadScanRenderer() });
  codes = await printRunCodes(t, 2);
});
afterAll(async () => t.close());

const open = (code: string, headers: Record<string, string>) =>
  visit(t, `/v/${code}`, { headers: { accept: 'text/html', 'user-agent': 'Phone', ...headers } });

it('answers Accept-Language: de in German, with <html lang="de">', async () => {
  const page = await open(codes[0]!.code, { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<html lang="de" dir="ltr">');
  expect(page.body).toContain('Echtes Produkt');
  expect(page.body).not.toContain('Genuine product');
});

it('the vt_lang cookie wins over Accept-Language, and Arabic is right to left', async () => {
  const page = await open('ZZZZZZZZZZZZ', { 'accept-language': 'de', cookie: 'vt_lang=ar' });
  expect(page.body).toContain('<html lang="ar" dir="rtl">');
  expect(page.body).toContain('غير أصلي');
});

it('the switcher sets the cookie and redirects back, without JavaScript', async () => {
  const back = `/v/${codes[1]!.code}`;
  const chosen = await visit(t, `/scan/language?lang=fr&back=${encodeURIComponent(back)}`);
  expect(chosen.statusCode).toBe(303);
  expect(chosen.headers.location).toBe(back);
  const cookie = String(chosen.headers['set-cookie']);
  expect(cookie).toMatch(/^vt_lang=fr; Max-Age=\d+; Path=\/; SameSite=Lax/);
  const page = await open(codes[1]!.code, {
    'accept-language': 'de',
    cookie: cookie.split(';')[0]!,
  });
  expect(page.body).toContain('<html lang="fr" dir="ltr">');
  expect(page.body).toContain('Produit authentique');
});

it('the switcher returns only to a path on this server, and refuses a language it does not speak', async () => {
  for (const back of [
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    '/\t/evil.example',
  ])
    expect(
      (await visit(t, `/scan/language?lang=de&back=${encodeURIComponent(back)}`)).headers.location,
    ).toBe('/');
  const unknown = await visit(t, '/scan/language?lang=xx&back=/v/A');
  expect(unknown.statusCode).toBe(400);
  expect(unknown.headers['set-cookie']).toBeUndefined();
});

it("the JSON view says the page's language and keeps its shape", async () => {
  const view = await open('ZZZZZZZZZZZZ', { accept: 'application/json', 'accept-language': 'hi' });
  expect(view.json()).toMatchObject({ verdict: 'notGenuine', lang: 'hi' });
});
