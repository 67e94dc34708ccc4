import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer, tokenFor } from '../../test-support/sessions';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
});
afterAll(async () => t.close());

const tile = (path: string) => t.app.inject({ method: 'GET', url: `/api/map/tiles/${path}` });

describe('map settings', () => {
  it('point the maps at the server’s own tiles by default, with no credit', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/map/settings',
      headers: bearer(admin),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ tileUrl: '/api/map/tiles/{z}/{x}/{y}.svg', attribution: '' });
    expect(reply.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
  });

  it('are for signed-in users only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/map/settings' })).statusCode).toBe(401);
  });

  it('give the configured tile server and its credit, and let the console show its images', async () => {
    const other = await createTestApp({
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapTileAttribution: '© OpenStreetMap contributors',
    });
    try {
      const reply = await other.app.inject({
        method: 'GET',
        url: '/api/map/settings',
        headers: bearer(await tokenFor(other, 'admin')),
      });
      expect(reply.json()).toEqual({
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      });
      expect(reply.headers['content-security-policy']).toContain(
        "img-src 'self' data: blob: https://tile.openstreetmap.org;",
      );
    } finally {
      await other.close();
    }
  });
});

describe('map tiles', () => {
  it('serve an SVG tile without a token, cacheable by anyone for a day', async () => {
    const reply = await tile('4/8/5.svg');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/svg+xml');
    expect(reply.headers['cache-control']).toBe('public, max-age=86400');
    expect(reply.body).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/,
    );
  });

  it('draw land over Europe and none over the open Pacific', async () => {
    expect((await tile('4/8/5.svg')).body).toContain('class="land"');
    expect((await tile('4/8/5')).body).toContain('class="land"');
    const pacific = await tile('4/2/8.svg');
    expect(pacific.statusCode).toBe(200);
    expect(pacific.body).not.toContain('class="land"');
  });

  it('draw the whole world at zoom 0 and a tile at the deepest zoom', async () => {
    expect((await tile('0/0/0.svg')).body).toContain('class="land"');
    expect((await tile('18/262143/262143.svg')).statusCode).toBe(200);
  });

  it('answer the same bytes from the cache', async () => {
    const [first, second] = [await tile('5/16/10.svg'), await tile('5/16/10.svg')];
    expect(second.body).toBe(first.body);
  });

  it.each(['19/0/0.svg', '4/16/0.svg', '4/0/16.svg', '0/1/0.svg'])(
    'refuse %s, out of range, with 400 Unknown tile',
    async (path) => {
      const reply = await tile(path);
      expect(reply.statusCode).toBe(400);
      expect(reply.headers['content-type']).toContain('application/problem+json');
      expect(reply.json().title).toBe('Unknown tile');
    },
  );

  it.each(['4/8/5.png', 'a/8/5.svg', '4/-1/5.svg', '4/8/5.5', '123/0/0.svg'])(
    'refuse %s, malformed, with 400 naming the tile',
    async (path) => {
      const reply = await tile(path);
      expect(reply.statusCode).toBe(400);
      expect(reply.headers['content-type']).toContain('application/problem+json');
      expect(reply.json().title).toContain('Unknown tile');
    },
  );
});
