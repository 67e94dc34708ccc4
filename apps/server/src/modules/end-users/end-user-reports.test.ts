import { sql } from 'drizzle-orm';
import { loadScanRenderer } from '@veritag/scan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import type { HeldPrivilege } from '@veritag/domain';
import { call, type CallOptions } from '../../test-support/api-calls';
import { reportSheet } from '../../test-support/report-sheets';
import { smallPng } from '../../test-support/images';
import { insertCustomer, otherCompanyAdmin, userHolding } from '../../test-support/master-data';
import { printRunCodes, rowsOf } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { rawForm, rawFormHeaders } from '../../test-support/upload-app';
import { actionOf, makeRegistrable, phone, smsCode } from './test-support/phone';

/** The console's reads of end users: the 'Report of End Users' and the EndUser Reward History report. */
let t: TestApp;
let admin: string;
let codes: { code: string; productId: number }[];
let companyId: number;
let client: string;
let customerId: number;

const today = () => new Date().toISOString().slice(0, 10);
const listAs = (token: string) =>
  call(t, contract.endUsers.list, { query: { sort: 'createdDate,desc' } }, token);
type Dates = CallOptions<typeof contract.reports.userRewards>['body'];
const askRewards = (body: Dates, token = admin) =>
  call(t, contract.reports.userRewards, { body }, token);

/** Registers a code as a phone does: the form, then the code the SMS carried. */
async function register(
  code: string,
  who: { name: string; mobile: string; email: string },
  confirm = true,
) {
  const device = phone(t, `${who.name} phone`);
  const page = await device.open(code);
  const otpPage = await device.post(actionOf(page.body, 'register')!, who);
  if (!confirm) return { device, page: otpPage.body };
  const confirmed = await device.post(actionOf(otpPage.body, 'otp')!, { code: smsCode(t)! });
  expect(confirmed.statusCode).toBe(200);
  return { device, page: confirmed.body };
}

/** A user holding Template at 1, limited to the given customers: their token. */
let limitedUsers = 0;
async function limitedTo(customerIds: number[]) {
  limitedUsers += 1;
  const login = `end-users-limited-${limitedUsers}`;
  const privileges = [{ parent: null, name: 'Template', priority: 1 }] as HeldPrivilege[];
  const userId = await t.services.accounts.create({
    login,
    password: demoPassword,
    role: 'ROLE_USER',
    companyId,
    privileges,
    firstName: 'L',
    lastName: 'U',
    email: `${login}@example.com`,
    mobileNo: '9000000066',
  });
  await t.services.accounts.setCustomers(userId, customerIds);
  return tokenFor(t, login);
}

async function rewardRows(body: Dates, token = admin) {
  const asked = await askRewards(body, token);
  expect(asked.status, asked.text).toBe(200);
  return reportSheet(t, asked.body.fileName, token);
}

beforeAll(async () => {
  t = await createTestApp({ scanPages: await loadScanRenderer() });
  admin = await tokenFor(t, 'admin');
  codes = await printRunCodes(t, 3);
  await makeRegistrable(t, codes[0]!.productId, { invoice: true });
  const asha = await register(codes[0]!.code, {
    name: 'Asha Rao',
    mobile: '9876543210',
    email: 'asha@example.com',
  });
  const invoice = await asha.device.upload(
    actionOf(asha.page, 'invoice')!,
    rawForm([{ name: 'invoice', fileName: 'bill.png', bytes: smallPng() }]),
    rawFormHeaders['content-type'],
  );
  expect(invoice.body).toContain('We received your invoice');
  const ravi = await register(codes[1]!.code, {
    name: 'Ravi Kumar',
    mobile: '9123456780',
    email: 'ravi@example.com',
  });
  expect((await ravi.device.post('/scan/points/redeem', { points: '20' })).statusCode).toBe(200);
  await register(
    codes[2]!.code,
    { name: 'Never Confirmed', mobile: '9000000001', email: 'nc@example.com' },
    false,
  );
  const [first] = await rowsOf<{ companyId: number; client: string; customerId: number }>(
    t,
    sql`select r.company_id as "companyId", c.company_name as client, c.id as "customerId" from end_user_registrations r join customers c on c.id = r.customer_id limit 1`,
  );
  ({ companyId, client, customerId } = first!);
}, 120_000);
afterAll(async () => t?.close());

describe('the Report of End Users', () => {
  it('lists the confirmed registrations of the company, newest first, with the client', async () => {
    const reply = await listAs(admin);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual([
      {
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        mobileNo: '9123456780',
        code: codes[1]!.code,
        customer: { companyName: client },
        fileUrl: null,
      },
      {
        name: 'Asha Rao',
        email: 'asha@example.com',
        mobileNo: '9876543210',
        code: codes[0]!.code,
        customer: { companyName: client },
        fileUrl: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/),
      },
    ]);
    const byName = await call(t, contract.endUsers.list, { query: { sort: 'name,asc' } }, admin);
    expect(byName.body.map((row) => row.name)).toEqual(['Asha Rao', 'Ravi Kumar']);
  });

  it('shows another company nothing, and refuses callers without Template or without a company', async () => {
    const other = await otherCompanyAdmin(t, 'End Users Other Co');
    expect((await listAs(other.token)).body).toEqual([]);
    expect((await listAs(await userHolding(t, companyId, 'Invalid Scan', 1))).status).toBe(403);
    expect((await listAs(await tokenFor(t, 'superadmin'))).status).toBe(403);
    const viewer = await userHolding(t, companyId, 'Template', 1);
    expect((await listAs(viewer)).body).toHaveLength(2);
  });

  it('shows a user limited to some customers only those customers’ registrations', async () => {
    const elsewhere = await insertCustomer(t, companyId, 'End Users Other Customer');
    expect((await listAs(await limitedTo([elsewhere.id]))).body).toEqual([]);
    expect((await listAs(await limitedTo([customerId]))).body).toHaveLength(2);
  });

  it('serves a row’s invoice to whoever may read the report, and to no other company', async () => {
    const [withFile] = (await listAs(admin)).body.filter((row) => row.fileUrl);
    const fetchAs = (token: string) =>
      call(t, contract.system.file, { link: withFile!.fileUrl }, token);
    const file = await fetchAs(admin);
    expect([file.status, file.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await fetchAs((await otherCompanyAdmin(t, 'Invoice Other Co')).token)).status).toBe(
      404,
    );
    expect((await fetchAs(await userHolding(t, companyId, 'Invalid Scan', 1))).status).toBe(403);
  });
});

describe('the EndUser Reward History report', () => {
  const headers = ['Date', 'Name', 'Mobile', 'Code', 'Client', 'Kind', 'Points', 'Balance after'];

  it('is an XLSX of the company’s points entries from From to To, with each person’s balance', async () => {
    const { fileName, sheetNames, rows } = await rewardRows({ fromDate: today(), toDate: today() });
    expect(fileName).toMatch(/^enduser-reward-history-\d{4}-\d{2}-\d{2}-[0-9a-f]{12}$/);
    expect(sheetNames).toEqual(['EndUser Reward History']);
    expect(rows[0]).toEqual(headers);
    expect(rows.slice(1).map((cells) => cells.slice(1))).toEqual([
      ['Asha Rao', '9876543210', codes[0]!.code, client, 'Earned', 50, 50],
      ['Ravi Kumar', '9123456780', codes[1]!.code, client, 'Earned', 50, 50],
      ['Ravi Kumar', '9123456780', undefined, undefined, 'Redeem requested', -20, 30],
    ]);
    expect(rows[1]![0]).toBeInstanceOf(Date);
  });

  it('keeps to the dates asked, and to the asker’s company', async () => {
    expect((await rewardRows({ fromDate: '2025-01-01', toDate: '2025-01-31' })).rows).toEqual([
      headers,
    ]);
    const other = await otherCompanyAdmin(t, 'Rewards Other Co');
    expect((await rewardRows({ fromDate: today(), toDate: today() }, other.token)).rows).toEqual([
      headers,
    ]);
    expect(
      (
        await askRewards(
          { fromDate: today(), toDate: today() },
          await userHolding(t, companyId, 'Invalid Scan', 1),
        )
      ).status,
    ).toBe(403);
    expect(
      (await askRewards({ fromDate: today(), toDate: today() }, await tokenFor(t, 'superadmin')))
        .status,
    ).toBe(403);
  });

  it('gives a user limited to some customers the points their codes earned, and no redemptions', async () => {
    const { rows } = await rewardRows(
      { fromDate: today(), toDate: today() },
      await limitedTo([customerId]),
    );
    expect(rows.slice(1).map((cells) => [cells[1], cells[5]])).toEqual([
      ['Asha Rao', 'Earned'],
      ['Ravi Kumar', 'Earned'],
    ]);
  });

  it.each([
    ['From missing', { toDate: '2025-01-01' }, 'Invalid fromDate: This field is required'],
    [
      'From after To',
      { fromDate: '2025-01-02', toDate: '2025-01-01' },
      'Invalid fromDate: Start date can not be after End date',
    ],
    [
      'a date not YYYY-MM-DD',
      { fromDate: '01-01-2025', toDate: '2025-01-01' },
      'Invalid fromDate: Date must be in the form YYYY-MM-DD',
    ],
    [
      'To after today',
      { fromDate: '2025-01-01', toDate: '2069-01-01' },
      'Invalid toDate: Date can not be after today',
    ],
  ])('refuses %s with problem+json 400 and its message', async (_name, body, title) => {
    const reply = await askRewards(body);
    expect(reply.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect([reply.status, reply.problem.title]).toEqual([400, title]);
  });
});
