import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { call } from '../../test-support/api-calls';
import { addCodes, demoPrintRun } from '../../test-support/chosen-codes';
import { rowsOf } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import {
  fixtureCodes,
  fixtureData,
  fixtureFile,
  fixtureWriters,
} from '../../test-support/spreadsheets/fixture-data';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let admin: string;
const data = fixtureData();
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  await addCodes(t, (await demoPrintRun(t)).batch, fixtureCodes(data));
});
afterAll(async () => t?.close());

const upload = (bytes: Buffer, name: string) =>
  call(t, contract.smartBin.upload, { files: { file: { bytes, name } } }, admin);
const binned = async (codes: string[]) =>
  (
    await rowsOf<{ code: string }>(
      t,
      sql`select qr_code as code from smart_bin_codes where qr_code = any(string_to_array(${codes.join(',')}, ','))`,
    )
  )
    .map((row) => row.code)
    .sort();

describe('a smart bin sheet, whichever program wrote it', () => {
  it.each(fixtureWriters.map(({ file }) => file))(
    'bins the five codes of the %s workbook, and reads the same five on each of 20 uploads',
    async (writer) => {
      const { codes } = data.writers[writer]!;
      const bytes = fixtureFile('codes', writer);
      const messages: string[] = [];
      for (let time = 0; time < 20; time++) {
        const reply = await upload(bytes, `bin-${writer}.xlsx`);
        expect(reply.status, `upload ${time + 1}: ${reply.text}`).toBe(200);
        messages.push(reply.body.message);
      }
      expect(messages[0]).toBe('5 codes added to the smart bin');
      expect(messages.slice(1)).toEqual(
        Array(19).fill('0 codes added to the smart bin; 5 codes were in it already'),
      );
      expect(await binned(codes)).toEqual([...codes].sort());
    },
  );
});
