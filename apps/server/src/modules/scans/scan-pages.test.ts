import { sql } from 'drizzle-orm';
import { loadScanRenderer } from '@veritag/scan';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { visit } from '../../test-support/public-pages';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { printRunCodes, rowsOf } from '../../test-support/scans';

/** The scan page as a phone without JavaScript gets it: the verdict in the HTML, forms that post. */
let t: TestApp;
let codes: { code: string }[];
beforeAll(async () => {
  t = await createTestApp({ scanPages: await loadScanRenderer() });
  codes = await printRunCodes(t, 3);
});
afterAll(async () => t.close());

const open = (code: string) =>
  visit(t, `/v/${code}`, { headers: { accept: 'text/html', 'user-agent': 'Phone' } });

it('says genuine in the page itself, and the page loads its assets', async () => {
  const page = await open(codes[0]!.code);
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.body).toContain('Genuine product');
  const asset = /(\/scan-assets\/[^"']+\.js)/.exec(page.body)?.[1];
  expect(asset).toBeDefined();
  expect((await visit(t, asset!)).statusCode).toBe(200);
});

it('takes a report of a made-up code as a plain form post, and shows a refusal beside its field', async () => {
  const page = await open('ZZZZZZZZZZZZ');
  expect(page.body).toContain('Not genuine');
  // No brand issued it: the page does not pretend one will read the report.
  expect(page.body).toContain('your report goes to the Veritag platform&#x27;s review team');
  const action = /action="(\/scan\/[^"]+\/report)"/.exec(page.body)?.[1];
  expect(action).toBeDefined();
  const refused = await visit(t, action!, {
    form: { name: 'Asha Rao', email: 'not-an-email', mobile: '9876543210' },
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.body).toContain('Asha Rao');
  const sent = await visit(t, action!, {
    form: { name: 'Asha Rao', email: 'asha@example.com', mobile: '9876543210' },
  });
  expect(sent.statusCode).toBe(200);
  expect(sent.body).toContain('Your report goes to the Veritag platform');
  expect(sent.body).not.toContain('sent to the brand');
  expect(await rowsOf(t, sql`select name, code from invalid_scans`)).toEqual([
    { name: 'Asha Rao', code: 'ZZZZZZZZZZZZ' },
  ]);
});
