import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visit } from '../../test-support/public-pages';
import { demoCompanyId } from '../../test-support/master-data';
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

// The GS1 Digital Link resolver answers paths a label carries, not calls of the contract.
const request = (
  url: string,
  method: 'GET' | 'HEAD' | 'OPTIONS' | 'POST' = 'GET',
  headers: Record<string, string> = {},
) => visit(t, url, { method, headers });

/** GS1's linkset schema (test-support/fixtures/README.md), as GS1's resolver test suite runs it. */
const linksetSchema = JSON.parse(
  readFileSync(new URL('./test-support/fixtures/gs1-linkset-schema.json', import.meta.url), 'utf8'),
) as object;
// Not strict: GS1's schema carries annotations ajv does not know (`name`, `@id`).
const validLinkset = new Ajv({ strict: false, allErrors: true }).compile(linksetSchema);

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
    for (const method of ['GET', 'HEAD'] as const) {
      const reply = await request(`/01/${gtin}/21/${serial}?utm_source=pack`, method);
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
    const qualified = await request(`/01/9506000134352/22/A1/10/LOT-7/21/${serial}/`);
    expect([qualified.statusCode, qualified.headers.location]).toEqual([
      307,
      `${publicBaseUrl}/v/${serial}`,
    ]);
  });

  it('redirects a GTIN alone to its product page (gs1:pip)', async () => {
    const reply = await request(`/01/${gtin}`);
    expect([reply.statusCode, reply.headers.location]).toEqual([307, productLink]);
  });

  it('answers CORS on product-level replies, errors included, and a preflight with OPTIONS', async () => {
    const product = await request(`/01/${gtin}`, 'GET', { origin: 'https://shop.example' });
    expect(product.headers['access-control-allow-origin']).toBe('*');
    expect(product.headers['access-control-expose-headers']).toContain('Link');
    expect(
      (await request('/01/123', 'GET', { origin: 'https://shop.example' })).headers[
        'access-control-allow-origin'
      ],
    ).toBe('*');

    const preflight = await request(`/01/${gtin}`, 'OPTIONS', {
      origin: 'https://shop.example',
      'access-control-request-method': 'GET',
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
      await request(`/01/${gtin}/21/${serial}`, 'GET', origin),
      await request(`/01/${gtin}/21/NOSUCHCODE1`, 'HEAD', origin),
      await request(`/01/${gtin}/21/${serial}`, 'OPTIONS', {
        ...origin,
        'access-control-request-method': 'GET',
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
        "Application identifier '17' is not a key qualifier of a GTIN here: use 22, 10 and 21, or 235",
      ],
      [
        `/01/${gtin}/21/${serial}/235/TPX`,
        'Application identifier 235 stands alone after a GTIN: it is not combined with 22, 10 or 21',
      ],
      [
        `/01/${gtin}?17=ABCDEF`,
        'GS1 attribute 17=ABCDEF in the query string is not valid: AI 17 is not one a Digital Link may carry, or its value is not of its form',
      ],
      [`/01/${gtin}?17=261299`, 'GS1 attribute 17=261299 is not a date (YYMMD0)'],
      [`/01/${gtin}?99=`, 'GS1 attribute 99 in the query string has no value'],
      [
        `/01/${gtin}/21/${serial}?3103=0005`,
        'GS1 attribute 3103=0005 in the query string is not valid: AI 3103 is not one a Digital Link may carry, or its value is not of its form',
      ],
    ]) {
      const reply = await request(url!);
      expect([reply.statusCode, reply.headers['content-type'], reply.json().title], url).toEqual([
        400,
        'application/problem+json; charset=utf-8',
        title,
      ]);
    }
  });

  it("answers 404 for a GTIN no product has, a serial no code of this GTIN's product has, and a code whose batch is not released", async () => {
    const unknownGtin = await request('/01/4006381333931');
    expect([unknownGtin.statusCode, unknownGtin.json().title]).toEqual([
      404,
      'No product has this GTIN',
    ]);
    expect((await request(`/01/${gtin}/21/NOSUCHCODE1`)).statusCode).toBe(404);
    // A real code, but of the demo's other product, which has no GTIN.
    const otherRun = await printRuns(t, admin).generated(
      runFields({ ...parts, product: parts.otherProduct }, 1),
    );
    const otherCode = (await printRuns(t, admin).csv(otherRun.id))[1]![2]!;
    const otherProducts = await request(`/01/${gtin}/21/${otherCode}`);
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
    expect((await request(`/01/${gtin}/21/${issued.first}`)).statusCode).toBe(404);
  });

  it('chooses the link type asked for, falling back from the serial to the GTIN, and 404 when no link has that type', async () => {
    const at = (linkType: string, path = `/01/${gtin}/21/${serial}`) =>
      request(`${path}?linkType=${encodeURIComponent(linkType)}`);
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
    const reply = await request(`/01/${gtin}/21/${serial}?linkType=all`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/linkset+json');
    expect(reply.headers.vary).toContain('Accept');
    expect(reply.headers.link).toContain('rel="http://www.w3.org/ns/json-ld#context"');
    const scanPage = {
      href: `${publicBaseUrl}/v/${serial}`,
      title: expect.stringMatching(/genuine/),
      type: 'text/html',
    };
    const productPage = { href: productLink, title: parts.product.productName, type: 'text/html' };
    // The default link carries no optional attribute (the standard's SHALL): no media type.
    const asDefault = ({ href, title }: { href: string; title: unknown }) => ({ href, title });
    expect(reply.json()).toEqual({
      linkset: [
        {
          anchor: `${publicBaseUrl}/01/${gtin}/21/${serial}`,
          itemDescription: parts.product.productName,
          'https://gs1.org/voc/defaultLink': [asDefault(scanPage)],
          'https://gs1.org/voc/verificationService': [scanPage],
        },
        {
          anchor: `${publicBaseUrl}/01/${gtin}`,
          itemDescription: parts.product.productName,
          'https://gs1.org/voc/defaultLink': [asDefault(productPage)],
          'https://gs1.org/voc/pip': [productPage],
        },
      ],
    });
    expect(validLinkset(reply.json()), JSON.stringify(validLinkset.errors)).toBe(true);
    expect(validLinkset((await request(`/01/${gtin}?linkType=linkset`)).json())).toBe(true);
    // The schema is GS1's: a link set without itemDescription, as this resolver once sent, fails it.
    const { itemDescription: _dropped, ...withoutDescription } = reply.json().linkset[0];
    expect(validLinkset({ linkset: [withoutDescription] })).toBe(false);
    expect((await request(`/01/${gtin}/21/${serial}?linkType=linkset`)).json()).toEqual(
      reply.json(),
    );
    expect(
      (
        await request(`/01/${gtin}/21/${serial}`, 'GET', { accept: 'application/linkset+json' })
      ).json(),
    ).toEqual(reply.json());
    const head = await request(`/01/${gtin}?linkType=all`, 'HEAD');
    expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([
      200,
      'application/linkset+json',
      '',
    ]);
  });

  it('answers a third-party serialised extension (AI 235) at the product level: the platform issues none', async () => {
    const reply = await request(`/01/${gtin}/235/TEST?linkType=all`);
    expect(reply.json()).toEqual({
      linkset: [expect.objectContaining({ anchor: `${publicBaseUrl}/01/${gtin}` })],
    });
    const tpx = await request(`/01/${gtin}/235/${'T'.repeat(28)}`, 'GET', {
      origin: 'https://shop.example',
    });
    expect([tpx.statusCode, tpx.headers.location]).toEqual([307, productLink]);
    expect(tpx.headers['access-control-allow-origin']).toBe('*');
    // A lot may stand beside a TPX as a query attribute; GS1 data passes on with the rest.
    const lot = await request(`/01/${gtin}/235/TEST?10=LOT7&utm_source=pack`);
    expect(lot.headers.location).toBe(`${productLink}?10=LOT7&utm_source=pack`);
  });

  it('passes valid GS1 data attributes and other parameters on, less linkType', async () => {
    const reply = await request(
      `/01/${gtin}/21/${serial}?17=261231&3103=000500&linkType=gs1:defaultLink&context=x&99=A%2FB`,
    );
    expect([reply.statusCode, reply.headers.location]).toEqual([
      307,
      `${publicBaseUrl}/v/${serial}?17=261231&3103=000500&context=x&99=A%2FB`,
    ]);
  });

  it('describes itself at /.well-known/gs1resolver as the resolver standard asks', async () => {
    const reply = await request('/.well-known/gs1resolver', 'GET', {
      origin: 'https://tester.example',
    });
    expect([reply.statusCode, reply.headers['content-type']]).toEqual([
      200,
      'application/json; charset=utf-8',
    ]);
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(reply.json()).toEqual({
      name: 'Veritag GS1 Digital Link resolver',
      resolverRoot: publicBaseUrl,
      supportedPrimaryKeys: ['01'],
      supportedLinkType: [{ namespace: 'https://gs1.org/voc/', prefix: 'gs1:' }],
      linkTypeDefaultCanBeLinkset: false,
      jsonLdContextLocation: 'https://ref.gs1.org/standards/resolver/linkset-context',
    });
    // The members and forms of GS1's description file schema (1.2.0), which GS1 publishes only
    // on its own site: the two required members, the key enumeration, the CURIE prefix's pattern.
    const description = new Ajv({ strict: false }).compile({
      type: 'object',
      required: ['resolverRoot', 'supportedPrimaryKeys'],
      properties: {
        resolverRoot: { type: 'string' },
        name: { type: 'string' },
        supportedPrimaryKeys: {
          type: 'array',
          items: {
            enum: [
              'all',
              '01',
              '8006',
              '8013',
              '8010',
              '410',
              '411',
              '412',
              '413',
              '414',
              '415',
              '417',
              '8017',
              '8018',
              '255',
              '00',
              '253',
              '401',
              '402',
              '8003',
              '8004',
            ],
          },
        },
        supportedLinkType: {
          type: 'array',
          items: {
            properties: {
              namespace: { type: 'string' },
              prefix: { type: 'string', pattern: '^[a-zA-Z_][A-Za-z0-9_-]*?:$' },
            },
          },
        },
        linkTypeDefaultCanBeLinkset: { type: 'boolean' },
        jsonLdContextLocation: { type: 'string' },
      },
    });
    expect(description(reply.json())).toBe(true);
    expect((await request('/.well-known/gs1resolver', 'OPTIONS')).statusCode).toBe(204);
  });

  it('is not swallowed by the console page, and other methods are refused', async () => {
    expect((await request('/01/4006381333931')).body).not.toContain('console');
    const post = await request(`/01/${gtin}`, 'POST');
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toContain('GET');
  });
});
