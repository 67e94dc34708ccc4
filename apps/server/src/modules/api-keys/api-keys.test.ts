import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract } from '@veritag/api';
import { apiKeyPattern, type HeldPrivilege } from '@veritag/domain';
import { call } from '../../test-support/api-calls';
import { otherCompanyAdmin } from '../../test-support/master-data';
import { printRunCodes, rowsOf } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { keysKit, observation } from './test-support/api-keys';

let t: TestApp;
const kit = keysKit(() => t);
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
});
afterAll(async () => t.close());

const { events, captureJob, captureJobStatus } = contract.traceEvents;
const queryEvents = (key: string, headers?: Record<string, string>) =>
  call(t, events, { query: { perPage: 1 }, headers }, headers ? undefined : key);
const storedRows = () =>
  rowsOf<Record<string, unknown>>(t, sql`select * from api_keys order by id`);
const auditOf = async (search: string) =>
  (await call(t, contract.audit.list, { query: { search, size: 50 } }, admin)).body.content;

const integrations = (level: number): HeldPrivilege[] => [
  { parent: null, name: 'Integrations', priority: level } as HeldPrivilege,
];
const trace: HeldPrivilege[] = [{ parent: null, name: 'Track & Trace', priority: 1 }];

describe('making, listing, rotating and revoking keys', () => {
  it('shows a new key once, stores only its SHA-256, and lists it by its first characters', async () => {
    const made = await kit.make(admin, ['trace:read'], { name: 'Packing line 1' });
    expect(made.key).toMatch(apiKeyPattern);
    expect(made.shown).toBe(made.key.slice(0, 12));
    expect(made).toMatchObject({
      name: 'Packing line 1',
      scopes: ['trace:read'],
      createdBy: 'admin',
    });

    const listed = await call(t, contract.apiKeys.list, {}, admin);
    expect(listed.body.map((key) => key.id)).toContain(made.id);
    expect(listed.text).not.toContain(made.key);

    const rows = await storedRows();
    expect(JSON.stringify(rows)).not.toContain(made.key);
    const digest = createHash('sha256').update(made.key).digest('hex');
    expect(rows.find((row) => row.id === made.id)).toMatchObject({ key_hash: digest });
  });

  it('rotates a key: a new key with the same name, scopes and expiry, the old one refused at once', async () => {
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const old = await kit.make(admin, ['trace:read', 'scans:read'], { name: 'ERP', expiresAt });
    expect((await queryEvents(old.key)).status).toBe(200);

    const rotated = await call(t, contract.apiKeys.rotate, { params: { id: old.id } }, admin);
    expect(rotated.body).toMatchObject({
      name: 'ERP',
      scopes: ['trace:read', 'scans:read'],
      expiresAt,
    });
    expect(rotated.body.key).not.toBe(old.key);
    const refused = await queryEvents(old.key);
    expect(refused.status).toBe(401);
    expect(refused.problem.title).toBe('This API key has been revoked');
    expect((await queryEvents(rotated.body.key)).status).toBe(200);

    const again = await call(t, contract.apiKeys.rotate, { params: { id: old.id } }, admin);
    expect(again.status).toBe(409);
  });

  it('revokes a key: its next call is refused at once, and the list keeps it as revoked', async () => {
    const made = await kit.make(admin, ['trace:read']);
    expect((await queryEvents(made.key)).status).toBe(200);
    const revoked = await call(t, contract.apiKeys.revoke, { params: { id: made.id } }, admin);
    expect(revoked.status).toBe(204);
    const refused = await queryEvents(made.key);
    expect(refused.status).toBe(401);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.problem.title).toBe('This API key has been revoked');
    const listed = (await call(t, contract.apiKeys.list, {}, admin)).body;
    expect(listed.find((key) => key.id === made.id)?.revokedAt).not.toBeNull();
  });

  it('refuses an expired key at once, and an expiry in the past when making one', async () => {
    const made = await kit.make(admin, ['trace:read'], {
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await queryEvents(made.key)).status).toBe(200);
    t.advanceClock(3_600_001);
    const refused = await queryEvents(made.key);
    expect(refused.status).toBe(401);
    expect(refused.problem.title).toBe('This API key has expired');

    const past = await call(
      t,
      contract.apiKeys.create,
      { body: { name: 'Late', scopes: ['trace:read'], expiresAt: '2020-01-01T00:00:00Z' } },
      admin,
    );
    expect(past.status).toBe(400);
    expect(past.problem.title).toBe('A key cannot expire in the past');
  });

  it('refuses an unknown or malformed key with 401', async () => {
    const unknown = await queryEvents(`vtk_${'A'.repeat(43)}`);
    expect(unknown.status).toBe(401);
    expect(unknown.problem.title).toBe('This API key is not valid');
    const malformed = await queryEvents('', { 'x-api-key': 'vtk_short' });
    expect(malformed.status).toBe(401);
    expect(malformed.problem.title).toBe('This API key is not valid');
  });

  it("hides another company's keys (404) and lets no key manage keys", async () => {
    const made = await kit.make(admin, ['trace:read']);
    const other = await otherCompanyAdmin(t, 'Keys Elsewhere Ltd');
    expect((await call(t, contract.apiKeys.list, {}, other.token)).body).toEqual([]);
    for (const spec of [contract.apiKeys.rotate, contract.apiKeys.revoke]) {
      const reply = await call(t, spec, { params: { id: made.id } }, other.token);
      expect(reply.status).toBe(404);
      expect(reply.problem.title).toBe('API key not found');
    }
    const byKey = await call(t, contract.apiKeys.list, {}, made.key);
    expect(byKey.status).toBe(403);
    expect(byKey.problem.title).toBe('This call is not open to API keys');
  });

  it("offers Integrations in a user's privilege tree, levels 1 to 3", async () => {
    const user = await kit.person('ROLE_USER', []);
    const tree = await call(t, contract.privileges.ofUser, { params: { userId: user.id } }, admin);
    expect(tree.body).toContainEqual(
      expect.objectContaining({ name: 'Integrations', maxPriority: 3, priority: 0 }),
    );
  });

  it('lets a user with the Integrations privilege make keys, and refuses one without it', async () => {
    const holder = await kit.person('ROLE_USER', [...integrations(2), ...trace]);
    expect((await kit.make(holder.token, ['trace:read'])).createdBy).toBe(holder.login);
    const viewer = await kit.person('ROLE_USER', integrations(1));
    const refused = await call(
      t,
      contract.apiKeys.create,
      { body: { name: 'No', scopes: ['trace:read'] } },
      viewer.token,
    );
    expect(refused.status).toBe(403);
    expect((await call(t, contract.apiKeys.list, {}, viewer.token)).status).toBe(200);
  });

  it('records making, rotating and revoking in the audit trail', async () => {
    const made = await kit.make(admin, ['codes:read'], { name: 'Audited key' });
    await call(t, contract.apiKeys.rotate, { params: { id: made.id } }, admin);
    const rotated = (await call(t, contract.apiKeys.list, {}, admin)).body.find(
      (key) => key.name === 'Audited key' && key.revokedAt === null,
    )!;
    await call(t, contract.apiKeys.revoke, { params: { id: rotated.id } }, admin);
    const trail = await auditOf('Audited key');
    expect(trail.map((event) => event.action).sort()).toEqual([
      'apiKey.created',
      'apiKey.revoked',
      'apiKey.rotated',
    ]);
    expect(trail.every((event) => event.actor === 'admin')).toBe(true);
  });
});

describe('calling with a key', () => {
  it('takes the key as a bearer or in X-API-Key, and the session still works', async () => {
    const made = await kit.make(admin, ['trace:read']);
    expect((await queryEvents(made.key)).status).toBe(200);
    expect((await queryEvents('', { 'x-api-key': made.key })).status).toBe(200);
    expect((await queryEvents(admin)).status).toBe(200);
  });

  it('captures EPCIS with trace:write and polls the capture job, as a line system does', async () => {
    const made = await kit.make(admin, ['trace:write']);
    const [code] = (await printRunCodes(t, 1, 900)).map((row) => row.code);
    const accepted = await call(
      t,
      captureJob,
      { body: observation([code!]) as never, headers: { 'content-type': 'application/ld+json' } },
      made.key,
    );
    expect(accepted.status, accepted.text).toBe(202);
    const job = await call(
      t,
      captureJobStatus,
      { link: String(accepted.headers.location) },
      made.key,
    );
    expect(job.body).toMatchObject({ success: true, running: false });
    const query = await queryEvents(made.key);
    expect(query.status).toBe(403);
    expect(query.problem.title).toBe('This API key lacks the scope trace:read');
  });

  it('writes an audit row per call under the key name, and notes its last use', async () => {
    const made = await kit.make(admin, ['trace:read'], { name: 'Audited line' });
    await queryEvents(made.key);
    await call(t, contract.users.list, {}, made.key);
    await vi.waitFor(async () => expect(await auditOf('Audited line (API key)')).toHaveLength(2));
    const rows = await auditOf('Audited line (API key)');
    expect(rows.map((row) => row.detail).sort()).toEqual([
      expect.stringMatching(
        /^GET \/api\/epcis\/events answered 200 \(key vtk_.{8}…, made by admin\)$/,
      ),
      expect.stringMatching(/^GET \/api\/users answered 403 /),
    ]);
    expect(
      rows.every((row) => row.action === 'apiKey.used' && row.actor === 'Audited line (API key)'),
    ).toBe(true);
    const listed = (await call(t, contract.apiKeys.list, {}, admin)).body.find(
      (k) => k.id === made.id,
    );
    expect(listed?.lastUsedAt).not.toBeNull();
  });
});

describe("a key's power follows its maker's", () => {
  it('drops when the maker loses the privilege, and returns with it', async () => {
    const maker = await kit.person('ROLE_USER', [...integrations(2), ...trace]);
    const made = await kit.make(maker.token, ['trace:read']);
    expect((await queryEvents(made.key)).status).toBe(200);
    const save = (priviladges: object[]) =>
      call(
        t,
        contract.privileges.save,
        { body: { userId: maker.id, priviladges: priviladges as never } },
        admin,
      );
    const lowered = await save([
      { name: 'Integrations', priority: 2, maxPriority: 3, children: [] },
      { name: 'Track & Trace', priority: 0, maxPriority: 1, children: [] },
    ]);
    expect(lowered.status, lowered.text).toBe(200);
    const refused = await queryEvents(made.key);
    expect(refused.status).toBe(403);
    expect(refused.problem.title).toMatch(/Track & Trace/);
    await save([
      { name: 'Integrations', priority: 2, maxPriority: 3, children: [] },
      { name: 'Track & Trace', priority: 1, maxPriority: 1, children: [] },
    ]);
    expect((await queryEvents(made.key)).status).toBe(200);
  });

  it('stops when the maker is deactivated', async () => {
    const maker = await kit.person('ROLE_USER', [...integrations(2), ...trace]);
    const made = await kit.make(maker.token, ['trace:read']);
    await t.services.accounts.setActivated(maker.id, false);
    const refused = await queryEvents(made.key);
    expect(refused.status).toBe(401);
    expect(refused.problem.title).toBe(
      "This API key's maker is deactivated; the key acts for nobody",
    );
  });

  it("follows the maker's role: an admin's key loses what the admin role gave", async () => {
    const maker = await kit.person('ROLE_ADMIN', []);
    const made = await kit.make(maker.token, ['trace:read']);
    expect((await queryEvents(made.key)).status).toBe(200);
    await t.database.db.transaction((tx) =>
      t.services.accounts.managed.update(tx, maker.id, { role: 'ROLE_USER' }),
    );
    expect((await queryEvents(made.key)).status).toBe(403);
  });

  it("sees nothing of another company: a key answers 404 for another company's print run", async () => {
    const runs = await call(t, contract.printData.list, { query: { size: 1 } }, admin);
    const runId = runs.body.content[0]!.id;
    const own = await kit.make(admin, ['print-data:write']);
    expect((await call(t, contract.printData.get, { params: { id: runId } }, own.key)).status).toBe(
      200,
    );
    const other = await otherCompanyAdmin(t, 'Other Keys Ltd');
    const foreign = await kit.make(other.token, ['print-data:write']);
    const seen = await call(t, contract.printData.get, { params: { id: runId } }, foreign.key);
    expect(seen.status).toBe(404);
  });
});
