import { sql } from 'drizzle-orm';
import { loadScanRenderer } from '@veritag/scan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenBatch } from '../../test-support/code-batches';
import { demoRunParts } from '../../test-support/print-runs';
import { visit } from '../../test-support/public-pages';
import { printRunCodes, rowsOf, scan, tokenBatchCodes } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * What a shopper compares the pack with (decision 0470): the batch the label prints and the
 * product's colour as the page's accent; and the platform's explainer page (decision 0471).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ scanPages: await loadScanRenderer() });
});
afterAll(async () => t.close());

// First: the scan side keeps a product five seconds, so no other scan may have read it before.
describe("the product's colour as the accent (decision 0470)", () => {
  it('is in the view as a hex only while isColor is on', async () => {
    const [first, second] = await printRunCodes(t, 2, 10);
    await t.database.db.execute(
      sql`update products set is_color = true, color = '#FFCC00' where id = ${first!.productId}`,
    );
    const coloured = await scan(t, first!.code, 'accent-phone');
    expect(coloured.view.product?.accent).toBe('#ffcc00');
    const page = await visit(t, `/v/${first!.code}`, {
      headers: { accept: 'text/html', 'user-agent': 'Phone' },
    });
    expect(page.body).toContain('--vt-accent-fill:#ffcc00');
    await t.database.db.execute(
      sql`update products set is_color = false where id = ${first!.productId}`,
    );
    // The scan side keeps a product five seconds (scan-sources.ts): wait it out.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    const plain = await scan(t, second!.code, 'accent-phone-2');
    expect(plain.view.product).toBeDefined();
    expect(plain.view.product).not.toHaveProperty('accent');
  });
});

describe("the scan page's view of the batch (decision 0470)", () => {
  it("carries a token batch's PO number when its design prints the PO Number component", async () => {
    const admin = await tokenFor(t, 'admin');
    const { customer } = await demoRunParts(t, admin);
    const batchId = await tokenBatch(t, admin, customer.id, 2, [
      { name: 'PO', type: 'PO Number', x: 10, y: 72, width: 40, height: 8 },
    ]);
    const [printed] = await rowsOf<{ code: string }>(
      t,
      sql`select code from codes where batch_kind = 'templateHistory' and batch_id = ${batchId} order by seq limit 1`,
    );
    const { view } = await scan(t, printed!.code, 'batch-phone');
    expect(view).toMatchObject({ verdict: 'genuine', batch: 'PO-32' });
  });

  it('leaves the batch out when the labels do not print it, and for a print run', async () => {
    // The demo's token batch has a PO number, but its design places no PO Number component.
    const [demo] = await tokenBatchCodes(t, 1);
    const [run] = await printRunCodes(t, 1);
    for (const code of [demo!.code, run!.code]) {
      const { view } = await scan(t, code, 'unprinted-phone');
      expect(view.verdict).not.toBe('notGenuine');
      expect(view).not.toHaveProperty('batch');
    }
  });
});

describe('the explainer page, GET /scan/about (decision 0471)', () => {
  it('answers HTML in German for Accept-Language: de, cacheable per language', async () => {
    const page = await visit(t, '/scan/about', {
      headers: { accept: 'text/html', 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="de" dir="ltr">');
    expect(page.body).toContain('So prüft Veritag einen Code');
    expect(page.body).toContain('Wird geprüft');
    expect(page.headers['cache-control']).toBe('public, max-age=3600');
    expect(String(page.headers.vary)).toMatch(/Accept-Language/);
    expect(String(page.headers.vary)).toMatch(/Cookie/);
  });

  it('answers each language its own page, one after the other (each kept once rendered)', async () => {
    for (const [language, heading] of [
      ['de', 'So prüft Veritag einen Code'],
      ['fr', '<html lang="fr" dir="ltr">'],
      ['ar', '<html lang="ar" dir="rtl">'],
      ['de', 'So prüft Veritag einen Code'],
    ] as const) {
      const page = await visit(t, '/scan/about', {
        headers: { accept: 'text/html', 'accept-language': language },
      });
      expect(page.body).toContain(heading);
      expect(page.headers['content-language']).toBe(language);
    }
  });

  it('is what the scan page\'s "Verified by Veritag" mark links to', async () => {
    const [code] = await printRunCodes(t, 1, 20);
    const page = await visit(t, `/v/${code!.code}`, {
      headers: { accept: 'text/html', 'user-agent': 'Phone' },
    });
    expect(page.body).toMatch(/<a[^>]*href="\/scan\/about"[^>]*>[\s\S]*?Verified by Veritag<\/a>/);
  });
});
