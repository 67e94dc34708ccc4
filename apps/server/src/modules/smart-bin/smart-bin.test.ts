import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { HeldPrivilege, Page, SmartBinQr } from '@veritag/domain';
import { readXlsxRows } from '../../platform/reports/test-support/read-report';
import { demoCompanyId, otherCompanyAdmin } from '../../test-support/master-data';
import { printRunCodes, rowsOf, scan } from '../../test-support/scans';
import { bearer, form, tokenFor } from '../../test-support/sessions';
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
  t.app.inject({
    method: 'POST',
    url: '/api/smart-bin/upload',
    payload: form({}, { file: { bytes, name } }),
    headers: bearer(token),
  });
const call = (method: 'GET' | 'DELETE', url: string, token = admin) =>
  t.app.inject({ method, url: `/api/smart-bin${url}`, headers: bearer(token) });
const listed = async (query: string, token = admin) => {
  const reply = await call('GET', query, token);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<Page<SmartBinQr>>();
};
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
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      fileName: 'collected.xlsx',
      message: '3 codes added to the smart bin',
    });
    const page = await listed(`/get-all?page=0&size=10`);
    expect(
      page.content
        .slice(0, 3)
        .map((row) => row.qrCode)
        .sort(),
    ).toEqual([a, b, c].sort());
    expect(page.content[0]).toMatchObject({ createdBy: 'admin' });

    const again = await upload(await sheet([a, fresh()]));
    expect(again.json().message).toBe('1 code added to the smart bin; 1 code was in it already');
    expect(await binned([a])).toBe(1);
    // The code's history ends with it: decommissioned from the bin.
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1/epcis/codes/${b}/history`,
      headers: bearer(admin),
    });
    expect(history.json().epcisBody.eventList.at(-1)).toMatchObject({
      bizStep: 'decommissioning',
      disposition: 'inactive',
      'vt:smartBin': { by: 'admin' },
    });
  });

  it('refuses the whole file when a code is unknown or another company’s, naming them the same way', async () => {
    const own = fresh();
    const reply = await upload(await sheet([own, 'ZZZZZZZZZZZZ']));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().title).toBe(
      '1 code of the file is not a code of your company: ZZZZZZZZZZZZ. Nothing was added',
    );
    const foreign = await upload(await sheet([own]), other.token);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().title).toBe(
      `1 code of the file is not a code of your company: ${own}. Nothing was added`,
    );
    expect(await binned([own])).toBe(0);
  });

  it('refuses a file without codes, an .xls and a file that is no spreadsheet', async () => {
    const empty = await upload(await sheet(['QR Code']));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().title).toBe('The file holds no codes');
    const xls = await upload(compoundFile(), admin, 'bin.xls');
    expect(xls.statusCode).toBe(415);
    expect(xls.json().title).toBe(
      'An .xls workbook cannot be read; save it as .xlsx (Excel Workbook) or CSV and upload again',
    );
    // Text is read as a CSV whatever its name (decision 0425): a line of words is a header, and no
    // code follows it.
    const text = await upload(Buffer.from('not,a,sheet\n'), admin, 'bin.xlsx');
    expect([text.statusCode, text.json().title]).toEqual([400, 'The file holds no codes']);
    const image = await upload(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      admin,
      'bin.png',
    );
    expect(image.statusCode).toBe(415);
  });
});

describe('list, search, download and delete', () => {
  let mine: string[];
  beforeAll(async () => {
    mine = [fresh(), fresh(), fresh()];
    expect((await upload(await sheet(mine))).statusCode).toBe(200);
    // One of them uploaded on 1 July 2025 at 22:30 UTC: already 2 July in Rome.
    await t.database.db.execute(
      sql`update smart_bin_codes set created_date = '2025-07-01T22:30:00Z' where qr_code = ${mine[2]!}`,
    );
  });

  it('searches by a column and sees only the company’s own codes', async () => {
    const searched = await listed(
      `/search?columnName=qrCode&searchKey=${mine[0]!.slice(1, 9)}&page=0&size=10`,
    );
    expect(searched.content.map((row) => row.qrCode)).toEqual([mine[0]]);
    expect(
      (await listed(`/get-all?page=0&size=10&contains.createdBy=admin`)).totalElements,
    ).toBeGreaterThanOrEqual(3);
    expect((await listed(`/get-all?page=0&size=10`, other.token)).totalElements).toBe(0);
  });

  it('downloads the codes uploaded between the dates, read in the asker’s zone', async () => {
    const rowsFor = async (query: string) => {
      const asked = await call('GET', `/?${query}`);
      expect(asked.statusCode, asked.body).toBe(200);
      const { fileName } = asked.json<{ fileName: string }>();
      expect(fileName).toMatch(/^smart-bin-/);
      await t.jobs.whenIdle(30_000);
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/report-files/${fileName}.xlsx`,
        headers: bearer(admin),
      });
      expect(file.statusCode, file.body).toBe(200);
      return (await readXlsxRows(file.rawPayload)).rows;
    };
    const rome = await rowsFor('fromDate=2025-07-02&toDate=2025-07-02&timeZone=Europe%2FRome');
    expect(rome[0]).toEqual(['Qr Codes', 'Uploaded By', 'Uploaded Date']);
    expect(rome.slice(1).map((cells) => cells[0])).toEqual([mine[2]]);
    expect((await rowsFor('fromDate=2025-07-02&toDate=2025-07-02')).slice(1)).toEqual([]);
    const future = await call('GET', '/?fromDate=2069-01-01&toDate=2069-01-02');
    expect(future.statusCode).toBe(400);
  });

  it('deletes one code of the company, 404 for another company’s, and a date range', async () => {
    const [row] = (await listed(`/get-all?page=0&size=10&contains.qrCode=${mine[0]}`)).content;
    expect((await call('DELETE', `/?id=${row!.id}`, other.token)).statusCode).toBe(404);
    const one = await call('DELETE', `/?id=${row!.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ message: `Code ${mine[0]} deleted from the smart bin` });
    expect((await call('DELETE', `/?id=${row!.id}`)).statusCode).toBe(404);

    expect(
      (await call('DELETE', '/?fromDate=2025-07-01&toDate=2025-07-01', other.token)).json(),
    ).toEqual({ message: '0 codes deleted from the smart bin' });
    const range = await call(
      'DELETE',
      '/?fromDate=2025-07-02&toDate=2025-07-02&timeZone=Europe%2FRome',
    );
    expect(range.json()).toEqual({ message: '1 code deleted from the smart bin' });
    expect(await binned(mine)).toBe(1);
    expect((await call('DELETE', `/?fromDate=${today()}`)).statusCode).toBe(400);
    expect((await call('DELETE', '/?fromDate=2069-01-01&toDate=2069-01-02')).statusCode).toBe(400);
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
    expect(
      (
        await call(
          'GET',
          '/get-all?page=0&size=10',
          await userWith('ROLE_USER', smartBin, 'bin-user'),
        )
      ).statusCode,
    ).toBe(200);
    const refused = [
      await userWith('ROLE_USER', [], 'bin-nobody'),
      await userWith('ROLE_PRODUCER', smartBin, 'bin-producer'),
      await tokenFor(t, 'superadmin'),
    ];
    for (const token of refused) {
      expect((await call('GET', '/get-all?page=0&size=10', token)).statusCode).toBe(403);
      expect((await upload(await sheet([codes[39]!]), token)).statusCode).toBe(403);
      expect(
        (await call('DELETE', '/?fromDate=2025-07-01&toDate=2025-07-01', token)).statusCode,
      ).toBe(403);
    }
    expect(await binned([codes[39]!])).toBe(0);
  });
});

describe('the scan of a binned code', () => {
  it('says not genuine because its packaging was used, from the moment it is binned', async () => {
    const code = fresh();
    expect((await scan(t, code, 'phone-a')).view.verdict).toBe('genuine');
    expect((await upload(await sheet([code]))).statusCode).toBe(200);
    expect((await scan(t, code, 'phone-b')).view).toMatchObject({
      verdict: 'notGenuine',
      reason: 'binned',
    });
  });
});
