import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { call } from '../../test-support/api-calls';
import { visit } from '../../test-support/public-pages';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { printRunCodes, rowsOf, scan } from '../../test-support/scans';

let t: TestApp;
let codes: { code: string; productId: number }[];
beforeAll(async () => {
  t = await createTestApp();
  codes = await printRunCodes(t, 10);
  // Flag a code at its third scan session.
  await t.database.db.execute(
    sql`insert into product_scan_rules (product_id, flag_after_sessions) values (${codes[0]!.productId}, 3)`,
  );
});
afterAll(async () => t.close());

type Place = { lat: number; lng: number; accuracy?: number };
type Person = { name: string; email: string; mobile: string };
/** The scan page's actions, made at the links the page was given. */
const locate = (link: string, place: Place) =>
  call(t, contract.scanPage.locate, { link, body: place });
const report = (link: string, person: Person) =>
  call(t, contract.scanPage.report, { link, body: person });

describe('the place a person shares', () => {
  it('is kept once, and the next session sees it roughly', async () => {
    const code = codes[0]!.code;
    const first = await scan(t, code, 'phone-a');
    expect(
      (await locate(first.view.actions!.location, { lat: 45.46427, lng: 9.18951, accuracy: 20 }))
        .status,
    ).toBe(204);
    // A second answer for the same scan changes nothing.
    await locate(first.view.actions!.location, { lat: 10, lng: 10 });
    const next = await scan(t, code, 'phone-b');
    expect(next.view.history?.previousPlace).toEqual({ lat: 45.5, lng: 9.2 });
  });

  it('is refused when out of range, or for a scan whose hour has passed', async () => {
    const { view } = await scan(t, codes[1]!.code);
    const refused = await locate(view.actions!.location, { lat: 91, lng: 0 });
    expect(refused.status).toBe(400);
    expect(refused.problem.errors).toMatchObject([
      { field: 'lat', detail: 'Latitude is between -90 and 90' },
    ]);
    t.advanceClock(61 * 60_000);
    const late = await locate(view.actions!.location, { lat: 1, lng: 1 });
    expect(late.status).toBe(410);
    expect(late.problem.title).toBe('This scan can no longer be changed: scan the code again');
  });

  it('cannot name a scan the page was not given', async () => {
    const { view } = await scan(t, codes[2]!.code);
    const forged = view.actions!.location.replace(
      /\/(\d+)\./,
      (_, id: string) => `/${Number(id) + 1}.`,
    );
    expect((await locate(forged, { lat: 1, lng: 1 })).status).toBe(410);
  });
});

describe('a report of a product found not genuine', () => {
  it('becomes an invalid scan with the code and the person', async () => {
    const madeUp = 'ZZZZZZZZZZZZ';
    const { view } = await scan(t, madeUp);
    expect(view.verdict).toBe('notGenuine');
    const reply = await report(view.actions!.report, {
      name: 'Asha Rao',
      email: 'asha@example.com',
      mobile: '9876543210',
    });
    expect(reply.status).toBe(204);
    expect(
      await rowsOf(
        t,
        sql`select code, name, email, mobile, customer_id from invalid_scans where code = ${madeUp}`,
      ),
    ).toEqual([
      {
        code: madeUp,
        name: 'Asha Rao',
        email: 'asha@example.com',
        mobile: '9876543210',
        customer_id: null,
      },
    ]);
  });

  it('is refused for a genuine scan, and with a field message for a bad email', async () => {
    const { view } = await scan(t, codes[3]!.code);
    expect(
      (
        await report(view.actions!.report, {
          name: 'A',
          email: 'a@example.com',
          mobile: '9876543210',
        })
      ).status,
    ).toBe(409);
    const bad = await report(view.actions!.report, {
      name: 'A',
      email: 'not-an-email',
      mobile: '9876543210',
    });
    expect(bad.status).toBe(400);
  });
});

it("flags a code at its product's threshold of sessions, once", async () => {
  const code = codes[4]!.code;
  const flaggedAt = async () =>
    (
      await rowsOf<{ flagged_at: Date | null }>(
        t,
        sql`select f.flagged_at from flagged_codes f join codes c on c.id = f.code_id where c.code = ${code}`,
      )
    )[0]?.flagged_at ?? null;
  await scan(t, code, 'd1');
  await scan(t, code, 'd2');
  expect(await flaggedAt()).toBeNull();
  await scan(t, code, 'd3');
  const first = await flaggedAt();
  expect(first).not.toBeNull();
  await scan(t, code, 'd4');
  expect(await flaggedAt()).toEqual(first);
});

it('serves a published file by its signed reference only', async () => {
  const [logo] = await rowsOf<{ id: string }>(t, sql`select id from stored_files limit 1`);
  const { tokens } = t.services.scans;
  expect((await visit(t, `/scan-files/${tokens.file(logo!.id)}`)).statusCode).toBe(200);
  const forged = `${logo!.id}.${'A'.repeat(32)}`;
  expect((await visit(t, `/scan-files/${forged}`)).statusCode).toBe(404);
});
