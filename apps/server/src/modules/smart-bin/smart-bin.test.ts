import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract } from '@veritag/api';
import type { HeldPrivilege } from '@veritag/domain';
import { call, type CallOptions } from '../../test-support/api-calls';
import { readXlsxRows } from '../../platform/reports/test-support/read-report';
import { demoCompanyId, otherCompanyAdmin } from '../../test-support/master-data';
import { printRunCodes, rowsOf, scan } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import { compoundFile } from '../../test-support/upload-files';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let admin: string;
let codes: string[];
let other: { token: string; companyId: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  codes = (await printRunCodes(t, 40, 600)).map((row) => row.code);
  other = await otherCompanyAdmin(t, 'Smart Bin Other');
}, 120_000);
afterAll(async () => t?.close());

/** A demo code no other test of this file touches. */
let next = 0;
const fresh = () => codes[next++]!;
const today = () => new Date().toISOString().slice(0, 10);

/** An .xlsx of sheets, each a list of first-column cells (a second column beside, to be ignored). */
async function sheet(...sheets: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  sheets.forEach((cells, index) => {
    const worksheet = workbook.addWorksheet(`Sheet ${index + 1}`);
    for (const cell of cells) worksheet.addRow([cell, 'ignored']);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const upload = (bytes: Buffer, token = admin, name = 'bin.xlsx') =>
  call(t, contract.smartBin.upload, { files: { file: { bytes, name } } }, token);
const listed = async (
  query: CallOptions<typeof contract.smartBin.list>['query'],
  token = admin,
) => {
  const reply = await call(t, contract.smartBin.list, { query }, token);
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};
const remove = (query: CallOptions<typeof contract.smartBin.remove>['query'], token = admin) =>
  call(t, contract.smartBin.remove, { query }, token);
const firstPage = { page: 0, size: 10 };
const binned = async (wanted: string[]) =>
  Number(
    (
      await rowsOf<{ n: number }>(
        t,
        sql`select count(*)::int as n from smart_bin_codes where qr_code = any(string_to_array(${wanted.join(',')}, ','))`,
      )
    )[0]!.n,
  );

describe('upload', () => {
  it('bins the first column of every sheet, after a header, codes as printed URLs and Digital Links too, each code once', async () => {
    const [a, b, c] = [fresh(), fresh(), fresh()];
    const bytes = await sheet(
      ['QR Code', a, `https://veritag.example/v/${b}`],
      [`https://id.example.com/01/09506000134352/10/LOT1/21/${c}`, a.toLowerCase()],
    );
    const reply = await upload(bytes, admin, 'collected.xlsx');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({
      fileName: 'collected.xlsx',
      message: '3 codes added to the smart bin',
    });
    const page = await listed(firstPage);
    expect(
      page.content
        .slice(0, 3)
        .map((row) => row.qrCode)
        .sort(),
    ).toEqual([a, b, c].sort());
    expect(page.content[0]).toMatchObject({ createdBy: 'admin' });

    const again = await upload(await sheet([a, fresh()]));
    expect(again.body.message).toBe('1 code added to the smart bin; 1 code was in it already');
    expect(await binned([a])).toBe(1);
    // The code's history ends with it: decommissioned from the bin.
    const history = await call(t, contract.traceEvents.history, { params: { code: b! } }, admin);
    expect(history.body.epcisBody.eventList.at(-1)).toMatchObject({
      bizStep: 'decommissioning',
      disposition: 'inactive',
      'vt:smartBin': { by: 'admin' },
    });
  });

  it('refuses the whole file when a code is unknown or another company’s, naming them the same way', async () => {
    const own = fresh();
    const reply = await upload(await sheet([own, 'ZZZZZZZZZZZZ']));
    expect(reply.status).toBe(400);
    expect(reply.problem.title).toBe(
      '1 code of the file is not a code of your company: ZZZZZZZZZZZZ. Nothing was added',
    );
    const foreign = await upload(await sheet([own]), other.token);
    expect(foreign.status).toBe(400);
    expect(foreign.problem.title).toBe(
      `1 code of the file is not a code of your company: ${own}. Nothing was added`,
    );
    expect(await binned([own])).toBe(0);
  });

  it('refuses a file without codes, an .xls and a file that is no spreadsheet', async () => {
    const empty = await upload(await sheet(['QR Code']));
    expect(empty.status).toBe(400);
    expect(empty.problem.title).toBe('The file holds no codes');
    const xls = await upload(compoundFile(), admin, 'bin.xls');
    expect(xls.status).toBe(415);
    expect(xls.problem.title).toBe(
      'An .xls workbook cannot be read; save it as .xlsx (Excel Workbook) or CSV and upload again',
    );
    // Text is read as a CSV whatever its name (decision 0425): a line of words is a header, and no
    // code follows it.
    const text = await upload(Buffer.from('not,a,sheet\n'), admin, 'bin.xlsx');
    expect([text.status, text.problem.title]).toEqual([400, 'The file holds no codes']);
    const image = await upload(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      admin,
      'bin.png',
    );
    expect(image.status).toBe(415);
  });
});

describe('list, search, download and delete', () => {
  let mine: string[];
  beforeAll(async () => {
    mine = [fresh(), fresh(), fresh()];
    expect((await upload(await sheet(mine))).status).toBe(200);
    // One of them uploaded on 1 July 2025 at 22:30 UTC: already 2 July in Rome.
    await t.database.db.execute(
      sql`update smart_bin_codes set created_date = '2025-07-01T22:30:00Z' where qr_code = ${mine[2]!}`,
    );
  });

  it('searches by a column and sees only the company’s own codes', async () => {
    const searched = await call(
      t,
      contract.smartBin.search,
      { query: { columnName: 'qrCode', searchKey: mine[0]!.slice(1, 9), ...firstPage } },
      admin,
    );
    expect(searched.status, searched.text).toBe(200);
    expect(searched.body.content.map((row) => row.qrCode)).toEqual([mine[0]]);
    expect(
      (await listed({ ...firstPage, 'contains.createdBy': 'admin' })).totalElements,
    ).toBeGreaterThanOrEqual(3);
    expect((await listed(firstPage, other.token)).totalElements).toBe(0);
  });

  it('downloads the codes uploaded between the dates, read in the asker’s zone', async () => {
    const download = (query: CallOptions<typeof contract.smartBin.download>['query']) =>
      call(t, contract.smartBin.download, { query }, admin);
    const rowsFor = async (query: CallOptions<typeof contract.smartBin.download>['query']) => {
      const asked = await download(query);
      expect(asked.status, asked.text).toBe(200);
      const { fileName } = asked.body;
      expect(fileName).toMatch(/^smart-bin-/);
      await t.jobs.whenIdle(30_000);
      const file = await call(
        t,
        contract.reports.file,
        { params: { fileName: `${fileName}.xlsx` } },
        admin,
      );
      expect(file.status, file.text).toBe(200);
      return (await readXlsxRows(file.body)).rows;
    };
    const july2 = { fromDate: '2025-07-02', toDate: '2025-07-02' };
    const rome = await rowsFor({ ...july2, timeZone: 'Europe/Rome' });
    expect(rome[0]).toEqual(['Qr Codes', 'Uploaded By', 'Uploaded Date']);
    expect(rome.slice(1).map((cells) => cells[0])).toEqual([mine[2]]);
    expect((await rowsFor(july2)).slice(1)).toEqual([]);
    const future = await download({ fromDate: '2069-01-01', toDate: '2069-01-02' });
    expect(future.status).toBe(400);
  });

  it('deletes one code of the company, 404 for another company’s, and a date range', async () => {
    const [row] = (await listed({ ...firstPage, 'contains.qrCode': mine[0] })).content;
    expect((await remove({ id: row!.id }, other.token)).status).toBe(404);
    const one = await remove({ id: row!.id });
    expect(one.status, one.text).toBe(200);
    expect(one.body).toEqual({ message: `Code ${mine[0]} deleted from the smart bin` });
    expect((await remove({ id: row!.id })).status).toBe(404);

    const july1 = { fromDate: '2025-07-01', toDate: '2025-07-01' };
    expect((await remove(july1, other.token)).body).toEqual({
      message: '0 codes deleted from the smart bin',
    });
    const range = await remove({
      fromDate: '2025-07-02',
      toDate: '2025-07-02',
      timeZone: 'Europe/Rome',
    });
    expect(range.body).toEqual({ message: '1 code deleted from the smart bin' });
    expect(await binned(mine)).toBe(1);
    expect((await remove({ fromDate: today() })).status).toBe(400);
    expect((await remove({ fromDate: '2069-01-01', toDate: '2069-01-02' })).status).toBe(400);
  });
});

describe('who may use the smart bin', () => {
  const userWith = async (
    role: 'ROLE_USER' | 'ROLE_PRODUCER',
    privileges: HeldPrivilege[],
    login: string,
  ) => {
    await t.services.accounts.create({
      login,
      password: demoPassword,
      role,
      companyId: await demoCompanyId(t),
      privileges,
      firstName: 'S',
      lastName: 'B',
      email: `${login}@example.com`,
      mobileNo: '9000000033',
    });
    return tokenFor(t, login);
  };
  const smartBin = [{ parent: null, name: 'Smart Bin', priority: 1 }] as HeldPrivilege[];

  it('lets a user with the Smart Bin privilege in, and refuses a user without it, a producer and the super admin', async () => {
    const listAs = (token: string) => call(t, contract.smartBin.list, { query: firstPage }, token);
    expect((await listAs(await userWith('ROLE_USER', smartBin, 'bin-user'))).status).toBe(200);
    const refused = [
      await userWith('ROLE_USER', [], 'bin-nobody'),
      await userWith('ROLE_PRODUCER', smartBin, 'bin-producer'),
      await tokenFor(t, 'superadmin'),
    ];
    for (const token of refused) {
      expect((await listAs(token)).status).toBe(403);
      expect((await upload(await sheet([codes[39]!]), token)).status).toBe(403);
      expect((await remove({ fromDate: '2025-07-01', toDate: '2025-07-01' }, token)).status).toBe(
        403,
      );
    }
    expect(await binned([codes[39]!])).toBe(0);
  });
});

describe('the scan of a binned code', () => {
  it('says not genuine because its packaging was used, from the moment it is binned', async () => {
    const code = fresh();
    expect((await scan(t, code, 'phone-a')).view.verdict).toBe('genuine');
    expect((await upload(await sheet([code]))).status).toBe(200);
    expect((await scan(t, code, 'phone-b')).view).toMatchObject({
      verdict: 'notGenuine',
      reason: 'binned',
    });
  });
});
