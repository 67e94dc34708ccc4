import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { decodePdf, decodersAvailable } from '../../test-support/decode-symbols';
import { demoCompanyId, insertCustomer } from '../../test-support/master-data';
import { batchTestKit, csvRows, type BatchReply } from './test-support/token-batches';

let t: TestApp;
let admin: string;
let templateId: number;
const kit = batchTestKit(
  () => t,
  () => admin,
);

beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl: 'https://labels.example.com' });
  admin = await tokenFor(t, 'admin');
  const customer = await insertCustomer(t, await demoCompanyId(t), 'Many Batches Ltd');
  templateId = await kit.designedTemplate(customer.id, 'Busy label');
}, 60_000);
afterAll(async () => t?.close());

describe('batches generated at once', () => {
  it(
    '8 batches of 400 labels: all COMPLETED, no code issued twice platform-wide',
    { timeout: 180_000 },
    async () => {
      const replies = await Promise.all(
        Array.from({ length: 8 }, () =>
          kit.generate({ templateId: String(templateId), quantity: '400' }),
        ),
      );
      for (const reply of replies) expect(reply.status, reply.text).toBe(200);
      const batches: BatchReply[] = [];
      for (const reply of replies) batches.push(await kit.finished(reply.body.id, 170_000));
      expect(batches.map((batch) => batch.status)).toEqual(Array(8).fill('COMPLETED'));
      const rows = async (query: ReturnType<typeof sql>) =>
        ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] })
          .rows;
      const ids = batches.map((batch) => batch.id);
      const [counts] = await rows(
        sql`select count(*)::int as n, count(distinct code)::int as codes, count(distinct batch_id)::int as batches from codes where batch_kind = 'templateHistory' and batch_id in (${sql.join(ids, sql`, `)})`,
      );
      expect(counts).toEqual({ n: 3200, codes: 3200, batches: 8 });
      const [platform] = await rows(
        sql`select count(*)::int as n, count(distinct code)::int as codes from codes`,
      );
      expect(platform!.codes).toBe(platform!.n);
      // Each batch's CSV holds its own 400 codes, none of another batch's.
      const all = new Set<string>();
      for (const batch of batches)
        for (const [, code] of csvRows(await kit.download(batch.id, 'codes'))) all.add(code!);
      expect(all.size).toBe(3200);
    },
  );
});

describe('the printed labels', () => {
  it.skipIf(!decodersAvailable().ok)(
    'decode to exactly the batch URLs, each once',
    { timeout: 120_000 },
    async () => {
      const batch = await kit.generated({ templateId: String(templateId), quantity: '20' });
      expect(batch.status, batch.reason ?? '').toBe('COMPLETED');
      const urls = csvRows(await kit.download(batch.id, 'urls')).map(([, url]) => url!);
      const pages = await decodePdf(await kit.download(batch.id, 'pdf'));
      const decoded = pages.flatMap((page) =>
        page.symbols.filter((symbol) => symbol.type === 'QR-Code').map((symbol) => symbol.data),
      );
      expect(decoded.sort()).toEqual([...urls].sort());
      expect(new Set(decoded).size).toBe(20);
    },
  );
});
