import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCodes, demoPrintRun } from '../../test-support/chosen-codes';
import { tokenFor } from '../../test-support/sessions';
import {
  fixtureCodes,
  fixtureData,
  fixtureFile,
  fixtureWriters,
} from '../../test-support/spreadsheets/fixture-data';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { blacklistKit } from './test-support/blacklisting';

let t: TestApp;
const kit = blacklistKit(() => t);
let admin: string;
const data = fixtureData();
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  await addCodes(t, (await demoPrintRun(t)).batch, fixtureCodes(data));
});
afterAll(async () => t?.close());

describe('a workbook of codes for the blacklist, whichever program wrote it', () => {
  it.each(fixtureWriters.map(({ file }) => file))(
    'blacklists the five codes of the %s workbook, and reads the same five on each of 20 uploads',
    async (writer) => {
      const { codes } = data.writers[writer]!;
      const bytes = fixtureFile('codes', writer);
      const replies: unknown[] = [];
      for (let time = 0; time < 20; time++) {
        const reply = await kit.upload(
          admin,
          { action: 'blacklist', reason: 'counterfeit' },
          bytes,
          `codes-${writer}.xlsx`,
        );
        expect(reply.statusCode, `upload ${time + 1}: ${reply.body}`).toBe(200);
        replies.push(reply.json());
      }
      expect(replies[0]).toEqual({ processed: 5, changed: 5, alreadyInState: 0 });
      expect(replies.slice(1)).toEqual(
        Array(19).fill({ processed: 5, changed: 0, alreadyInState: 5 }),
      );
      expect(await kit.entriesOf(codes)).toBe(5);
    },
  );
});
