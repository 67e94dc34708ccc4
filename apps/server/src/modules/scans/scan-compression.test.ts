import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loadScanRenderer } from '@veritag/scan';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { call } from '../../test-support/api-calls';
import { visit } from '../../test-support/public-pages';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { printRunCodes } from '../../test-support/scans';

/** The public scan pages go compressed to a phone that accepts it; the console's API does not. */
let t: TestApp;
let codes: { code: string }[];
beforeAll(async () => {
  t = await createTestApp({ scanPages: await loadScanRenderer() });
  codes = await printRunCodes(t, 4, 500);
});
afterAll(async () => t.close());

const open = (code: string, headers: Record<string, string>) =>
  visit(t, `/v/${code}`, { headers: { 'user-agent': 'Phone', ...headers } });

it('gzips the scan page for a client that accepts gzip, and it inflates to the page', async () => {
  const page = await open(codes[0]!.code, { accept: 'text/html', 'accept-encoding': 'gzip' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-encoding']).toBe('gzip');
  expect(page.headers.vary).toMatch(/accept-encoding/i);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  const html = gunzipSync(page.rawPayload).toString('utf8');
  expect(html).toContain('Genuine product');
  expect(page.rawPayload.length).toBeLessThan(html.length / 2);
});

it('prefers brotli when offered, and sends the page as it is to a client that accepts neither', async () => {
  const brotli = await open(codes[1]!.code, {
    accept: 'text/html',
    'accept-encoding': 'gzip, deflate, br',
  });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toContain('Genuine product');
  const plain = await open(codes[2]!.code, { accept: 'text/html' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toContain('Genuine product');
});

it("compresses the page's JSON view and its script asset too", async () => {
  const json = await open(codes[3]!.code, {
    accept: 'application/json',
    'accept-encoding': 'gzip',
  });
  const view =
    json.headers['content-encoding'] === 'gzip'
      ? gunzipSync(json.rawPayload).toString('utf8')
      : json.body;
  expect(JSON.parse(view)).toMatchObject({ code: codes[3]!.code, verdict: 'genuine' });
  const html = (await open(codes[3]!.code, { accept: 'text/html' })).body;
  const asset = /(\/scan-assets\/[^"']+\.js)/.exec(html)![1]!;
  const script = await visit(t, asset, { headers: { 'accept-encoding': 'gzip' } });
  expect(script.statusCode).toBe(200);
  expect(script.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(script.rawPayload).length).toBeGreaterThan(script.rawPayload.length);
});

it("leaves the console's API alone: a large JSON page and a streamed file download go uncompressed", async () => {
  const admin = await tokenFor(t, 'admin');
  const gzip = { 'accept-encoding': 'gzip' };
  const list = await call(t, contract.products.list, { query: { size: 50 }, headers: gzip }, admin);
  expect(list.text.length).toBeGreaterThan(1024);
  expect(list.headers['content-encoding']).toBeUndefined();
  const jobs = (await call(t, contract.printingJobs.list, {}, admin)).body;
  const file = await call(
    t,
    contract.system.file,
    { link: jobs.content[0]!.file, headers: gzip },
    admin,
  );
  expect(file.status).toBe(200);
  expect(file.headers['content-encoding']).toBeUndefined();
  expect(Number(file.headers['content-length'])).toBe(file.body.length);
});
