import { contract } from '@veritag/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/api-calls';
import { visit } from '../../test-support/public-pages';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let page: string;
beforeAll(async () => {
  t = await createTestApp();
  page = (await call(t, contract.system.docs)).body;
});
afterAll(async () => t.close());

/** What the browser will fetch: every src and href of the page. */
const referencesOf = (html: string) =>
  [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);

describe('the reference page', () => {
  it('is an HTML page without a token, bound like every call', async () => {
    const reply = await call(t, contract.system.docs);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(t.bound.get(contract.system.docs)).toEqual({ kind: 'public' });
  });

  it('loads Swagger UI from this server, not from a CDN', () => {
    const references = referencesOf(page);
    expect(references).toContain('/api/docs/swagger-initializer.js');
    expect(
      references.some((ref) => /^\/api\/docs\/swagger-ui-[\d.]+\/swagger-ui-bundle\.js$/.test(ref)),
    ).toBe(true);
    expect(
      references.some((ref) => /^\/api\/docs\/swagger-ui-[\d.]+\/swagger-ui\.css$/.test(ref)),
    ).toBe(true);
    expect(references.filter((ref) => !ref.startsWith('/api/'))).toEqual([]);
  });

  it('has no inline script, so it runs under script-src self', () => {
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts).toHaveLength(2);
    expect(
      scripts.filter(([, attributes, body]) => !/\ssrc="/.test(attributes!) || body!.trim() !== ''),
    ).toEqual([]);
    expect(page).not.toMatch(/\son\w+=/i);
  });

  it('starts Swagger UI on the served document', async () => {
    const reply = await visit(t, '/api/docs/swagger-initializer.js');
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.body).toContain('SwaggerUIBundle(');
    expect(reply.body).toContain('"url":"/api/openapi.json"');
    expect(reply.body).toContain('"validatorUrl":null');
  });
});

describe('the assets', () => {
  it('are each served with their content type and cached for long', async () => {
    const expected: Record<string, string> = {
      css: 'text/css; charset=utf-8',
      js: 'text/javascript; charset=utf-8',
      png: 'image/png',
    };
    for (const ref of referencesOf(page).filter((ref) => ref.includes('/swagger-ui-'))) {
      const reply = await visit(t, ref);
      expect(reply.statusCode, ref).toBe(200);
      expect(reply.headers['content-type'], ref).toBe(expected[ref.split('.').pop()!]);
      expect(reply.headers['cache-control'], ref).toBe('public, max-age=31536000, immutable');
      expect(reply.rawPayload.length, ref).toBeGreaterThan(100);
    }
  });

  it('are only the allowed files of the package: anything else is 404 problem+json', async () => {
    const folder = referencesOf(page)
      .find((ref) => ref.endsWith('/swagger-ui.css'))!
      .replace(/\/[^/]+$/, '');
    const outside = [
      `${folder}/index.html`,
      `${folder}/package.json`,
      `${folder}/swagger-ui.js.map`,
      `${folder}/oauth2-redirect.html`,
      `${folder}/`,
      `${folder}/..%2Fpackage.json`,
      '/api/docs/swagger-ui-0.0.1/swagger-ui.css',
      '/api/docs/swagger-ui.css',
    ];
    for (const url of outside) {
      const reply = await visit(t, url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['content-type'], url).toContain('application/problem+json');
    }
  });
});
