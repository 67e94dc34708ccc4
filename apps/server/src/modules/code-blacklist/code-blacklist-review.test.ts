import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlacklistEntry, BlacklistEvidence } from '@veritag/domain';
import { tokenFor } from '../../test-support/sessions';
import { addCodes, chosenCodes, demoPrintRun } from '../../test-support/chosen-codes';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { blacklistKit } from './test-support/blacklisting';

/**
 * Decision 0350: the platform's own blacklisting (a product's scan limit passed) waits for a
 * person, who confirms it or lifts it. The scan side is rebuilt apart, so entries are made here
 * through the module's door, as the scan side makes them.
 */
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

/** Demo codes far from those the other blacklist files take, so the files may share a template. */
let next = 600;
const freshCode = () => demo.codes[next++]!;

const evidence: BlacklistEvidence = {
  sessions: 7,
  people: 4,
  networks: 3,
  firstAt: '2026-11-02T08:00:00.000Z',
  lastAt: '2026-11-05T19:30:00.000Z',
};

/** Blacklists the code as the scan side does when a product's scan limit is passed. */
async function autoBlacklisted(
  code: string,
  seen: BlacklistEvidence | undefined = evidence,
): Promise<void> {
  const [row] = await kit.rows<{ id: number }>(sql`select id from codes where code = ${code}`);
  await t.database.db.transaction((tx) =>
    t.services.codeBlacklist.autoBlacklist(tx, {
      codeId: Number(row!.id),
      companyId: demo.companyId,
      evidence: seen,
    }),
  );
}

const confirm = (token: string, body: object) =>
  kit.call(token, 'POST', '/code-blacklist/confirm', body);
const entryOf = async (code: string) =>
  ((await kit.history(admin, code)).json() as BlacklistEntry[])[0]!;

describe("the platform's blacklisting", () => {
  it('is written pending review, with what the platform saw, and listed so; a second one changes nothing', async () => {
    const code = freshCode();
    await autoBlacklisted(code);
    await autoBlacklisted(code, { ...evidence, sessions: 9 });
    const entry = await entryOf(code);
    expect(entry).toMatchObject({
      code,
      reason: 'maxScanCount',
      blacklistedBy: null,
      active: true,
      review: 'pending',
      evidence,
      reviewedBy: null,
      reviewedAt: null,
    });
    expect(await kit.entriesOf([code])).toBe(1);

    const pending = (
      await kit.call(
        admin,
        'GET',
        `/code-blacklist?review=pending&active=true&contains.code=${code}`,
      )
    ).json() as { content: BlacklistEntry[] };
    expect(pending.content).toEqual([entry]);
    expect(
      (
        await kit.call(admin, 'GET', `/code-blacklist?review=confirmed&contains.code=${code}`)
      ).json().totalElements,
    ).toBe(0);
    expect((await kit.call(admin, 'GET', '/code-blacklist?review=lifted')).statusCode).toBe(400);

    const byPerson = await kit.blacklist(admin, { code, reason: 'stolen' });
    expect(byPerson.statusCode).toBe(409);
    expect(byPerson.json().title).toBe(
      `Code ${code} is already blacklisted (Max scan count, under review)`,
    );
  });

  it('keeps no evidence until the scan side passes it', async () => {
    const code = freshCode();
    const [row] = await kit.rows<{ id: number }>(sql`select id from codes where code = ${code}`);
    await t.database.db.transaction((tx) =>
      t.services.codeBlacklist.autoBlacklist(tx, {
        codeId: Number(row!.id),
        companyId: demo.companyId,
      }),
    );
    expect(await entryOf(code)).toMatchObject({ review: 'pending', evidence: null });
  });

  it('refuses evidence that is not counts and times, writing nothing', async () => {
    const code = freshCode();
    await expect(autoBlacklisted(code, { ...evidence, firstAt: 'last week' })).rejects.toThrow();
    expect(await kit.entriesOf([code])).toBe(0);
  });
});

describe('confirming it', () => {
  it('makes it confirmed with who and when and the note; it stays blacklisted, and cannot be confirmed twice', async () => {
    const code = freshCode();
    await autoBlacklisted(code);
    t.advanceClock(60_000);
    const { token, login } = await kit.userWithLogin(demo.companyId, 2);
    const reply = await confirm(token, {
      code: code.toLowerCase(),
      note: 'Sold on a market stall in Catania',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const entry = reply.json() as BlacklistEntry;
    expect(entry).toMatchObject({
      code,
      reason: 'maxScanCount',
      active: true,
      review: 'confirmed',
      evidence,
      reviewedBy: login,
      note: 'Sold on a market stall in Catania',
    });
    expect(Date.parse(entry.reviewedAt!)).toBeGreaterThan(Date.parse(entry.blacklistedAt));
    expect(await entryOf(code)).toEqual(entry);
    expect((await kit.list(admin, `?review=confirmed&contains.code=${code}`)).totalElements).toBe(
      1,
    );

    const twice = await confirm(admin, { code });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().title).toBe(`Code ${code} has no automatic blacklisting under review`);
  });

  it("is refused (409) for a person's blacklisting, a code not blacklisted and a lifted one", async () => {
    const [byPerson, never, lifted] = [freshCode(), freshCode(), freshCode()];
    expect((await kit.blacklist(admin, { code: byPerson, reason: 'stolen' })).statusCode).toBe(200);
    await autoBlacklisted(lifted);
    expect((await kit.reactivate(admin, { code: lifted })).statusCode).toBe(200);
    for (const code of [byPerson, never, lifted]) {
      const reply = await confirm(admin, { code });
      expect(reply.statusCode).toBe(409);
      expect(reply.json().title).toBe(`Code ${code} has no automatic blacklisting under review`);
    }
    expect((await entryOf(byPerson)).review).toBeNull();
  });

  it("answers 404 for another company's code, one never issued and another customer's, and changes nothing", async () => {
    const code = freshCode();
    await autoBlacklisted(code);
    const other = await kit.adminOfAnotherCompany();
    const elsewhere = await kit.user(demo.companyId, 2, [demo.otherCustomerId]);
    for (const [token, asked] of [
      [other, code],
      [admin, 'ZZZZZZZZZZZZ'],
      [elsewhere, code],
    ] as const) {
      const reply = await confirm(token, { code: asked });
      expect(reply.statusCode).toBe(404);
      expect(reply.json().title).toBe('Code not found');
    }
    expect((await entryOf(code)).review).toBe('pending');
  });

  it('needs Print Data at 2: 403 for a viewer, one without it and the super admin; 400 without a code', async () => {
    const code = freshCode();
    await autoBlacklisted(code);
    const reader = await kit.user(demo.companyId, 1);
    const neither = await kit.user(demo.companyId, 0);
    const refused = await confirm(reader, { code });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toBe('You need the Print Data privilege at level 2');
    for (const token of [neither, await tokenFor(t, 'superadmin')])
      expect((await confirm(token, { code })).statusCode).toBe(403);
    const missing = await confirm(admin, { note: 'n'.repeat(251) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(['code', 'note']);
    expect((await entryOf(code)).review).toBe('pending');
    // The viewer still sees it, with its evidence.
    expect(
      (await kit.call(reader, 'GET', `/code-blacklist?contains.code=${code}`)).json().content[0],
    ).toMatchObject({ review: 'pending', evidence });
  });
});

describe('lifting it', () => {
  it('reactivates the code and records the lifting as its review; a person’s reactivation records none', async () => {
    const [auto, byPerson] = [freshCode(), freshCode()];
    await autoBlacklisted(auto);
    expect((await kit.blacklist(admin, { code: byPerson, reason: 'lost' })).statusCode).toBe(200);
    t.advanceClock(60_000);
    const { token, login } = await kit.userWithLogin(demo.companyId, 2);
    const lifted = await kit.reactivate(token, {
      code: auto,
      note: 'One phone, cookies cleared: forged',
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    const entry = lifted.json() as BlacklistEntry;
    expect(entry).toMatchObject({
      active: false,
      review: 'pending',
      reviewedBy: login,
      reactivatedBy: login,
      reactivateNote: 'One phone, cookies cleared: forged',
      evidence,
    });
    expect(entry.reviewedAt).toBe(entry.reactivatedAt);
    expect(
      (await kit.list(admin, `?review=pending&active=true&contains.code=${auto}`)).totalElements,
    ).toBe(0);

    expect((await kit.reactivate(admin, { code: byPerson })).json()).toMatchObject({
      active: false,
      review: null,
      reviewedBy: null,
      reviewedAt: null,
    });
  });

  it('by CSV records the review as one by one does', async () => {
    // A code of this test's choosing: a random one read back from a CSV could start with letters file-type takes for a signature.
    const [code] = chosenCodes('VR', 1) as [string];
    await addCodes(t, (await demoPrintRun(t)).batch, [code]);
    await autoBlacklisted(code);
    const reply = await kit.upload(admin, { action: 'reactivate' }, `${code}\n`);
    expect(reply.json()).toEqual({ processed: 1, changed: 1, alreadyInState: 0 });
    expect(await entryOf(code)).toMatchObject({
      active: false,
      review: 'pending',
      reviewedBy: 'admin',
    });
  });
});
