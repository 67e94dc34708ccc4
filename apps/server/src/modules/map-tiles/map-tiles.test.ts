import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { call } from '../../test-support/api-calls';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
});
afterAll(async () => t.close());

describe('map settings', () => {
  it('point the maps at the server’s own tiles by default, with no credit', async () => {
    const reply = await call(t, contract.system.mapSettings, {}, admin);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ tileUrl: '/api/map/tiles/{z}/{x}/{y}.svg', attribution: '' });
    expect(reply.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
  });

  it('are for signed-in users only', async () => {
    expect((await call(t, contract.system.mapSettings)).status).toBe(401);
  });

  it('give the configured tile server and its credit, and let the console show its images', async () => {
    const other = await createTestApp({
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapTileAttribution: '© OpenStreetMap contributors',
    });
    try {
      const reply = await call(
        other,
        contract.system.mapSettings,
        {},
        await tokenFor(other, 'admin'),
      );
      expect(reply.body).toEqual({
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
    const reply = await call(t, contract.system.mapTile, {
      params: { z: '4', x: '8', y: '5.svg' },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('image/svg+xml');
    expect(reply.headers['cache-control']).toBe('public, max-age=86400');
    expect(reply.text).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/,
    );
  });

  it('draw land over Europe and none over the open Pacific', async () => {
    expect(
      (await call(t, contract.system.mapTile, { params: { z: '4', x: '8', y: '5.svg' } })).text,
    ).toContain('class="land"');
    expect(
      (await call(t, contract.system.mapTile, { params: { z: '4', x: '8', y: '5' } })).text,
    ).toContain('class="land"');
    const pacific = await call(t, contract.system.mapTile, {
      params: { z: '4', x: '2', y: '8.svg' },
    });
    expect(pacific.status).toBe(200);
    expect(pacific.text).not.toContain('class="land"');
  });

  it('draw the whole world at zoom 0 and a tile at the deepest zoom', async () => {
    expect(
      (await call(t, contract.system.mapTile, { params: { z: '0', x: '0', y: '0.svg' } })).text,
    ).toContain('class="land"');
    expect(
      (
        await call(t, contract.system.mapTile, {
          params: { z: '18', x: '262143', y: '262143.svg' },
        })
      ).status,
    ).toBe(200);
  });

  it('answer the same bytes from the cache', async () => {
    const [first, second] = [
      await call(t, contract.system.mapTile, { params: { z: '5', x: '16', y: '10.svg' } }),
      await call(t, contract.system.mapTile, { params: { z: '5', x: '16', y: '10.svg' } }),
    ];
    expect(second.text).toBe(first.text);
  });

  it.each(['19/0/0.svg', '4/16/0.svg', '4/0/16.svg', '0/1/0.svg'])(
    'refuse %s, out of range, with 400 Unknown tile',
    async (path) => {
      const reply = await call(t, contract.system.mapTile, { link: `/api/map/tiles/${path}` });
      expect(reply.status).toBe(400);
      expect(reply.headers['content-type']).toContain('application/problem+json');
      expect(reply.problem.title).toBe('Unknown tile');
    },
  );

  it.each(['4/8/5.png', 'a/8/5.svg', '4/-1/5.svg', '4/8/5.5', '123/0/0.svg'])(
    'refuse %s, malformed, with 400 naming the tile',
    async (path) => {
      const reply = await call(t, contract.system.mapTile, { link: `/api/map/tiles/${path}` });
      expect(reply.status).toBe(400);
      expect(reply.headers['content-type']).toContain('application/problem+json');
      expect(reply.problem.title).toContain('Unknown tile');
    },
  );
});
