import { loadScanRenderer } from '@veritag/scan';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { visit } from '../../test-support/public-pages';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** GET /station answers the scan station's page, whose own script is served beside the scan pages' assets. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ scanPages: await loadScanRenderer() });
});
afterAll(async () => t.close());

it('answers the station page to anyone, naming the console sign-in, with its script served', async () => {
  const page = await visit(t, '/station', { headers: { accept: 'text/html' } });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.body).toContain('<title>Scan station</title>');
  expect(page.body).toContain('href="/#/login"');
  const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/scan-assets\/station-[\w-]+\.js$/);
  const script = await visit(t, scripts[0]!);
  expect(script.statusCode).toBe(200);
  expect(script.body).toContain('/api/v1/epcis/events');
});

it('speaks the language Accept-Language asks for, the vt_lang cookie winning, with a switcher back to the station', async () => {
  const german = await visit(t, '/station', {
    headers: { accept: 'text/html', 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
  });
  expect(german.statusCode).toBe(200);
  expect(german.headers.vary).toMatch(/Accept-Language/);
  expect(german.headers.vary).toMatch(/Cookie/);
  expect(german.body).toContain('<html lang="de" dir="ltr"');
  expect(german.body).toContain('<title>Scanstation</title>');
  expect(german.body).toContain('href="/scan/language?lang=ar&amp;back=%2Fstation"');
  // The script's messages ride in the page, in its language.
  expect(german.body).toContain('"station.needCodes":"Scannen Sie mindestens einen Code."');

  const arabic = await visit(t, '/station', {
    headers: { accept: 'text/html', 'accept-language': 'de', cookie: 'vt_lang=ar' },
  });
  expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
  expect(arabic.body).toContain('<title>محطة المسح</title>');
});
