import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import digitalLinkJs from 'digital-link.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRunParts, printRuns, runFields } from '../../test-support/print-runs';
import { visit } from '../../test-support/public-pages';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { giveGtin, testGtin } from './test-support/gtin';

/** GS1's own test data (test-support/fixtures/README.md says where each comes from). */
const fixture = <T>(name: string): T =>
  JSON.parse(
    readFileSync(new URL(`./test-support/fixtures/${name}`, import.meta.url), 'utf8'),
  ) as T;
interface EngineVector {
  uri: string;
  valid: boolean;
  options?: string[];
  note?: string;
}
const engineVectors = fixture<{ vectors: EngineVector[] }>(
  'gs1-syntax-engine-dl-uris.json',
).vectors;
interface CompressionVector {
  direction: 'compress' | 'decompress' | 'validate';
  compressed: string;
  uncompressed?: string;
  options?: { useOptimisations: boolean; compressOtherKeyValuePairs: boolean };
}
const compressionVectors = fixture<{ vectors: CompressionVector[] }>(
  'digital-link-js-compression.json',
).vectors;

const publicBaseUrl = 'https://id.example.com';
const productLink = 'https://brand.example/balm';
const consolePage = '<!doctype html><html><body>console</body></html>';
const problemType = 'application/problem+json; charset=utf-8';

let t: TestApp;
let consoleDir: string;
let serial: string;
beforeAll(async () => {
  consoleDir = mkdtempSync(path.join(tmpdir(), 'veritag-console-'));
  writeFileSync(path.join(consoleDir, 'index.html'), consolePage);
  // Many unknown serials from one address: the lookup budget is not what is tested here.
  t = await createTestApp({
    publicBaseUrl,
    consoleDir,
    publicLimits: { lookups: { burstPerSecond: 1_000, pointsPerDay: 1_000_000 } },
  });
  const admin = await tokenFor(t, 'admin');
  const parts = await demoRunParts(t, admin);
  await giveGtin(t, admin, parts.product.id, productLink);
  const runs = printRuns(t, admin);
  const run = await runs.generated(runFields(parts, 1));
  serial = (await runs.csv(run.id))[1]![2]!;
});
afterAll(async () => {
  await t.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

/** The path and query a request for this URI carries: a browser keeps the fragment to itself. */
const requestTarget = (uri: string) => uri.replace(/^https?:\/\/[^/]*/i, '').split('#')[0]!;

/**
 * The vectors whose verdict turns on the scheme or the host: a request reaching the resolver
 * has both already, so it never sees what these judge.
 */
const judgedByAuthority = new Set([
  '',
  'ftp://',
  'http://',
  'http:///',
  'http://a',
  'http://a/',
  'http://a/b',
  'http://a/b/',
  'HtTp://a/b/00/006141411234567890',
  'https://00/006141411234567890',
  'https://[fe80::1%25lo]/01/12312312312333',
  'https://$a/006141411234567890',
  'https://a$/006141411234567890',
]);

/**
 * The engine's settings this resolver shares: it takes a GTIN-8, -12 or -13 in the path as its
 * GTIN-14 (decision 0241), as the engine does with `permitZeroSuppressedGtin`. Vectors judged
 * under another setting (convenience alphas, unknown AIs), or judged without this one where a
 * twin with it exists, are left to their twin.
 */
const judgedLikeThisResolver = (vector: EngineVector) => {
  if (judgedByAuthority.has(vector.uri)) return false;
  const options = vector.options ?? [];
  if (options.some((option) => option !== 'permitZeroSuppressedGtin')) return false;
  if (options.length > 0) return true;
  return !engineVectors.some(
    (twin) => twin.uri === vector.uri && twin.options?.join() === 'permitZeroSuppressedGtin',
  );
};

describe("GS1's Digital Link test vectors", () => {
  it('a URI the GS1 Syntax Engine finds valid is read (404 for an unknown GTIN), an invalid one is a 400; other keys and prefixes are 404', async () => {
    const verdicts: string[] = [];
    const expected: string[] = [];
    for (const vector of engineVectors.filter(judgedLikeThisResolver)) {
      const target = requestTarget(vector.uri);
      const reply = await visit(t, target);
      const gtinPath = /^\/01\//.test(target);
      // Only GTINs are resolved: any other key, a prefix before a key or an old alpha name is
      // a 404 whatever its syntax; a GTIN's Digital Link is judged, and none of GS1's GTINs is
      // one the demo holds, so a valid one is an unknown key.
      const status = gtinPath ? (vector.valid ? 404 : 400) : 404;
      expected.push(`${status} problem ${vector.uri}`);
      const isProblem = reply.headers['content-type'] === problemType;
      verdicts.push(`${reply.statusCode} ${isProblem ? 'problem' : 'other'} ${vector.uri}`);
      if (gtinPath && vector.valid)
        expect(reply.json().title, vector.uri).toMatch(/^No product (has|with) this GTIN/);
    }
    expect(verdicts).toEqual(expected);
    expect(verdicts.length).toBeGreaterThan(80);
  });

  it("a compressed Digital Link of GS1's compression tests decompresses to GS1's uncompressed form, named owl:sameAs", async () => {
    const root = compressionVectors.filter(
      (vector) => vector.direction !== 'compress' && !vector.compressed.includes('/path/'),
    );
    expect(root.length).toBeGreaterThanOrEqual(3);
    for (const { compressed, uncompressed } of root) {
      const reply = await visit(t, requestTarget(compressed));
      expect([reply.statusCode, reply.headers['content-type']], compressed).toEqual([
        404,
        problemType,
      ]);
      expect(reply.json().title).toMatch(/^No product (has|with) this GTIN/);
      if (uncompressed) {
        const sameAs = `${publicBaseUrl}${requestTarget(uncompressed)}`;
        expect(String(reply.headers.link), compressed).toContain(`<${sameAs}>; rel="owl:sameAs"`);
      }
    }
    // A compression test's input compresses, through the same toolkit, to GS1's expected form
    // (but for the one written with convenience alphas, which GS1 Digital Link 1.4 dropped and
    // the grammar of digital-link.js 1.4.3 no longer reads).
    for (const { direction, compressed, uncompressed, options } of compressionVectors) {
      if (direction !== 'compress' || uncompressed!.includes('/gtin/')) continue;
      const { useOptimisations = true, compressOtherKeyValuePairs = true } = options ?? {};
      expect(
        digitalLinkJs.Utils.compressWebUri(
          uncompressed!,
          useOptimisations,
          compressOtherKeyValuePairs,
        ),
      ).toBe(compressed);
    }
  });

  it('a compressed Digital Link is answered as its uncompressed form: redirect, link set, linkType, query, no CORS on a serial', async () => {
    const compress = (uri: string) =>
      requestTarget(digitalLinkJs.Utils.compressWebUri(`${publicBaseUrl}${uri}`));
    const item = compress(`/01/${testGtin}/21/${serial}`);
    const reply = await visit(t, `${item}?utm_source=pack`, {
      headers: { origin: 'https://shop.example' },
    });
    expect([reply.statusCode, reply.headers.location]).toEqual([
      307,
      `${publicBaseUrl}/v/${serial}?utm_source=pack`,
    ]);
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(reply.headers.link)).toContain(
      `<${publicBaseUrl}/01/${testGtin}/21/${serial}>; rel="owl:sameAs"`,
    );
    const linkset = await visit(t, `${item}?linkType=linkset`);
    expect(linkset.json().linkset[0].anchor).toBe(`${publicBaseUrl}/01/${testGtin}/21/${serial}`);
    const product = await visit(t, `${compress(`/01/${testGtin}`)}/`, {
      headers: { origin: 'https://shop.example' },
    });
    expect([product.statusCode, product.headers.location]).toEqual([307, productLink]);
    expect(product.headers['access-control-allow-origin']).toBe('*');
    // GS1 data compressed in is checked like any other: a date that is no date is a 400.
    const badDate = await visit(t, compress(`/01/${testGtin}?17=261299`));
    expect([badDate.statusCode, badDate.json().title]).toEqual([
      400,
      'GS1 attribute 17=261299 is not a date (YYMMD0)',
    ]);
    const gln = await visit(t, compress('/414/9520123456788'));
    expect([gln.statusCode, gln.json().title]).toEqual([
      404,
      'This resolver answers GTINs (/01/) only: the GS1 key 414 (GLN of a physical location) is not resolved here',
    ]);
    expect(String(gln.headers.link)).toBe(`<${publicBaseUrl}/414/9520123456788>; rel="owl:sameAs"`);
    // GS1's toolkit rounds a run of more than 15 digits: such a link is refused, not misread.
    const long = await visit(t, compress(`/01/${testGtin}/21/12345678901234567890`));
    expect([long.statusCode, long.json().title]).toEqual([
      404,
      'This compressed GS1 Digital Link holds a number of more than 15 digits, which this resolver cannot decompress exactly: use the uncompressed link',
    ]);
  });
});

describe('paths that read as GS1 Digital Links the platform does not answer', () => {
  it('are 404 problems saying why, never the console page, while the console keeps its own paths', async () => {
    for (const [url, title] of [
      [
        '/00/952012345678912345',
        'This resolver answers GTINs (/01/) only: the GS1 key 00 (SSCC) is not resolved here',
      ],
      [
        '/414/9520123456788/254/32a%2Fb',
        'This resolver answers GTINs (/01/) only: the GS1 key 414 (GLN of a physical location) is not resolved here',
      ],
      [
        '/8004/9520614141234567?01=09520123456788',
        'This resolver answers GTINs (/01/) only: the GS1 key 8004 (GIAI) is not resolved here',
      ],
      [
        `/brand/01/${testGtin}/21/${serial}`,
        'This resolver answers GS1 Digital Links at the root of its address (/01/…): a path before the key is not served',
      ],
      [
        '/some/other/path/info/DBHKVAdpQgowOQ',
        'This resolver answers compressed GS1 Digital Links at the root of its address: a path before one is not served',
      ],
      [
        `/gtin/${testGtin}`,
        'GS1 Digital Link 1.4 names keys by number: use /01/ rather than /gtin/',
      ],
      [
        '/AAAAAAAAAA',
        'This resolver answers GTINs (/01/) only: the GS1 key 00 (SSCC) is not resolved here',
      ],
      [
        '/ABCDEFGHIJ',
        'No such address, and not a compressed GS1 Digital Link this resolver can read',
      ],
    ]) {
      const reply = await visit(t, url!);
      expect([reply.statusCode, reply.headers['content-type'], reply.json().title], url).toEqual([
        404,
        problemType,
        title,
      ]);
    }
    for (const url of [
      '/company_list',
      '/business_partner_list',
      '/smart-bin',
      '/download/invalid-scan-report',
    ])
      expect((await visit(t, url)).body, url).toBe(consolePage);
  });

  it('compressed-looking nonsense and hostile segments get a problem, never a server error', async () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // A fixed generator, so a failure repeats.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const segments = [
      'Q'.repeat(1025),
      `AQ${'z'.repeat(98)}`,
      'AR'.repeat(49),
      ...Array.from({ length: 60 }, () =>
        Array.from({ length: 10 + (next() % 120) }, () => alphabet[next() % 64]).join(''),
      ),
    ];
    for (const segment of segments) {
      const reply = await visit(t, `/A${segment}`);
      // Past 100 characters Fastify's path parameter limit answers first: 414.
      expect([400, 404, 307, 414], segment).toContain(reply.statusCode);
      expect(reply.headers['content-type'], segment).toBe(
        reply.statusCode === 307 ? undefined : problemType,
      );
    }
  });
});
