import { afterAll, beforeAll, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { visit } from '../../test-support/public-pages';

// Phone-sized variants of a published image (decision 0468), read back with sharp.

let t: TestApp;
let photo: string;
let drawing: string;
beforeAll(async () => {
  t = await createTestApp();
  const { files, scans } = t.services;
  const big = await sharp({
    create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 30, b: 40 } },
  })
    .png()
    .toBuffer();
  const stored = await files.store(
    { buffer: big, contentType: 'image/png', extension: 'png', originalName: 'photo.png' },
    'productImage',
    null,
  );
  await stored.record(t.database.db);
  photo = `/scan-files/${scans.tokens.file(stored.id)}`;
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="100"><rect width="2000" height="100"/></svg>',
  );
  const vector = await files.store(
    { buffer: svg, contentType: 'image/svg+xml', extension: 'svg', originalName: 'logo.svg' },
    'customerLogo',
    null,
  );
  await vector.record(t.database.db);
  drawing = `/scan-files/${scans.tokens.file(vector.id)}`;
});
afterAll(() => t.close());

const webpBrowser = { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' };

it('answers a photo at most w pixels wide, as WebP to a browser that takes it, and the same bytes again', async () => {
  const small = await visit(t, `${photo}?w=320`, { headers: webpBrowser });
  expect(small.statusCode).toBe(200);
  expect(small.headers['content-type']).toBe('image/webp');
  expect(small.headers.vary).toBe('Accept');
  expect(await sharp(small.rawPayload).metadata()).toMatchObject({
    format: 'webp',
    width: 320,
    height: 160,
  });
  const again = await visit(t, `${photo}?w=320`, { headers: webpBrowser });
  expect(again.rawPayload.equals(small.rawPayload)).toBe(true);

  const png = await visit(t, `${photo}?w=960`, { headers: { accept: 'image/png,*/*' } });
  expect(png.headers['content-type']).toBe('image/png');
  expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 960 });

  const original = await visit(t, photo);
  expect(original.headers['content-type']).toBe('image/png');
  expect((await sharp(original.rawPayload).metadata()).width).toBe(2400);
});

it('serves a drawing as stored, refuses a width it does not offer, and a forged reference is not found', async () => {
  const svg = await visit(t, `${drawing}?w=320`, { headers: webpBrowser });
  expect(svg.statusCode).toBe(200);
  expect(svg.headers['content-type']).toContain('image/svg+xml');
  expect(svg.body).toContain('width="2000"');

  const odd = await visit(t, `${photo}?w=4000`);
  expect(odd.statusCode).toBe(400);
  expect(odd.json()).toMatchObject({ title: 'The image width w must be one of 320, 640, 960' });

  const forged = photo.replace(/\.[^.]+$/, `.${'A'.repeat(32)}`);
  expect((await visit(t, `${forged}?w=320`)).statusCode).toBe(404);
});
