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
