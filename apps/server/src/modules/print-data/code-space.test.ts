import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { codeSpaceCapOf, type CodeType } from '@veritag/domain';
import { otherCompanyAdmin, demoCompanyId, userHolding } from '../../test-support/master-data';
import { demoRunParts, printRuns, runFields, type RunParts } from '../../test-support/print-runs';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { call } from '../../test-support/api-calls';

/**
 * Decision 0356: print runs of every company share each code type and length's room, a thousandth
 * of its space. Runs are saved (not generated) to take room: the reservation is made at the save.
 */
let t: TestApp;
let admin: string;
let parts: RunParts;
let runs: ReturnType<typeof printRuns>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  parts = await demoRunParts(t, admin);
  runs = printRuns(t, admin);
});
afterAll(async () => t.close());

const roomsAs = async (token: string) => {
  const reply = await call(t, contract.codeSpace.rooms, {}, token);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.rooms;
};
const roomOf = async (codeType: CodeType, digit: number) =>
  (await roomsAs(admin)).find((room) => room.codeType === codeType && room.digit === digit)!
    .remaining;
const count = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
const printDataRows = () => count(sql`select count(*)::int as n from print_data`);
const codesOfLength = (length: number) =>
  count(sql`select count(*)::int as n from codes where length(code) = ${length}`);
const runOf = (digit: number, quantity: number, more: Record<string, string> = {}) =>
  runFields(parts, quantity, { digit: String(digit), ...more });
const fewer = (remaining: number, digit: number, next: number) =>
  `Only ${remaining.toLocaleString('en')} more Alphanumeric codes of ${digit} characters can be issued on this platform (each length may use a thousandth of its codes): choose ${next} characters or more`;

describe('the room of each code type and length', () => {
  it('is told to whoever may add print data, the same figures to every company', async () => {
    const rooms = await roomsAs(admin);
    expect(rooms).toHaveLength(9 + 5);
    expect(rooms.find((room) => room.codeType === 'Numeric' && room.digit === 14)?.remaining).toBe(
      10_000_000_000,
    );
    // The demo's runs and token batches are Alphanumeric 12: their room is the cap less every batch's codes.
    const reserved = await count(
      sql`select coalesce(sum(count), 0)::int as n from code_reservations where code_type = 'Alphanumeric' and length = 12`,
    );
    expect(reserved).toBeGreaterThan(0);
    expect(
      rooms.find((room) => room.codeType === 'Alphanumeric' && room.digit === 12)?.remaining,
    ).toBe(codeSpaceCapOf({ type: 'Alphanumeric', length: 12 }) - reserved);
    const other = await otherCompanyAdmin(t, 'Other Code Space Co');
    expect(await roomsAs(other.token)).toEqual(rooms);
  });

  it('is told to every company member (every form that issues codes shows it), and to nobody signed out', async () => {
    const viewer = await userHolding(t, await demoCompanyId(t), 'Print Data', 1);
    expect((await call(t, contract.codeSpace.rooms, {}, viewer)).status).toBe(200);
    expect((await call(t, contract.codeSpace.rooms)).status).toBe(401);
  });
});

describe('a print run past the room', () => {
  it('is refused with the room left and the length to choose, writing nothing', async () => {
    const room = await roomOf('Alphanumeric', 6);
    const [before, codesBefore, filesBefore] = [
      await printDataRows(),
      await codesOfLength(6),
      await t.storedFileCount(),
    ];
    const reply = await runs.save(runOf(6, room + 1, { productSerialNumber: '' }), {
      serialNumberCsv: {
        bytes: Buffer.from('SN-1\n'.repeat(room + 1)),
        name: 'serials.csv',
        type: 'text/csv',
      },
    });
    expect([reply.status, reply.problem.title]).toEqual([400, fewer(room, 6, 7)]);
    expect(reply.problem.errors).toEqual([
      expect.objectContaining({ field: 'digit', detail: fewer(room, 6, 7) }),
    ]);
    expect([
      await printDataRows(),
      await codesOfLength(6),
      await t.storedFileCount(),
      await roomOf('Alphanumeric', 6),
    ]).toEqual([before, codesBefore, filesBefore, room]);
  });

  it('counts saved runs together: two that each fit, but not together, and the second is refused', async () => {
    const room = await roomOf('Alphanumeric', 6);
    const half = Math.floor(room / 2) + 1;
    expect((await runs.save(runOf(6, half))).status).toBe(200);
    const second = await runs.save(runOf(6, half));
    expect([second.status, second.problem.title]).toEqual([400, fewer(room - half, 6, 7)]);
    expect(await roomOf('Alphanumeric', 6)).toBe(room - half);
  });

  it('is refused to one of three saved at once when only two fit', async () => {
    const room = await roomOf('Alphanumeric', 7);
    const each = Math.floor(room / 2.5);
    const before = await printDataRows();
    const replies = await Promise.all([1, 2, 3].map(() => runs.save(runOf(7, each))));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 400]);
    expect(replies.find((reply) => reply.status === 400)!.problem.title).toBe(
      fewer(room - 2 * each, 7, 8),
    );
    expect([await printDataRows(), await roomOf('Alphanumeric', 7)]).toEqual([
      before + 2,
      room - 2 * each,
    ]);
  });
});

describe('a print run whose generation fails and is started again', () => {
  it('keeps the count true: its codes are counted once, at the save', async () => {
    const quantity = 300;
    const room = await roomOf('Alphanumeric', 8);
    const serials = Array.from({ length: quantity }, (_, index) => `SN-${index + 1}`).join('\n');
    const saved = (
      await runs.save(runOf(8, quantity, { productSerialNumber: '' }), {
        serialNumberCsv: { bytes: Buffer.from(serials), name: 'serials.csv', type: 'text/csv' },
      })
    ).body;
    expect(await roomOf('Alphanumeric', 8)).toBe(room - quantity);

    // The serial CSV's bytes go missing from storage after the codes are issued: the run FAILS.
    const [stored] = (
      (await t.database.db.execute(
        sql`select f.storage_key from stored_files f join print_data p on p.serial_csv_file_id = f.id where p.id = ${saved.id}`,
      )) as unknown as { rows: { storage_key: string }[] }
    ).rows;
    const onDisk = path.join(t.filesDir, stored!.storage_key);
    const bytes = await readFile(onDisk);
    await rm(onDisk);
    await call(t, contract.printData.generateFile, { params: { id: saved.id } }, admin);
    await t.jobs.whenIdle(60_000);
    expect(
      (await call(t, contract.printData.get, { params: { id: saved.id } }, admin)).body,
    ).toMatchObject({
      genStatus: 'FAILED',
      genReason: expect.stringContaining('serial number CSV is missing'),
    });
    const issued = () =>
      count(
        sql`select count(*)::int as n from codes where batch_kind = 'printData' and batch_id = ${saved.id}`,
      );
    expect([await issued(), await roomOf('Alphanumeric', 8)]).toEqual([quantity, room - quantity]);

    await writeFile(onDisk, bytes);
    await call(t, contract.printData.generateFile, { params: { id: saved.id } }, admin);
    await t.jobs.whenIdle(60_000);
    expect(
      (await call(t, contract.printData.get, { params: { id: saved.id } }, admin)).body.genStatus,
    ).toBe('COMPLETED');
    expect([await issued(), await roomOf('Alphanumeric', 8), await codesOfLength(8)]).toEqual([
      quantity,
      room - quantity,
      quantity,
    ]);
  });
});
