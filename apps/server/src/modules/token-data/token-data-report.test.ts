import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { sql } from 'drizzle-orm';
import type { TokenDataFile } from '@veritag/domain';
import { readXlsxRows, readXlsxWorkbook } from '../../platform/reports/test-support/read-report';
import { demoCompanyId, otherCompanyAdmin } from '../../test-support/master-data';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { packList, tokenDataTestKit } from './test-support/pack-lists';
import { call } from '../../test-support/api-calls';

let t: TestApp;
let admin: string;
let companyId: number;
let plantId: number;
let made: TokenDataFile;
const kit = tokenDataTestKit(
  () => t,
  () => admin,
);

const today = () => new Date().toISOString().slice(0, 10);
const askFor = (body: object, token = admin) => call(t, contract.tokenData.report, { body }, token);
const download = (fileName: string, token = admin) =>
  call(t, contract.reports.file, { params: { fileName: `${fileName}.xlsx` } }, token);

/** Asks for a report, waits for its job, and reads the sheet back as a spreadsheet program would. */
async function reportRows(body: object, token = admin) {
  const asked = await askFor(body, token);
  expect(asked.status, asked.text).toBe(200);
  const { fileName } = asked.body;
  await t.jobs.whenIdle(30_000);
  const file = await download(fileName, token);
  expect(file.status, file.text).toBe(200);
  return { fileName, bytes: file.body, ...(await readXlsxRows(file.body)) };
}

const headers = [
  'File',
  'PO Number',
  'PO Date',
  'Plant',
  'Colour',
  'Token Type',
  'Pack Size',
  'Packs',
  'Tokens',
  'Valid Upto',
  'Valid Until',
  'Status',
  'Created By',
  'Created Date',
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  companyId = await demoCompanyId(t);
  plantId = (await t.services.plants.names(companyId))[0]!.id;
  made = await kit.generated(
    {
      plant: String(plantId),
      poNumber: 'PO-REPORT-1',
      poDate: '2025-02-03',
      validUpto: '5 Years',
      'matnr.color': 'Red',
      'matnr.packSize': '10',
    },
    packList(7, 'RPT'),
  );
}, 60_000);
afterAll(async () => t?.close());

describe('the token data report', () => {
  it('is an XLSX named {fileName}.xlsx with a header row, typed cells, a frozen header and a filter', async () => {
    const { fileName, bytes, sheetNames, rows } = await reportRows({
      fromDate: today(),
      toDate: today(),
    });
    expect(fileName).toMatch(/^token-data-report-\d{4}-\d{2}-\d{2}-[0-9a-f]{12}$/);
    expect(sheetNames).toEqual(['Token Data']);
    expect(rows[0]).toEqual(headers);
    const row = rows.find((cells) => cells[1] === 'PO-REPORT-1')!;
    expect(row.slice(0, 2)).toEqual(['packs.csv', 'PO-REPORT-1']);
    expect((row[2] as Date).toISOString().slice(0, 10)).toBe('2025-02-03');
    expect(row.slice(3, 10)).toEqual([expect.any(String), 'Red', 'Normal', 10, 7, 70, '5 Years']);
    expect((row[10] as Date).toISOString().slice(0, 10)).toBe(made.validUptoDate);
    expect(row.slice(11, 13)).toEqual(['COMPLETED', 'admin']);
    expect(row[13]).toBeInstanceOf(Date);
    expect(
      Math.abs((row[13] as Date).getTime() - new Date(made.created_on!).getTime()),
    ).toBeLessThan(1000);
    // Today's rows only: the demo order was made today too, nothing from before.
    expect(
      rows.slice(1).every((cells) => (cells[13] as Date).toISOString().slice(0, 10) === today()),
    ).toBe(true);
    const sheet = await readXlsxWorkbook(bytes);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
  });

  it('reads From and To as days in the asker’s time zone', async () => {
    const late = (
      await kit.upload({
        plant: String(plantId),
        poNumber: 'PO-LATE',
        validUpto: '3 Years',
        'matnr.color': 'Red',
        'matnr.packSize': '10',
      })
    ).body;
    // 22:30 UTC on 30 June is already 1 July in Rome.
    await t.database.db.execute(
      sql`update token_data set created_on = '2025-06-30T22:30:00Z' where id = ${late.id}`,
    );
    const poNumbers = async (body: object) =>
      (await reportRows(body)).rows.slice(1).map((cells) => cells[1]);
    expect(
      await poNumbers({ fromDate: '2025-07-01', toDate: '2025-07-01', timeZone: 'Europe/Rome' }),
    ).toEqual(['PO-LATE']);
    expect(await poNumbers({ fromDate: '2025-07-01', toDate: '2025-07-01' })).toEqual([]);
    expect(await poNumbers({ fromDate: '2025-06-30', toDate: '2025-06-30' })).toEqual(['PO-LATE']);
  });

  it.each([
    ['From required', { toDate: '2025-01-01' }, 'Invalid fromDate: This field is required'],
    [
      'YYYY-MM-DD',
      { fromDate: '01-01-2025', toDate: '2025-01-01' },
      'Invalid fromDate: Date must be in the form YYYY-MM-DD',
    ],
    [
      'From after To',
      { fromDate: '2025-01-02', toDate: '2025-01-01' },
      'Invalid fromDate: Start date can not be after End date',
    ],
    [
      'before 2010',
      { fromDate: '2009-12-31', toDate: '2025-01-01' },
      'Invalid fromDate: Year must be between 2010 and 2070',
    ],
    [
      'an unknown time zone',
      { fromDate: '2025-01-01', toDate: '2025-01-01', timeZone: 'Mars/Olympus' },
      'Invalid timeZone: Unknown time zone',
    ],
  ])('refuses %s with its message', async (_name, body, title) => {
    const reply = await askFor(body);
    expect([reply.status, reply.problem.title]).toEqual([400, title]);
  });

  it('refuses a To after today by the server’s own clock, whatever the contract lets through', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const before = await kit.count(sql`select count(*)::int as n from report_files`);
    const reply = await askFor({ fromDate: today(), toDate: tomorrow });
    expect([reply.status, reply.problem.title, reply.problem.errors]).toEqual([
      400,
      'Invalid toDate: Date can not be after today',
      [{ field: 'toDate', pointer: '#/toDate', detail: 'Date can not be after today' }],
    ]);
    // Where it is already tomorrow, it is today.
    expect(
      (await askFor({ fromDate: today(), toDate: tomorrow, timeZone: 'Pacific/Kiritimati' }))
        .status,
    ).toBe(new Date().getUTCHours() >= 10 ? 200 : 400);
    // A day later by the server's clock (signed in again: the earlier session has expired by then), it is today.
    t.advanceClock(86_400_000);
    try {
      expect(
        (await askFor({ fromDate: today(), toDate: tomorrow }, await tokenFor(t, 'admin'))).status,
      ).toBe(200);
    } finally {
      t.advanceClock(-86_400_000);
    }
    expect(await kit.count(sql`select count(*)::int as n from report_files`)).toBeGreaterThan(
      before,
    );
    await t.jobs.whenIdle(30_000);
  });

  it('needs Token Data Report at level 1 (403 below), and shows another company none of these rows', async () => {
    const reporter = await kit.userHolding(companyId, [{ name: 'Token Data Report', level: 1 }]);
    const adder = await kit.userHolding(companyId, [{ name: 'Token Data', level: 2 }]);
    const refused = await askFor({ fromDate: today(), toDate: today() }, adder);
    expect([refused.status, refused.problem.title]).toEqual([
      403,
      'You need the Token Data Report privilege at level 1',
    ]);
    const theirs = await reportRows({ fromDate: today(), toDate: today() }, reporter);
    expect(theirs.rows.slice(1).map((cells) => cells[1])).toContain('PO-REPORT-1');

    const other = await otherCompanyAdmin(t, 'Other Report Co');
    const elsewhere = await reportRows({ fromDate: today(), toDate: today() }, other.token);
    expect(elsewhere.rows).toEqual([headers]);
    // A report is served to the one who asked for it only.
    expect((await download(theirs.fileName, other.token)).status).toBe(404);
  });
});
