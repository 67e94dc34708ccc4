import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { blacklistKit } from './test-support/blacklisting';

let t: TestApp;
const kit = blacklistKit(() => t);
let admin: string;
let demo: Awaited<ReturnType<typeof kit.demo>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  demo = await kit.demo();
});
afterAll(async () => t.close());

/** A demo code no other test of this file touches. */
let next = 0;
const freshCode = () => demo.codes[next++]!;

describe('one code at a time', () => {
  it('blacklists a code with who and when, lists it, refuses it twice, reactivates it and keeps both in its history', async () => {
    const code = freshCode();
    // Typed as a person might: lower case, with a dash.
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const added = await kit.blacklist(admin, {
      code: typed,
      reason: 'stolen',
      note: 'Lost from truck 4',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      code,
      reason: 'stolen',
      note: 'Lost from truck 4',
      active: true,
      blacklistedBy: 'admin',
      reactivatedAt: null,
    });
    expect(Date.now() - Date.parse(added.json().blacklistedAt)).toBeLessThan(60_000);

    const listed = await kit.list(admin, `?contains.code=${code.slice(2, 9)}&active=true`);
    expect(listed.content.map((row) => row.code)).toEqual([code]);

    const twice = await kit.blacklist(admin, { code, reason: 'lost' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().title).toBe(`Code ${code} is already blacklisted (Stolen)`);

    const back = await kit.reactivate(admin, { code, note: 'Found in the depot' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      code,
      active: false,
      reactivatedBy: 'admin',
      reactivateNote: 'Found in the depot',
      reason: 'stolen',
    });
    expect((await kit.list(admin, `?contains.code=${code}&active=true`)).content).toEqual([]);
    expect(
      (await kit.list(admin, `?contains.code=${code}&active=false`)).content.map((row) => row.code),
    ).toEqual([code]);

    const notAgain = await kit.reactivate(admin, { code });
    expect(notAgain.statusCode).toBe(409);
    expect(notAgain.json().title).toBe(`Code ${code} is not blacklisted`);

    t.advanceClock(60_000);
    expect((await kit.blacklist(admin, { code, reason: 'damaged' })).statusCode).toBe(200);
    const history = (await kit.history(admin, code)).json() as {
      reason: string;
      active: boolean;
    }[];
    expect(history.map((entry) => [entry.reason, entry.active])).toEqual([
      ['damaged', true],
      ['stolen', false],
    ]);
  });

  it('answers 404 alike for a code never issued and one of another company, and tells nothing of the other company', async () => {
    const code = freshCode();
    const other = await kit.adminOfAnotherCompany();
    for (const [token, asked] of [
      [admin, 'ZZZZZZZZZZZZ'],
      [other, code],
    ] as const) {
      for (const reply of [
        await kit.blacklist(token, { code: asked, reason: 'lost' }),
        await kit.reactivate(token, { code: asked }),
        await kit.history(token, asked),
      ]) {
        expect(reply.statusCode).toBe(404);
        expect(reply.json().title).toBe('Code not found');
      }
    }
    expect(await kit.entriesOf([code])).toBe(0);
    expect((await kit.blacklist(admin, { code, reason: 'counterfeit' })).statusCode).toBe(200);
    expect((await kit.list(other)).totalElements).toBe(0);
    expect((await kit.history(other, code)).statusCode).toBe(404);
  });

  it("refuses the platform's reason, an unknown reason, a long note and a missing code, and saves nothing", async () => {
    const code = freshCode();
    const errorsOf = async (body: object) => {
      const reply = await kit.blacklist(admin, body);
      expect(reply.statusCode).toBe(400);
      return reply.json().errors.map((e: { field: string; detail: string }) => [e.field, e.detail]);
    };
    expect(await errorsOf({ code, reason: 'maxScanCount' })).toEqual([
      [
        'reason',
        "Max scan count is set only by the platform, when a product's scan limit is passed",
      ],
    ]);
    expect(await errorsOf({ code, reason: 'borrowed' })).toEqual([
      [
        'reason',
        'Choose one of the reasons: Counterfeit, Stolen, Damaged, Misprint, Not sold, Lost, Other',
      ],
    ]);
    expect(await errorsOf({ code, reason: 'lost', note: 'n'.repeat(251) })).toEqual([
      ['note', 'Value must be less than 250'],
    ]);
    expect(await errorsOf({ reason: 'lost' })).toEqual([['code', 'This field is required']]);
    expect(await kit.entriesOf([code])).toBe(0);
  });
});

describe('who may', () => {
  it('lets a user with Print Data at 2 blacklist and reactivate, one at 1 only see, and refuses one without it and the super admin', async () => {
    const code = freshCode();
    const { token: writer, login } = await kit.userWithLogin(demo.companyId, 2);
    const reader = await kit.user(demo.companyId, 1);
    const neither = await kit.user(demo.companyId, 0);
    const superAdmin = await tokenFor(t, 'superadmin');

    const refused = await kit.blacklist(reader, { code, reason: 'misprint' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toBe('You need the Print Data privilege at level 2');
    expect((await kit.call(neither, 'GET', '/code-blacklist')).json().title).toBe(
      'You need the Print Data privilege at level 1',
    );
    for (const token of [neither, superAdmin]) {
      expect((await kit.blacklist(token, { code, reason: 'misprint' })).statusCode).toBe(403);
      expect((await kit.history(token, code)).statusCode).toBe(403);
    }
    expect(await kit.entriesOf([code])).toBe(0);

    expect((await kit.blacklist(writer, { code, reason: 'misprint' })).json()).toMatchObject({
      blacklistedBy: login,
      active: true,
    });
    expect(
      (await kit.list(reader, `?contains.code=${code}`)).content.map((row) => row.code),
    ).toEqual([code]);
    expect((await kit.history(reader, code)).json()).toHaveLength(1);
    expect((await kit.reactivate(reader, { code })).statusCode).toBe(403);
    expect((await kit.reactivate(writer, { code })).json()).toMatchObject({
      reactivatedBy: login,
      active: false,
    });
  });

  it("limits a user with customers to their customers' codes: another customer's code is not found", async () => {
    const code = freshCode();
    const elsewhere = await kit.user(demo.companyId, 2, [demo.otherCustomerId]);
    const reply = await kit.blacklist(elsewhere, { code, reason: 'lost' });
    expect(reply.statusCode).toBe(404);
    expect(await kit.entriesOf([code])).toBe(0);

    expect((await kit.blacklist(admin, { code, reason: 'lost' })).statusCode).toBe(200);
    expect((await kit.list(elsewhere, `?contains.code=${code}`)).totalElements).toBe(0);
    const theirs = await kit.user(demo.companyId, 2, [demo.customerId]);
    expect((await kit.list(theirs, `?contains.code=${code}`)).totalElements).toBe(1);
    expect((await kit.reactivate(theirs, { code })).statusCode).toBe(200);
  });
});

describe('the list', () => {
  it('searches the reason by its words and sorts by code', async () => {
    const [a, b] = [freshCode(), freshCode()];
    await kit.blacklist(admin, { code: a, reason: 'notSold', note: 'returned pallet' });
    await kit.blacklist(admin, { code: b, reason: 'notSold', note: 'returned pallet' });
    const found = await kit.list(
      admin,
      '?contains.reason=not%20sold&contains.note=pallet&sort=code,asc',
    );
    expect(found.content.map((row) => row.code)).toEqual([a, b].sort());
    expect((await kit.call(admin, 'GET', '/code-blacklist?active=maybe')).statusCode).toBe(400);
  });
});
