import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { contract } from '@veritag/api';
import { call } from './api-calls';
import { tokenFor } from './sessions';
import { createTestApp, type TestApp } from './test-app';
import { testDatabaseMode } from './test-database';

/*
 * Test apps start from a copy of a template made once per run (scripts/vitest-global-setup.ts):
 * the demo as a first start makes it, stored files included, and every app its own copy.
 */
const opened: TestApp[] = [];
const open = async (...args: Parameters<typeof createTestApp>) => {
  const t = await createTestApp(...args);
  opened.push(t);
  return t;
};
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

const companyNames = async (t: TestApp) => {
  const query = { page: 0, size: 50 };
  const reply = await call(t, contract.companies.list, { query }, await tokenFor(t, 'superadmin'));
  return reply.body.content.map((company) => company.name);
};

// Each test here opens one or two apps, and opening one is the slow part of any server test:
// on a loaded machine a PGlite copy of the demo took over 30 s to open.
describe('a test app', { timeout: 90_000 }, () => {
  it('starts from the demo, and the demo logins sign in with the demo password, the one-time code step included', async () => {
    const t = await open();
    expect(await companyNames(t)).toEqual(['Demo Labels Ltd']);
    for (const login of ['superadmin', 'admin', 'user', 'producer'])
      expect(await tokenFor(t, login)).toMatch(/^ey/);
  });

  it('has a copy of its own: what one app writes, the next app does not see', async () => {
    const first = await open();
    const created = await call(
      first,
      contract.companies.create,
      { body: { name: 'Only In The First App' } },
      await tokenFor(first, 'superadmin'),
    );
    expect(created.status).toBe(200);
    const second = await open();
    expect(await companyNames(first)).toContain('Only In The First App');
    expect(await companyNames(second)).toEqual(['Demo Labels Ltd']);
  });

  it("comes with the demo's stored files: each guilloche image downloads, in a files folder of its own", async () => {
    const first = await open();
    const second = await open();
    expect(first.filesDir).not.toBe(second.filesDir);
    const admin = await tokenFor(second, 'admin');
    const images = (await call(second, contract.guilloche.list, {}, admin)).body.content;
    expect(images).toHaveLength(3);
    for (const image of images) {
      const file = await call(second, contract.system.file, { link: image.imageUrl }, admin);
      expect(file.status).toBe(200);
      expect(file.body.subarray(1, 4).toString()).toBe('PNG');
    }
    // The three images, the demo template's master PDF, the demo token batch's four files (its
    // label PDF, codes CSV, URLs CSV and manifest), the demo print run's CSV and Excel files and
    // its first roll's file, the demo printing job's CSV and its four job files, the demo
    // token data's pack list and token file, the scanned run's CSV and Excel files, and the four
    // brands' logos with the picture and label image of each of their three products.
    expect(await second.storedFileCount()).toBe(3 + 1 + 4 + 3 + 5 + 2 + 2 + 4 + 4 * 3 * 2);
  });

  it("from the 'empty' template has the schema and no rows: nobody can sign in", async () => {
    const t = await open({}, { template: 'empty' });
    const reply = await call(t, contract.auth.checkLogin, {
      body: { username: 'superadmin', password: 'demo-pass-1' },
    });
    expect(reply.status).toBe(401);
    expect(await t.storedFileCount()).toBe(0);
  });

  it('on PostgreSQL is a database of its own, dropped when the app closes', async (ctx) => {
    ctx.skip(testDatabaseMode() !== 'postgres', 'PGlite copies live in memory and go with the app');
    const databases = async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database');
      await client.end();
      return rows.map((row) => row.datname);
    };
    const t = await createTestApp();
    const { rows } = await t.database.pgPool!.query<{ name: string }>(
      'SELECT current_database() AS name',
    );
    const name = rows[0]!.name;
    expect(await databases()).toContain(name);
    await t.close();
    expect(await databases()).not.toContain(name);
  });
});
