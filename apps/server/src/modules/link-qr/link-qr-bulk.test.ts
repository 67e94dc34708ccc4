import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { linkQrKit, type LinkDemo } from './test-support/code-links';

let t: TestApp;
const kit = linkQrKit(() => t);
let demo: LinkDemo;
beforeAll(async () => {
  t = await createTestApp();
  demo = await kit.demo();
});
afterAll(async () => t.close());

describe('a file as large as the upload allows', () => {
  it(
    'links the 70,000 codes a full file holds, all in one request',
    { timeout: 120_000 },
    async () => {
      const [run] = await kit.rows<{ id: number }>(
        sql`select id from print_data where gen_status = 'COMPLETED' order by id limit 1`,
      );
      await t.database.db.transaction((tx) =>
        t.services.codes.issue(tx, {
          companyId: demo.companyId,
          batch: { kind: 'printData', id: run!.id },
          count: 70_000 - demo.codes.length,
        }),
      );
      const codes = (
        await kit.rows<{ code: string }>(
          sql`select code from codes where batch_kind = 'printData' and batch_id = ${run!.id} order by seq`,
        )
      ).map((row) => row.code);
      expect(codes).toHaveLength(70_000);
      const csv = `Code\n${codes.join('\n')}\n`;
      expect(csv.length).toBeLessThanOrEqual(1_000_000);

      const reply = await kit.link(
        await tokenFor(t, 'admin'),
        { 'customer.id': demo.customer.id, plant: demo.plantId, 'product.id': demo.linkProduct.id },
        csv,
      );
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().message).toBe(
        `70,000 codes linked to ${demo.linkProduct.name} (${demo.linkProduct.code})`,
      );
      const [linked] = await kit.rows<{ n: number }>(
        sql`select count(*)::int as n from code_product_links where product_id = ${demo.linkProduct.id}`,
      );
      expect(linked!.n).toBe(70_000);
    },
  );
});
