import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract } from '@veritag/api';
import { call, type CallOptions } from '../../test-support/api-calls';
import { reportSheet } from '../../test-support/report-sheets';
import { insertCustomer, otherCompanyAdmin, userHolding } from '../../test-support/master-data';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { invalidScansKit } from './test-support/reported-scans';

let t: TestApp;
let admin: string;
let demo: Awaited<ReturnType<ReturnType<typeof invalidScansKit>['demo']>>;
const kit = invalidScansKit(
  () => t,
  () => admin,
);

const today = () => new Date().toISOString().slice(0, 10);
type Form = CallOptions<typeof contract.invalidScans.report>['body'];
const askFor = (customerId: number, body: Form, token = admin) =>
  call(t, contract.invalidScans.report, { query: { customerId }, body }, token);

/** Asks for the report, waits for its job, and reads the sheet back. */
async function reportRows(customerId: number, body: Form, token = admin) {
  const asked = await askFor(customerId, body, token);
  expect(asked.status, asked.text).toBe(200);
  return reportSheet(t, asked.body.fileName, token);
}

const headers = ['Name', 'Email', 'Mobile', 'Code', 'Client', 'Reported at'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  demo = await kit.demo();
  await kit.reportBlacklisted(demo.codes[0]!, {
    name: 'Asha Rao',
    email: 'asha@example.com',
    mobile: '9876543210',
  });
  await kit.reportBlacklisted(demo.codes[1]!, {
    name: 'Old Report',
    email: 'old@example.com',
    mobile: '9123456780',
  });
  // Reported on 30 June 2025 at 22:30 UTC: already 1 July in Rome.
  await t.database.db.execute(
    sql`update invalid_scans set created_at = '2025-06-30T22:30:00Z' where name = 'Old Report'`,
  );
}, 120_000);
afterAll(async () => t?.close());

describe('the Invalid Scan report', () => {
  it('is an XLSX of the customer’s invalid scans reported from From to To', async () => {
    const body = { fromDate: today(), toDate: today(), customer: demo.customer.id };
    const { fileName, sheetNames, rows } = await reportRows(demo.customer.id, body);
    expect(fileName).toMatch(/^invalid-scan-report-\d{4}-\d{2}-\d{2}-[0-9a-f]{12}$/);
    expect(sheetNames).toEqual(['Invalid Scan']);
    expect(rows[0]).toEqual(headers);
    expect(rows.slice(1).map((cells) => cells.slice(0, 5))).toEqual([
      ['Asha Rao', 'asha@example.com', '9876543210', demo.codes[0], demo.customer.name],
    ]);
    expect(rows[1]![5]).toBeInstanceOf(Date);
  });

  it('reads From and To as whole days in the asker’s time zone', async () => {
    const names = async (body: Form) =>
      (await reportRows(demo.customer.id, { customer: demo.customer.id, ...body })).rows
        .slice(1)
        .map((cells) => cells[0]);
    expect(
      await names({ fromDate: '2025-07-01', toDate: '2025-07-01', timeZone: 'Europe/Rome' }),
    ).toEqual(['Old Report']);
    expect(await names({ fromDate: '2025-07-01', toDate: '2025-07-01' })).toEqual([]);
    expect(await names({ fromDate: '2025-06-30', toDate: today() })).toEqual([
      'Asha Rao',
      'Old Report',
    ]);
  });

  it('holds only the chosen customer’s rows', async () => {
    const other = await insertCustomer(t, demo.companyId, 'Invalid Scan Other Customer');
    const { rows } = await reportRows(other.id, {
      fromDate: today(),
      toDate: today(),
      customer: other.id,
    });
    expect(rows).toEqual([headers]);
  });

  it.each([
    [
      'Customer missing',
      { fromDate: '2025-01-01', toDate: '2025-01-01' },
      'Invalid customer: This field is required',
    ],
    [
      'From missing',
      { toDate: '2025-01-01', customer: 1 },
      'Invalid fromDate: This field is required',
    ],
    [
      'From after To',
      { fromDate: '2025-01-02', toDate: '2025-01-01', customer: 1 },
      'Invalid fromDate: Start date can not be after End date',
    ],
    [
      'a date not YYYY-MM-DD',
      { fromDate: '01-01-2025', toDate: '2025-01-01', customer: 1 },
      'Invalid fromDate: Date must be in the form YYYY-MM-DD',
    ],
  ])('refuses %s with problem+json 400 and its message', async (_name, body, title) => {
    const reply = await askFor(demo.customer.id, body);
    expect(reply.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect([reply.status, reply.problem.title]).toEqual([400, title]);
  });

  it('refuses a To after today, a customer not the one asked for, and a missing customerId', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const late = await askFor(demo.customer.id, {
      fromDate: today(),
      toDate: tomorrow,
      customer: demo.customer.id,
    });
    expect([late.status, late.problem.title]).toEqual([
      400,
      'Invalid toDate: Date can not be after today',
    ]);
    const mismatch = await askFor(demo.customer.id, {
      fromDate: today(),
      toDate: today(),
      customer: demo.customer.id + 1000,
    });
    expect([mismatch.status, mismatch.problem.title]).toEqual([
      400,
      'Invalid customer: it must be the customerId asked for',
    ]);
    const noId = await call(
      t,
      contract.invalidScans.report,
      { body: { fromDate: today(), toDate: today(), customer: 1 } },
      admin,
    );
    expect([noId.status, noId.problem.title]).toEqual([
      400,
      'Invalid customerId: This field is required',
    ]);
  });

  it('refuses another company’s customer as not found, and a user without Invalid Scan', async () => {
    const other = await otherCompanyAdmin(t, 'Invalid Report Other Co');
    const body = { fromDate: today(), toDate: today(), customer: demo.customer.id };
    const elsewhere = await askFor(demo.customer.id, body, other.token);
    expect([elsewhere.status, elsewhere.problem.title]).toEqual([404, 'Customer not found']);
    const without = await userHolding(t, demo.companyId, 'Template', 2);
    expect((await askFor(demo.customer.id, body, without)).status).toBe(403);
    const viewer = await userHolding(t, demo.companyId, 'Invalid Scan', 1);
    expect(
      (await reportRows(demo.customer.id, body, viewer)).rows.slice(1).map((cells) => cells[0]),
    ).toEqual(['Asha Rao']);
  });
});
