import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type CallInput } from '@veritag/api';
import type { HeldPrivilege, QrSearchRecord } from '@veritag/domain';
import { localDiskStorage } from '../../platform/file-storage';
import { demoCompanyId, insertCustomer, otherCompanyAdmin } from '../../test-support/master-data';
import { printRunCodes, rowsOf } from '../../test-support/scans';
import { call, unchecked, type Called, type Loose } from '../../test-support/api-calls';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let admin: string;
let other: { token: string; companyId: number };
let pallet: string;
let unit: string;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  other = await otherCompanyAdmin(t, 'QR Search Other');
  [pallet, unit] = (await printRunCodes(t, 2, 900)).map((row) => row.code) as [string, string];
  // The unit packed into the pallet, taken into stock and shipped, as a line system reports it.
  const at = (minute: number) => ({
    eventTime: new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString(),
    eventTimeZoneOffset: '+05:30',
  });
  const capture = async (...eventList: object[]) => {
    const body = {
      '@context': ['https://ref.gs1.org/standards/epcis/epcis-context.jsonld'],
      type: 'EPCISDocument',
      schemaVersion: '2.0',
      creationDate: '2026-11-20T10:00:00Z',
      epcisBody: { eventList },
    };
    // The events are written as plain objects: the server is the one that judges them.
    const reply = await call(t, contract.traceEvents.capture, { body: unchecked(body) }, admin);
    expect(reply.status, reply.text).toBe(200);
  };
  await capture(
    {
      type: 'AggregationEvent',
      action: 'ADD',
      bizStep: 'packing',
      parentID: pallet,
      childEPCs: [unit],
      ...at(0),
    },
    {
      type: 'ObjectEvent',
      action: 'OBSERVE',
      bizStep: 'storing',
      epcList: [pallet],
      readPoint: { id: 'urn:epc:id:sgln:0614141.00777.0' },
      ...at(1),
    },
  );
  await capture({
    type: 'ObjectEvent',
    action: 'OBSERVE',
    bizStep: 'shipping',
    epcList: [pallet],
    bizTransactionList: [{ type: 'desadv', bizTransaction: 'CONS-QR-1' }],
    'vt:destination': { name: 'Mumbai depot', latitude: 19.07, longitude: 72.87 },
    ...at(2),
  });
  [{ customerId }] = (await rowsOf<{ customerId: number }>(
    t,
    sql`select p.customer_id as "customerId" from codes c join print_data p on p.id = c.batch_id where c.code = ${unit}`,
  )) as [{ customerId: number }];
}, 120_000);
afterAll(async () => t?.close());

const { qrCodes } = contract;
type ListQuery = Loose<NonNullable<CallInput<typeof qrCodes.list>['query']>>;

const search = (qrCode: string, customer = customerId, token = admin) =>
  call(t, qrCodes.search, { query: { qrCode, customerId: customer } }, token);
const searched = async (qrCode: string, customer = customerId, token = admin) => {
  const reply = await search(qrCode, customer, token);
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};
const listed = async (query: ListQuery = {}, token = admin) => {
  const reply = await call(t, qrCodes.list, { query: { page: 0, size: 10, ...query } }, token);
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};
const download = (id: number, token = admin) => call(t, qrCodes.file, { params: { id } }, token);
/** A search's file: the code's history as an EPCIS JSON document. */
const documentOf = (file: Called<typeof qrCodes.file>) => JSON.parse(file.body.toString('utf8'));
const statusOf = async (id: number) =>
  (await listed()).content.find((row) => row.id === id)?.status;

/** A ROLE_USER or producer of the demo company holding Track & Trace (or nothing), logged in. */
let accounts = 0;
async function member(
  role: 'ROLE_USER' | 'ROLE_PRODUCER',
  holds: boolean,
): Promise<{ token: string; id: number }> {
  accounts += 1;
  const login = `qr-search-${accounts}`;
  const privileges = (
    holds ? [{ parent: null, name: 'Track & Trace', priority: 1 }] : []
  ) as HeldPrivilege[];
  const id = await t.services.accounts.create({
    login,
    password: demoPassword,
    role,
    companyId: await demoCompanyId(t),
    privileges,
    firstName: 'Q',
    lastName: 'S',
    email: `${login}@example.com`,
    mobileNo: '9000000055',
  });
  return { token: await tokenFor(t, login), id };
}

describe('a search', () => {
  it("is recorded PENDING, then its job compiles the code's history: COMPLETED, listed newest first, and its file is the code's EPCIS document", async () => {
    const record = await searched(` ${unit} `);
    expect(record).toMatchObject({
      qrCode: unit,
      customerId,
      qrCodeCreatedBy: 'admin',
      status: 'PENDING',
      qrCodeFileName: null,
      qrCodeFilePath: null,
    });
    expect(record.customerName).toBeTruthy();
    await t.jobs.whenIdle(30_000);

    const [newest] = (await listed()).content;
    expect(newest).toMatchObject({
      id: record.id,
      status: 'COMPLETED',
      qrCodeFileName: `qr-search-${record.id}.json`,
      qrCodeFilePath: `/api/qrCode/file/${record.id}`,
    });
    const file = await download(record.id);
    expect(file.status, file.text).toBe(200);
    expect(file.headers['content-type']).toContain('application/json');
    expect(file.headers['content-disposition']).toContain(`qr-search-${record.id}.json`);
    const document = documentOf(file);
    expect(document).toMatchObject({ type: 'EPCISDocument', schemaVersion: '2.0' });
    // The same document the trace door gives for the code, but for the moment it was made.
    const history = (await call(t, contract.traceEvents.history, { params: { code: unit } }, admin))
      .body;
    expect({ ...document, creationDate: null }).toEqual({ ...history, creationDate: null });
    const steps = (document.epcisBody.eventList as { bizStep: string }[]).map(
      (event) => event.bizStep,
    );
    expect(steps).toEqual(
      expect.arrayContaining(['commissioning', 'packing', 'storing', 'shipping']),
    );
  });

  it('searches a code by its printed URL as well', async () => {
    const record = await searched(`https://veritag.example/v/${pallet}`);
    await t.jobs.whenIdle(30_000);
    expect(await statusOf(record.id)).toBe('COMPLETED');
    const document = documentOf(await download(record.id));
    // The pallet as the URI its label carries (decision 0432): it has no GTIN, so its printed URL.
    expect(document.epcisBody.eventList[0].epcList).toEqual([
      expect.stringMatching(new RegExp(`/v/${pallet}$`)),
    ]);
  });

  it("answers a made-up code and another customer's code alike: recorded, then NOT_FOUND, with no file", async () => {
    const otherCustomer = await insertCustomer(
      t,
      await demoCompanyId(t),
      'QR Search Second Customer',
    );
    const made = [await searched('NOSUCHCODE99'), await searched(unit, otherCustomer.id)];
    const shape = (record: QrSearchRecord) => ({
      ...record,
      id: 0,
      qrCode: '',
      customerId: 0,
      customerName: '',
      qrCodeCreatedDate: '',
    });
    expect(shape(made[0]!)).toEqual(shape(made[1]!));
    // As the search was recorded, whatever the job has done since: no answer before it is asked for.
    expect(made.map((record) => record.status)).toEqual(['PENDING', 'PENDING']);
    await t.jobs.whenIdle(30_000);
    for (const record of made) {
      expect(await statusOf(record.id)).toBe('NOT_FOUND');
      const file = await download(record.id);
      expect(file.status).toBe(409);
      expect(file.problem.title).toBe('The code was not found: this search has no file');
    }
  });

  it("searches another company's code as NOT_FOUND for that company, as a made-up one", async () => {
    const theirCustomer = await insertCustomer(t, other.companyId, 'QR Search Other Customer');
    const record = await searched(unit, theirCustomer.id, other.token);
    expect(record.status).toBe('PENDING');
    await t.jobs.whenIdle(30_000);
    const [theirs] = (await listed({}, other.token)).content;
    expect(theirs).toMatchObject({ id: record.id, status: 'NOT_FOUND', qrCodeFilePath: null });
  });

  it("refuses a customer of another company as not found, and a missing or too long code with the form's messages, recording nothing", async () => {
    const before = (await listed()).totalElements;
    const theirCustomer = await insertCustomer(t, other.companyId, 'QR Search Foreign Customer');
    const foreign = await search(unit, theirCustomer.id);
    expect([foreign.status, foreign.problem.title]).toEqual([404, 'Customer not found']);
    const refusal = async (query: { qrCode?: string; customerId?: number }) => {
      const reply = await call(t, qrCodes.search, { query }, admin);
      expect(reply.status).toBe(400);
      return (reply.problem.errors ?? []).map((e) => `${e.field}: ${e.detail}`);
    };
    expect(await refusal({ customerId })).toEqual(['qrCode: This field is required']);
    expect(await refusal({ qrCode: 'X'.repeat(101), customerId })).toEqual([
      'qrCode: Value must be less than 100',
    ]);
    expect(await refusal({ qrCode: 'ABC' })).toEqual(['customerId: This field is required']);
    expect((await listed()).totalElements).toBe(before);
  });
});

describe('the list', () => {
  it('pages newest first and filters by column, through get_list and contains', async () => {
    const record = await searched('FINDME-QR-1');
    const filtered = await listed({ 'contains.qrCode': 'findme-qr' });
    expect(filtered.content.map((row) => row.id)).toEqual([record.id]);
    const contains = await call(
      t,
      qrCodes.contains,
      { query: { column: 'qrCode', searchKey: 'FINDME', page: 0, size: 10 } },
      admin,
    );
    expect(contains.status, contains.text).toBe(200);
    expect(contains.body.content.map((row) => row.id)).toEqual([record.id]);
    await t.jobs.whenIdle(30_000);
    const notFound = (
      await call(
        t,
        qrCodes.contains,
        { query: { column: 'status', searchKey: 'NOT_FOUND', page: 0, size: 100 } },
        admin,
      )
    ).body;
    expect(notFound.content.map((row) => row.id)).toContain(record.id);
    expect(notFound.content.every((row) => row.status === 'NOT_FOUND')).toBe(true);
    const dates = (await listed()).content.map((row) => Date.parse(row.qrCodeCreatedDate!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("shows another company's searches to nobody: not listed, and its file is not found", async () => {
    const mine = await searched(unit);
    await t.jobs.whenIdle(30_000);
    expect((await listed({}, other.token)).content.map((row) => row.id)).not.toContain(mine.id);
    const theirs = await download(mine.id, other.token);
    expect([theirs.status, theirs.problem.title]).toEqual([404, 'QR code search not found']);
    expect((await download(999999)).status).toBe(404);
  });
});

describe('who may search', () => {
  it('refuses a user without Track & Trace (403) and lets a user and a producer holding it search', async () => {
    const without = await member('ROLE_USER', false);
    const page = { page: 0, size: 10 };
    const refused = {
      list: await call(t, qrCodes.list, { query: page }, without.token),
      contains: await call(
        t,
        qrCodes.contains,
        { query: { column: 'qrCode', searchKey: 'A', ...page } },
        without.token,
      ),
      search: await search(unit, customerId, without.token),
      file: await download(1, without.token),
    };
    for (const [name, reply] of Object.entries(refused)) {
      expect([name, reply.status, reply.problem.title]).toEqual([
        name,
        403,
        'You need the Track & Trace privilege at level 1',
      ]);
    }
    for (const role of ['ROLE_USER', 'ROLE_PRODUCER'] as const) {
      const holder = await member(role, true);
      const record = await searched(unit, customerId, holder.token);
      await t.jobs.whenIdle(30_000);
      expect((await listed({}, holder.token)).content[0]).toMatchObject({
        id: record.id,
        status: 'COMPLETED',
        qrCodeCreatedBy: expect.stringMatching(/^qr-search-/),
      });
      expect((await download(record.id, holder.token)).status).toBe(200);
    }
  });

  it("limits a user assigned some customers to those customers' searches", async () => {
    const limited = await member('ROLE_USER', true);
    const theirs = await insertCustomer(t, await demoCompanyId(t), 'QR Search Limited Customer');
    await t.services.accounts.setCustomers(limited.id, [theirs.id]);
    const refused = await search(unit, customerId, limited.token);
    expect([refused.status, refused.problem.title]).toEqual([404, 'Customer not found']);
    const own = await searched('LIMITED-QR-1', theirs.id, limited.token);
    const seen = (await listed({ size: 100 }, limited.token)).content;
    expect(seen.map((row) => row.id)).toEqual([own.id]);
    const adminsSearch = (await listed()).content.find((row) => row.customerId === customerId)!;
    expect((await download(adminsSearch.id, limited.token)).status).toBe(404);
  });
});

describe('a search whose job cannot finish', () => {
  it('ends FAILED once the job runtime is out of attempts, never RUNNING for ever, and offers no file', async () => {
    // Storage that refuses every history file: each attempt fails as a crash while writing would.
    const failing = await createTestApp({
      storage: (() => {
        const disk = localDiskStorage(t.filesDir);
        return { ...disk, putStream: async () => Promise.reject(new Error('disk unavailable')) };
      })(),
    });
    try {
      const token = await tokenFor(failing, 'admin');
      const reply = await call(
        failing,
        qrCodes.search,
        { query: { qrCode: unit, customerId } },
        token,
      );
      expect(reply.status, reply.text).toBe(200);
      const { id } = reply.body;
      const statusThere = async () =>
        (
          await call(failing, qrCodes.list, { query: { page: 0, size: 10 } }, token)
        ).body.content.find((row) => row.id === id)?.status;
      await expect.poll(statusThere, { timeout: 30_000, interval: 250 }).toBe('FAILED');
      const file = await call(failing, qrCodes.file, { params: { id } }, token);
      expect(file.status).toBe(409);
    } finally {
      await failing.close();
    }
  }, 60_000);
});
