import { sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCodes,
  chosenCode,
  chosenCodes,
  demoPrintRun,
  signatureStarts,
} from '../../test-support/chosen-codes';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { blacklistKit } from './test-support/blacklisting';

let t: TestApp;
const kit = blacklistKit(() => t);
let admin: string;
let demo: Awaited<ReturnType<typeof kit.demo>>;
/**
 * Codes this file chose, added to the demo's print run: the demo's own are drawn at random, and
 * a list read back depends on their letters (a headerless list starting "BM" once read as a bitmap).
 */
const chosen = chosenCodes('VB', 50);
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  demo = await kit.demo();
  await addCodes(t, (await demoPrintRun(t)).batch, chosen);
});
afterAll(async () => t.close());

const csvOf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

describe('a CSV of codes', () => {
  it('blacklists the codes of the column headed code, counts those already blacklisted, and reactivates them by CSV', async () => {
    const codes = chosen.slice(0, 6);
    expect((await kit.blacklist(admin, { code: codes[0]!, reason: 'lost' })).statusCode).toBe(200);
    const csv = csvOf([
      'Product,Code',
      ...codes.slice(0, 4).map((code) => `Shampoo,${code}`),
      `x,"${codes[4]!.toLowerCase()}"`,
      '',
      `y,${codes[5]!}`,
      `y,${codes[5]!}`,
    ]);
    const reply = await kit.upload(
      admin,
      { action: 'blacklist', reason: 'counterfeit', note: 'Raid 12' },
      csv,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ processed: 6, changed: 5, alreadyInState: 1 });
    const history = (await kit.history(admin, codes[5]!)).json();
    expect(history).toMatchObject([
      { reason: 'counterfeit', note: 'Raid 12', blacklistedBy: 'admin', active: true },
    ]);
    // The code blacklisted before keeps its own reason.
    expect((await kit.history(admin, codes[0]!)).json()).toMatchObject([
      { reason: 'lost', active: true },
    ]);

    const back = await kit.upload(
      admin,
      { action: 'reactivate', note: 'Cleared' },
      codes.slice(1, 6).join('\n'),
    );
    expect(back.json()).toEqual({ processed: 5, changed: 5, alreadyInState: 0 });
    // Of the file's codes (the demo's own blacklistings under review are active too).
    const active = (await kit.list(admin, '?active=true')).content.map((row) => row.code);
    expect(active.filter((code) => codes.includes(code))).toEqual([codes[0]]);
  });

  it('refuses a whole file holding any code never issued or of another company, naming the first few, and changes nothing', async () => {
    const codes = chosen.slice(10, 14);
    const other = await kit.adminOfAnotherCompany();
    const unknown = [
      'AAAAAAAAAAAA',
      'BBBBBBBBBBBB',
      'CCCCCCCCCCCC',
      'DDDDDDDDDDDD',
      'EEEEEEEEEEEE',
      'FFFFFFFFFFFF',
    ];
    const reply = await kit.upload(
      admin,
      { action: 'blacklist', reason: 'stolen' },
      csvOf([...codes, ...unknown]),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().title).toBe(
      `6 codes of the file are not codes of your company: ${unknown.slice(0, 5).join(', ')} and 1 more. Nothing was changed`,
    );
    expect(await kit.entriesOf(codes)).toBe(0);

    const foreign = await kit.upload(
      other,
      { action: 'blacklist', reason: 'stolen' },
      csvOf(codes.slice(0, 1)),
    );
    expect(foreign.json().title).toBe(
      `1 code of the file is not a code of your company: ${codes[0]}. Nothing was changed`,
    );
    expect(await kit.entriesOf(codes)).toBe(0);
  });

  it('refuses a file without codes, a line that is no code, a missing reason, and a file that is not text', async () => {
    const titleOf = async (fields: Record<string, string>, csv: string | Buffer) => {
      const reply = await kit.upload(admin, fields, csv);
      expect(reply.statusCode).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode).toBeLessThan(500);
      return reply.json().title as string;
    };
    expect(await titleOf({ action: 'blacklist', reason: 'lost' }, 'Code\n\n')).toBe(
      'The file holds no codes',
    );
    expect(
      await titleOf({ action: 'blacklist', reason: 'lost' }, `${chosen[20]}\n,${chosen[21]}\n`),
    ).toBe(`Column 1 of the file, line 2: no code, while column 2 holds "${chosen[21]}"`);
    expect(
      await titleOf({ action: 'blacklist', reason: 'lost' }, `Code\n${chosen[20]}\nABC\n`),
    ).toBe('Column 1 ("Code") of the file, line 3: "ABC" is not a code');
    expect(await titleOf({ action: 'blacklist', reason: 'lost' }, `1${'x'.repeat(60)}\n`)).toBe(
      `No column of the file holds codes: column 1 holds "1${'x'.repeat(39)}…", which is not a code; put the codes in a column headed "code"`,
    );
    expect(await titleOf({ action: 'blacklist' }, `${chosen[20]}\n`)).toMatch(/reason/i);
    expect(
      await titleOf(
        { action: 'blacklist', reason: 'lost' },
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
      ),
    ).toBe('The file must be a CSV or Excel file');
    expect(await kit.entriesOf(chosen.slice(20, 22))).toBe(0);
  });

  it('refuses a user with Print Data at 1', async () => {
    const reader = await kit.user(demo.companyId, 1);
    const reply = await kit.upload(
      reader,
      { action: 'blacklist', reason: 'lost' },
      csvOf(chosen.slice(30, 31)),
    );
    expect(reply.statusCode).toBe(403);
    expect(await kit.entriesOf(chosen.slice(30, 31))).toBe(0);
  });
});

describe('a list of codes is text, whatever its first letters', () => {
  it.each(signatureStarts)(
    'blacklists a list without a header whose first code starts %s, a file signature to file-type',
    async (start) => {
      const [first, second] = [chosenCode(start), chosenCode(`${start}2`)];
      await addCodes(t, (await demoPrintRun(t)).batch, [first.code, second.code]);
      const csv = Buffer.from(`${first.typed}\r\n${second.typed}\r\n`);
      expect(
        await fileTypeFromBuffer(csv),
        'file-type still takes it for a signature',
      ).toBeDefined();
      const reply = await kit.upload(admin, { action: 'blacklist', reason: 'lost' }, csv);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json()).toEqual({ processed: 2, changed: 2, alreadyInState: 0 });
      expect(await kit.entriesOf([first.code, second.code])).toBe(2);
    },
  );
});

describe('for the scan side', () => {
  it("blacklists a code with the platform's reason, once, and tells its active entry", async () => {
    const [code] = chosen.slice(40, 41);
    const [row] = await kit.rows<{ id: number }>(sql`select id from codes where code = ${code!}`);
    const codeId = Number(row!.id);
    const service = t.services.codeBlacklist;
    expect(await service.activeEntryOf(t.database.db, codeId)).toBeUndefined();
    for (let i = 0; i < 2; i++)
      await t.database.db.transaction((tx) =>
        service.autoBlacklist(tx, { codeId, companyId: demo.companyId }),
      );
    expect(await service.activeEntryOf(t.database.db, codeId)).toEqual({
      reason: 'maxScanCount',
      since: expect.any(Date),
      review: 'pending',
    });
    expect((await kit.history(admin, code!)).json()).toMatchObject([
      { reason: 'maxScanCount', blacklistedBy: null, active: true },
    ]);
    await expect(
      t.database.db.transaction((tx) =>
        service.autoBlacklist(tx, { codeId, companyId: demo.companyId + 1000 }),
      ),
    ).rejects.toThrow();
  });
});

describe('a whole file of codes', () => {
  // 70,000 codes of 12 characters are what the largest CSV the upload takes (1,000,000 bytes)
  // holds: every code travels in one parameter and the change is one statement, so no file
  // meets a parameter limit or makes a round trip per code.
  it('are blacklisted and reactivated whole, and refused whole for one unknown code', async () => {
    const [run] = await kit.rows<{ id: number }>(
      sql`select id from print_data where company_id = ${demo.companyId} order by id limit 1`,
    );
    const batch = { kind: 'printData', id: run!.id };
    const [before] = await kit.rows<{ last: number }>(
      sql`select coalesce(max(seq), 0)::int as last from codes where batch_kind = 'printData' and batch_id = ${run!.id}`,
    );
    const issued = await t.database.db.transaction((tx) =>
      t.services.codes.issue(tx, { companyId: demo.companyId, batch, count: 70_000 }),
    );
    expect(issued.count).toBe(70_000);
    const codes = (
      await kit.rows<{ code: string }>(
        sql`select code from codes where batch_kind = 'printData' and batch_id = ${run!.id} and seq > ${before!.last}`,
      )
    ).map((row) => row.code);
    expect(codes).toHaveLength(70_000);
    const scope = { companyId: demo.companyId, customerIds: null };
    const service = t.services.codeBlacklist;

    await expect(
      service.bulk(scope, 'admin', { action: 'blacklist', reason: 'misprint', note: undefined }, [
        ...codes,
        'ZZZZZZZZZZZZ',
      ]),
    ).rejects.toMatchObject({ status: 400 });
    expect(await kit.entriesOf(codes.slice(0, 1000))).toBe(0);

    expect(
      await service.bulk(
        scope,
        'admin',
        { action: 'blacklist', reason: 'misprint', note: undefined },
        codes,
      ),
    ).toEqual({ processed: 70_000, changed: 70_000, alreadyInState: 0 });
    expect(
      await service.bulk(
        scope,
        'admin',
        { action: 'reactivate', reason: undefined, note: 'Reprinted' },
        codes,
      ),
    ).toEqual({ processed: 70_000, changed: 70_000, alreadyInState: 0 });
  }, 120_000);
});
