import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId } from '../../test-support/master-data';
import { visit } from '../../test-support/public-pages';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { printDataBatch } from '../print-data';
import { demoRunParts, printRuns, runFields, type RunParts } from '../../test-support/print-runs';
import { giveGtin } from './test-support/gtin';

const publicBaseUrl = 'https://id.example.com';
const gtin = '09506000134352';
const productLink = 'https://brand.example/balm';
const consolePage = '<!doctype html><html><body>console</body></html>';

let t: TestApp;
let consoleDir: string;
let admin: string;
let parts: RunParts;
let serial: string;

// The GS1 Digital Link resolver answers paths a label carries, not calls of the contract: visit()
// opens them. It makes no HEAD or OPTIONS request: those few go to inject() by hand.

beforeAll(async () => {
  consoleDir = mkdtempSync(path.join(tmpdir(), 'veritag-console-'));
  writeFileSync(path.join(consoleDir, 'index.html'), consolePage);
  // One client asking faster than any phone scans: the per-second burst line is opened (the
  // resolver's limits are resolver-limits.test.ts's).
  t = await createTestApp({
    publicBaseUrl,
    consoleDir,
    publicLimits: { lookups: { burstPerSecond: 1_000 } },
  });
  admin = await tokenFor(t, 'admin');
  parts = await demoRunParts(t, admin);
  await giveGtin(t, admin, parts.product.id, productLink);
  const runs = printRuns(t, admin);
  const run = await runs.generated(runFields(parts, 3));
  const rows = (await runs.csv(run.id)).slice(1);
  serial = rows[0]![2]!;
});
afterAll(async () => {
  await t.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

describe('the GS1 Digital Link resolver', () => {
  it('redirects a serial with 307 to its scan page on GET and HEAD, passing the query on, with the links in a Link header', async () => {
    const url = `/01/${gtin}/21/${serial}?utm_source=pack`;
    // HEAD: a method visit() does not make.
    for (const reply of [await visit(t, url), await t.app.inject({ method: 'HEAD', url })]) {
      expect(reply.statusCode).toBe(307);
      expect(reply.headers.location).toBe(`${publicBaseUrl}/v/${serial}?utm_source=pack`);
      expect(reply.body).toBe('');
      const link = String(reply.headers.link);
      expect(link).toContain(
        `<${publicBaseUrl}/v/${serial}>; rel="https://gs1.org/voc/verificationService"; title=`,
      );
      expect(link).toContain(`<${productLink}>; rel="https://gs1.org/voc/pip"`);
      expect(link).toContain(
        `<${publicBaseUrl}/01/${gtin}/21/${serial}?linkType=linkset>; rel="linkset"; type="application/linkset+json"`,
      );
    }
    // A 13-digit GTIN, lot and variant qualifiers and a trailing slash reach the same serial.
    const qualified = await visit(t, `/01/9506000134352/22/A1/10/LOT-7/21/${serial}/`);
    expect([qualified.statusCode, qualified.headers.location]).toEqual([
      307,
      `${publicBaseUrl}/v/${serial}`,
    ]);
  });

  it('redirects a GTIN alone to its product page (gs1:pip)', async () => {
    const reply = await visit(t, `/01/${gtin}`);
    expect([reply.statusCode, reply.headers.location]).toEqual([307, productLink]);
  });

  it('answers CORS on product-level replies, errors included, and a preflight with OPTIONS', async () => {
    const origin = { origin: 'https://shop.example' };
    const product = await visit(t, `/01/${gtin}`, { headers: origin });
    expect(product.headers['access-control-allow-origin']).toBe('*');
    expect(product.headers['access-control-expose-headers']).toContain('Link');
    expect(
      (await visit(t, '/01/123', { headers: origin })).headers['access-control-allow-origin'],
    ).toBe('*');

    // A CORS preflight is an OPTIONS request, which visit() does not make.
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `/01/${gtin}`,
      headers: { ...origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-methods']).split(', ')).toEqual([
      'GET',
      'HEAD',
      'OPTIONS',
    ]);
  });

  it("never lets another site read whether a serial was issued: no CORS on a serial's answers", async () => {
    const origin = { origin: 'https://shop.example' };
    for (const reply of [
      await visit(t, `/01/${gtin}/21/${serial}`, { headers: origin }),
      // HEAD and a CORS preflight (OPTIONS): methods visit() does not make.
      await t.app.inject({ method: 'HEAD', url: `/01/${gtin}/21/NOSUCHCODE1`, headers: origin }),
      await t.app.inject({
        method: 'OPTIONS',
        url: `/01/${gtin}/21/${serial}`,
        headers: { ...origin, 'access-control-request-method': 'GET' },
      }),
    ]) {
      expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('refuses a malformed path with a 400 problem saying what is wrong, never the console page', async () => {
    for (const [url, title] of [
      ['/01', 'A GS1 Digital Link path starts with /01/ and a GTIN'],
      [`/01/09506000134353/21/${serial}`, 'GTIN check digit is wrong'],
      ['/01/12345', 'A GTIN has 8, 12, 13 or 14 digits'],
      [
        `/01/${gtin}/21/${serial}/10/LOT`,
        'Application identifier 10 is out of place: the qualifiers of a GTIN come in the order 22, 10, 21, each once',
      ],
      [
        `/01/${gtin}/17/261231`,
        "Application identifier '17' is not a key qualifier of a GTIN here: use 22, 10 and 21",
      ],
    ]) {
      const reply = await visit(t, url!);
      expect([reply.statusCode, reply.headers['content-type'], reply.json().title], url).toEqual([
        400,
        'application/problem+json; charset=utf-8',
        title,
      ]);
    }
  });

  it("answers 404 for a GTIN no product has, a serial no code of this GTIN's product has, and a code whose batch is not released", async () => {
    const unknownGtin = await visit(t, '/01/4006381333931');
    expect([unknownGtin.statusCode, unknownGtin.json().title]).toEqual([
      404,
      'No product has this GTIN',
    ]);
    expect((await visit(t, `/01/${gtin}/21/NOSUCHCODE1`)).statusCode).toBe(404);
    // A real code, but of the demo's other product, which has no GTIN.
    const otherRun = await printRuns(t, admin).generated(
      runFields({ ...parts, product: parts.otherProduct }, 1),
    );
    const otherCode = (await printRuns(t, admin).csv(otherRun.id))[1]![2]!;
    const otherProducts = await visit(t, `/01/${gtin}/21/${otherCode}`);
    expect([otherProducts.statusCode, otherProducts.json().title]).toEqual([
      404,
      'No product with this GTIN has this serial number',
    ]);
    // A run of this product whose codes exist but whose generation has not finished.
    const saved = await printRuns(t, admin).save(runFields(parts, 1));
    const companyId = await demoCompanyId(t);
    const issued = await t.database.db.transaction((tx) =>
      t.services.codes.issue(tx, {
        companyId,
        batch: printDataBatch({ id: saved.body.id }),
        count: 1,
      }),
    );
    expect((await visit(t, `/01/${gtin}/21/${issued.first}`)).statusCode).toBe(404);
  });

  it('chooses the link type asked for, falling back from the serial to the GTIN, and 404 when no link has that type', async () => {
    const at = (linkType: string, path = `/01/${gtin}/21/${serial}`) =>
      visit(t, `${path}?linkType=${encodeURIComponent(linkType)}`);
    expect((await at('gs1:verificationService')).headers.location).toBe(
      `${publicBaseUrl}/v/${serial}`,
    );
    expect((await at('gs1:pip')).headers.location).toBe(productLink);
    expect((await at('https://gs1.org/voc/pip')).headers.location).toBe(productLink);
    expect((await at('gs1:defaultLink')).headers.location).toBe(`${publicBaseUrl}/v/${serial}`);
    expect((await at('gs1:defaultLink', `/01/${gtin}`)).headers.location).toBe(productLink);
    const missing = await at('gs1:epil');
    expect([missing.statusCode, missing.json().title]).toEqual([
      404,
      'No link of type gs1:epil is available for this item',
    ]);
    expect((await at('gs1:verificationService', `/01/${gtin}`)).statusCode).toBe(404);
  });

  it('answers linkType=all (and linkset, or Accept: application/linkset+json) with the RFC 9264 link set of every level', async () => {
    const reply = await visit(t, `/01/${gtin}/21/${serial}?linkType=all`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/linkset+json');
    expect(reply.headers.vary).toContain('Accept');
    expect(reply.headers.link).toContain('rel="http://www.w3.org/ns/json-ld#context"');
    const scanPage = {
      href: `${publicBaseUrl}/v/${serial}`,
      title: expect.stringMatching(/genuine/),
      type: 'text/html',
    };
    const productPage = { href: productLink, title: expect.any(String), type: 'text/html' };
    expect(reply.json()).toEqual({
      linkset: [
        {
          anchor: `${publicBaseUrl}/01/${gtin}/21/${serial}`,
          'https://gs1.org/voc/defaultLink': [scanPage],
          'https://gs1.org/voc/verificationService': [scanPage],
        },
        {
          anchor: `${publicBaseUrl}/01/${gtin}`,
          'https://gs1.org/voc/defaultLink': [productPage],
          'https://gs1.org/voc/pip': [productPage],
        },
      ],
    });
    expect((await visit(t, `/01/${gtin}/21/${serial}?linkType=linkset`)).json()).toEqual(
      reply.json(),
    );
    expect(
      (
        await visit(t, `/01/${gtin}/21/${serial}`, {
          headers: { accept: 'application/linkset+json' },
        })
      ).json(),
    ).toEqual(reply.json());
    // HEAD: a method visit() does not make.
    const head = await t.app.inject({ method: 'HEAD', url: `/01/${gtin}?linkType=all` });
    expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([
      200,
      'application/linkset+json',
      '',
    ]);
  });

  it('is not swallowed by the console page, and other methods are refused', async () => {
    expect((await visit(t, '/01/4006381333931')).body).not.toContain('console');
    const post = await visit(t, `/01/${gtin}`, { method: 'POST' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toContain('GET');
  });
});
