import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visit } from '../test-support/public-pages';
import { createTestApp, type TestApp } from '../test-support/test-app';

const page =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
const bundle = 'console.log("console");';

let t: TestApp;
let consoleDir: string;
beforeAll(async () => {
  consoleDir = mkdtempSync(path.join(tmpdir(), 'veritag-console-'));
  mkdirSync(path.join(consoleDir, 'assets'));
  writeFileSync(path.join(consoleDir, 'index.html'), page);
  writeFileSync(path.join(consoleDir, 'assets', 'index-abc123.js'), bundle);
  t = await createTestApp({ consoleDir });
});
afterAll(async () => {
  await t.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

describe('the console page for paths outside /api', () => {
  it.each([
    '/',
    '/index.html',
    '/company_list',
    '/login',
    '/dashboard',
    '/company_list?from=mail',
    '/some/deeper/path',
  ])('%s answers index.html, uncached, with the security headers', async (url) => {
    const reply = await visit(t, url);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.body).toBe(page);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('DENY');
  });

  it('answers HEAD like GET, without a body', async () => {
    const reply = await visit(t, '/company_list', { method: 'HEAD' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.body).toBe('');
  });

  it('serves the built files as they are, cacheable', async () => {
    const reply = await visit(t, '/assets/index-abc123.js');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('javascript');
    expect(reply.body).toBe(bundle);
    expect(reply.headers['cache-control']).not.toBe('no-store');
  });
});

describe('404 where the page would hide a mistake', () => {
  it.each(['/missing.js', '/assets/missing.css', '/favicon.ico', '/report.pdf'])(
    'a missing file %s',
    async (url) => {
      const reply = await visit(t, url);
      expect(reply.statusCode).toBe(404);
      expect(reply.headers['content-type']).toContain('application/problem+json');
      expect(reply.body).not.toContain('id="root"');
    },
  );

  it.each(['/api', '/api/no-such-thing', '/api/companies/1/no-such-thing?x=1'])(
    'an unknown API path %s',
    async (url) => {
      const reply = await visit(t, url);
      expect(reply.statusCode).toBe(404);
      expect(reply.headers['content-type']).toContain('application/problem+json');
    },
  );

  it('a method other than GET or HEAD on a console path', async () => {
    const reply = await visit(t, '/company_list', { method: 'POST' });
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toContain('application/problem+json');
  });

  it('still answers a wrong method on an API path with 405 and the allowed ones', async () => {
    // Raw: PATCH is a method no call of the contract uses.
    const reply = await t.app.inject({ method: 'PATCH', url: '/api/companies/1' });
    expect(reply.statusCode).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD, DELETE');
  });
});
