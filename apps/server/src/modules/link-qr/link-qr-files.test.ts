import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCodes,
  chosenCode,
  demoPrintRun,
  signatureStarts,
} from '../../test-support/chosen-codes';
import { tokenFor } from '../../test-support/sessions';
import {
  fixtureCodes,
  fixtureData,
  fixtureFile,
  fixtureWriters,
} from '../../test-support/spreadsheets/fixture-data';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { linkQrKit, type LinkDemo } from './test-support/code-links';

let t: TestApp;
const kit = linkQrKit(() => t);
let admin: string;
let demo: LinkDemo;
const data = fixtureData();
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  demo = await kit.demo();
  // The print run kit.demo() reads: the chosen codes join its batch, so they are its customer's.
  await addCodes(t, (await demoPrintRun(t)).batch, fixtureCodes(data));
});
afterAll(async () => t?.close());

describe('a Link QrCode workbook, whichever program wrote it', () => {
  it.each(fixtureWriters.map(({ file }) => file))(
    'links the five codes of the %s workbook, the same five on each of 20 uploads',
    async (writer) => {
      const { codes } = data.writers[writer]!;
      const bytes = fixtureFile('codes', writer);
      const choice = {
        'customer.id': demo.customer.id,
        plant: demo.plantId,
        'product.id': demo.linkProduct.id,
      };
      for (let time = 0; time < 20; time++) {
        const reply = await kit.link(admin, choice, bytes, `codes-${writer}.xlsx`, xlsxType);
        expect(reply.statusCode, `upload ${time + 1}: ${reply.body}`).toBe(200);
        expect(reply.json().message).toBe(
          `5 codes linked to ${demo.linkProduct.name} (${demo.linkProduct.code})`,
        );
      }
      const links = await kit.linksOf(codes);
      expect([...links.keys()].sort()).toEqual([...codes].sort());
      expect([...links.values()].every((link) => link.productId === demo.linkProduct.id)).toBe(
        true,
      );
    },
  );
});

describe('a CSV of codes is text, whatever its first letters', () => {
  it.each(signatureStarts)(
    'links a list without a header whose first code starts %s, a file signature to file-type',
    async (start) => {
      const [first, second] = [
        chosenCode(start, 'W7K3Q9MZ2HT'),
        chosenCode(`${start}2`, 'W7K3Q9MZ2HT'),
      ];
      await addCodes(t, (await demoPrintRun(t)).batch, [first.code, second.code]);
      const csv = Buffer.from(`${first.typed}\r\n${second.typed}\r\n`);
      expect(
        await fileTypeFromBuffer(csv),
        'file-type still takes it for a signature',
      ).toBeDefined();
      const reply = await kit.link(
        admin,
        { 'customer.id': demo.customer.id, plant: demo.plantId, 'product.id': demo.linkProduct.id },
        csv,
      );
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().message).toBe(
        `2 codes linked to ${demo.linkProduct.name} (${demo.linkProduct.code})`,
      );
      expect([...(await kit.linksOf([first.code, second.code])).keys()].sort()).toEqual(
        [first.code, second.code].sort(),
      );
    },
  );
});
