import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isWellFormedCode, type CodeSettings } from '@veritag/domain';
import type { Database } from '../../db/database';
import { openFreshDatabase } from '../../test-support/fresh-database';
import { generateCodes, type RandomSource } from './code-generator';
import { codesService, type CodeBatch, type CodesService } from './codes.service';

let database: Database;
let close: () => Promise<void>;
let companyId: number;
let nextBatchId = 1;
const newBatch = (kind = 'templateHistory'): CodeBatch => ({ kind, id: nextBatchId++ });

beforeAll(async () => {
  ({ database, close } = await openFreshDatabase());
  const { rows } = (await database.db.execute(
    sql`insert into companies (name) values ('Codes Co') returning id`,
  )) as unknown as { rows: { id: number }[] };
  companyId = rows[0]!.id;
});
afterAll(async () => close());

/** Random bytes that repeat for the same seed: a stub random source whose codes a test can know in advance. */
const seeded = (seed: string): RandomSource => {
  let counter = 0;
  return (size) => {
    const out = new Uint8Array(size);
    for (let at = 0; at < size; at += 32)
      out.set(
        createHash('sha256')
          .update(`${seed}:${counter++}`)
          .digest()
          .subarray(0, size - at),
        at,
      );
    return out;
  };
};

const issueIn = (service: CodesService, batch: CodeBatch, count: number, settings?: CodeSettings) =>
  database.db.transaction((tx) => service.issue(tx, { companyId, batch, count, settings }));

async function codesOf(service: CodesService, batch: CodeBatch) {
  const rows: { seq: number; code: string }[] = [];
  for await (const chunk of service.codesOf(database.db, batch, { size: 700 })) rows.push(...chunk);
  return rows;
}

describe('the code service', () => {
  const serviceFor = (options: Partial<Parameters<typeof codesService>[0]> = {}) =>
    codesService({ kind: database.kind, chunkSize: 1000, ...options });

  it('issues exactly N distinct well-formed codes, read back in seq order', async () => {
    const batch = newBatch();
    const issued = await issueIn(serviceFor(), batch, 2500);
    const rows = await codesOf(serviceFor(), batch);
    expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: 2500 }, (_, i) => i + 1));
    expect(new Set(rows.map((row) => row.code)).size).toBe(2500);
    expect(
      rows.every((row) => isWellFormedCode(row.code, { type: 'Alphanumeric', length: 12 })),
    ).toBe(true);
    expect(issued).toEqual({ count: 2500, first: rows[0]!.code, last: rows[2499]!.code });
    expect(await serviceFor().find(database.db, rows[7]!.code)).toMatchObject({
      companyId,
      batch,
      seq: 8,
    });
    expect(await serviceFor().find(database.db, 'NOTACODE0000')).toBeUndefined();
  });

  it('issues numeric codes of the print-data lengths, and continues a batch after its last seq', async () => {
    const batch = newBatch('printData');
    const settings: CodeSettings = { type: 'Numeric', length: 10 };
    await issueIn(serviceFor(), batch, 300, settings);
    const more = await issueIn(serviceFor(), batch, 200, settings);
    const rows = await codesOf(serviceFor(), batch);
    expect(rows).toHaveLength(500);
    expect(rows.at(-1)).toEqual({ seq: 500, code: more.last });
    expect(
      rows.every((row) => /^\d{10}$/.test(row.code) && isWellFormedCode(row.code, settings)),
    ).toBe(true);
  });

  it('never gives two batches the same code', async () => {
    const [a, b] = [newBatch(), newBatch()];
    await issueIn(serviceFor(), a, 1500);
    await issueIn(serviceFor(), b, 1500);
    const all = [...(await codesOf(serviceFor(), a)), ...(await codesOf(serviceFor(), b))].map(
      (row) => row.code,
    );
    expect(new Set(all).size).toBe(3000);
  });

  it('survives a code already on the platform: the batch still gets exactly N codes, the other batch keeps its own', async () => {
    const settings: CodeSettings = { type: 'Alphanumeric', length: 12 };
    // The stubbed source's codes, chunk by chunk, as the service will generate them (1000 per chunk).
    const source = seeded('collide');
    const upcoming = [
      ...generateCodes(1000, settings, source),
      ...generateCodes(1000, settings, source),
    ];
    // Two codes of the second chunk are already on the platform, in another batch.
    const taken = [upcoming[1500]!, upcoming[1999]!];
    const other = newBatch();
    await database.db.execute(
      sql`insert into codes (code, company_id, batch_kind, batch_id, seq) values (${taken[0]}, ${companyId}, ${other.kind}, ${other.id}, 1), (${taken[1]}, ${companyId}, ${other.kind}, ${other.id}, 2)`,
    );
    const batch = newBatch();
    const issued = await issueIn(serviceFor({ random: seeded('collide') }), batch, 2500, settings);
    const rows = await codesOf(serviceFor(), batch);
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((row) => row.code)).size).toBe(2500);
    expect(rows.slice(0, 1500).map((row) => row.code)).toEqual(upcoming.slice(0, 1500));
    expect(rows.map((row) => row.code)).not.toContain(taken[0]);
    expect(rows.map((row) => row.code)).not.toContain(taken[1]);
    expect(rows.every((row) => isWellFormedCode(row.code, settings))).toBe(true);
    expect(issued).toEqual({ count: 2500, first: upcoming[0], last: rows[2499]!.code });
    expect((await serviceFor().find(database.db, taken[0]!))?.batch).toEqual(other);
  });

  it('survives a chunk whose codes repeat each other', async () => {
    let calls = 0;
    // The first draw is all zeros, so every code of the first chunk is the same.
    const stuck: RandomSource = (size) =>
      calls++ === 0 ? new Uint8Array(size) : seeded(`fresh${calls}`)(size);
    const batch = newBatch();
    await issueIn(serviceFor({ random: stuck }), batch, 1200);
    const rows = await codesOf(serviceFor(), batch);
    expect(rows).toHaveLength(1200);
    expect(new Set(rows.map((row) => row.code)).size).toBe(1200);
  });

  it('issues four batches at once in separate transactions with no duplicate', async () => {
    const batches = [newBatch(), newBatch(), newBatch(), newBatch()];
    const results = await Promise.all(batches.map((batch) => issueIn(serviceFor(), batch, 2000)));
    expect(results.map((result) => result.count)).toEqual([2000, 2000, 2000, 2000]);
    const all = (await Promise.all(batches.map((batch) => codesOf(serviceFor(), batch))))
      .flat()
      .map((row) => row.code);
    expect(all).toHaveLength(8000);
    expect(new Set(all).size).toBe(8000);
  });

  it('leaves no code behind when the caller rolls back', async () => {
    const batch = newBatch();
    await expect(
      database.db.transaction(async (tx) => {
        await serviceFor().issue(tx, { companyId, batch, count: 1500 });
        throw new Error('the label job failed');
      }),
    ).rejects.toThrow('the label job failed');
    expect(await codesOf(serviceFor(), batch)).toEqual([]);
  });

  it('lets other work run between chunks (PGlite would otherwise hold the event loop for the whole batch)', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    try {
      await issueIn(serviceFor({ chunkSize: 500 }), newBatch(), 5000);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it('refuses to write outside a transaction, so a batch can never be half written', async () => {
    const batch = newBatch();
    await expect(
      serviceFor().issue(database.db as never, { companyId, batch, count: 10 }),
    ).rejects.toThrow();
    expect(await codesOf(serviceFor(), batch)).toEqual([]);
  });

  it.each([
    [
      { type: 'Numeric', length: 10 },
      2_000_000,
      /^Only 999,500 more Numeric codes of 10 characters can be issued on this platform \(each length may use a thousandth of its codes\): choose 11 characters or more$/,
    ],
    [
      { type: 'Alphanumeric', length: 15 },
      10,
      /^Alphanumeric codes are 6 to 14 characters long \(the check character included\)$/,
    ],
  ] as const)(
    'refuses settings %o for %i codes, writing nothing',
    async (settings, count, title) => {
      const batch = newBatch();
      await expect(issueIn(serviceFor(), batch, count, settings)).rejects.toMatchObject({
        status: 400,
        title: expect.stringMatching(title),
      });
      expect(await codesOf(serviceFor(), batch)).toEqual([]);
    },
  );
});

describe('the room each code type and length has on the platform', () => {
  const service = () => codesService({ kind: database.kind, chunkSize: 1000 });
  const roomOf = async (type: CodeSettings['type'], digit: number) =>
    (await service().rooms(database.db)).find(
      (room) => room.codeType === type && room.digit === digit,
    )!.remaining;
  const reservationOf = async (batch: CodeBatch) =>
    (
      (await database.db.execute(
        sql`select count::int as count from code_reservations where batch_kind = ${batch.kind} and batch_id = ${batch.id}`,
      )) as unknown as { rows: { count: number }[] }
    ).rows[0]?.count;
  const alnum8: CodeSettings = { type: 'Alphanumeric', length: 8 };

  it('counts codes issued without a reservation as they are issued', async () => {
    const before = await roomOf('Alphanumeric', 8);
    const batch = newBatch('bare');
    await issueIn(service(), batch, 700, alnum8);
    await issueIn(service(), batch, 300, alnum8);
    expect(await roomOf('Alphanumeric', 8)).toBe(before - 1000);
    expect(await reservationOf(batch)).toBe(1000);
  });

  it('counts a reserved batch once, however many calls issue its codes', async () => {
    const before = await roomOf('Alphanumeric', 8);
    const batch = newBatch('reserved');
    await database.db.transaction((tx) =>
      service().reserve(tx, { batch, count: 900, settings: alnum8 }),
    );
    expect(await roomOf('Alphanumeric', 8)).toBe(before - 900);
    for (let step = 0; step < 3; step++) await issueIn(service(), batch, 300, alnum8);
    expect(await roomOf('Alphanumeric', 8)).toBe(before - 900);
    // Past its reservation a batch takes room as any other would.
    await issueIn(service(), batch, 50, alnum8);
    expect(await roomOf('Alphanumeric', 8)).toBe(before - 950);
  });

  it('refuses a reservation past the room, counting nothing and keeping no reservation', async () => {
    const room = await roomOf('Alphanumeric', 6);
    const batch = newBatch('tooMany');
    const reserve = (count: number) =>
      database.db.transaction((tx) =>
        service().reserve(
          tx,
          { batch, count, settings: { type: 'Alphanumeric', length: 6 } },
          { field: 'quantity' },
        ),
      );
    await expect(reserve(room + 1)).rejects.toMatchObject({
      status: 400,
      title: `Only ${room.toLocaleString('en')} more Alphanumeric codes of 6 characters can be issued on this platform (each length may use a thousandth of its codes): choose 7 characters or more`,
      extra: { errors: [expect.objectContaining({ field: 'quantity' })] },
    });
    expect(await roomOf('Alphanumeric', 6)).toBe(room);
    expect(await reservationOf(batch)).toBeUndefined();
  });

  it('lets concurrent reservations together take no more than the room', async () => {
    const room = await roomOf('Alphanumeric', 7);
    const each = Math.floor(room / 2);
    const settled = await Promise.allSettled(
      [newBatch('race'), newBatch('race'), newBatch('race')].map((batch) =>
        database.db.transaction((tx) =>
          service().reserve(tx, {
            batch,
            count: each,
            settings: { type: 'Alphanumeric', length: 7 },
          }),
        ),
      ),
    );
    expect(settled.map((result) => result.status).sort()).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    expect(await roomOf('Alphanumeric', 7)).toBe(room - 2 * each);
  });

  it('refuses a batch that issues codes of other settings than it reserved (a bug, not a user error)', async () => {
    const batch = newBatch('mixed');
    await database.db.transaction((tx) =>
      service().reserve(tx, { batch, count: 10, settings: alnum8 }),
    );
    await expect(issueIn(service(), batch, 10, { type: 'Numeric', length: 10 })).rejects.toThrow(
      /holds Alphanumeric codes of 8 characters, not Numeric of 10/,
    );
  });
});
