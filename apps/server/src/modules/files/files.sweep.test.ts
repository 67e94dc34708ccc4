import { randomUUID } from 'node:crypto';
import { access, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { smallPng } from '../../test-support/images';
import { localDiskStorage } from '../../platform/file-storage';
import { storedFiles } from './files.table';
import { call } from '../../test-support/api-calls';

const hour = 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Writes bytes under a storage-made name, as a process killed before its row was committed leaves them. */
async function leaveStray(name: string, ageMs: number): Promise<string> {
  const key = `${name.slice(0, 2)}/${name}`;
  await mkdir(path.join(t.filesDir, key.slice(0, 2)), { recursive: true });
  await writeFile(path.join(t.filesDir, key), smallPng());
  const then = new Date(Date.now() - ageMs);
  await utimes(path.join(t.filesDir, key), then, then);
  return key;
}

it('at start, files no row names that are older than an hour are removed and rows whose file is missing are reported', async () => {
  const admin = await tokenFor(t, 'admin');
  const uploaded = await call(
    t,
    contract.guilloche.create,
    { body: { color: 'Doomed' }, files: { file: { bytes: smallPng(), name: 'doomed.png' } } },
    admin,
  );
  const doomedId = uploaded.body.imageUrl.split('/').pop();
  const rows = await t.database.db
    .select({ id: storedFiles.id, key: storedFiles.storageKey })
    .from(storedFiles);
  const doomed = rows.find((row) => row.id === doomedId)!;
  await rm(path.join(t.filesDir, doomed.key));

  const oldStray = await leaveStray(`${randomUUID()}.png`, 2 * hour);
  const oldPartial = await leaveStray(`${randomUUID()}.png.partial-${randomUUID()}`, 2 * hour);
  const freshStray = await leaveStray(`${randomUUID()}.png`, 5 * 60 * 1000);
  const freshPartial = await leaveStray(`${randomUUID()}.jpg.partial-${randomUUID()}`, 0);
  // Not a name storage makes: an operator's file is not ours to delete.
  await writeFile(path.join(t.filesDir, 'README.txt'), 'backup notes');
  await utimes(path.join(t.filesDir, 'README.txt'), new Date(0), new Date(0));

  const warnings: string[] = [];
  const log = {
    info: () => undefined,
    warn: (_details: object, message: string) => warnings.push(message),
  };
  const result = await t.services.files.sweepOrphans({ olderThanMs: hour, log });

  expect(result.removed.sort()).toEqual([oldStray, oldPartial].sort());
  expect(await exists(path.join(t.filesDir, oldStray))).toBe(false);
  expect(await exists(path.join(t.filesDir, oldPartial))).toBe(false);
  expect(await exists(path.join(t.filesDir, freshStray))).toBe(true);
  expect(await exists(path.join(t.filesDir, freshPartial))).toBe(true);
  expect(await exists(path.join(t.filesDir, 'README.txt'))).toBe(true);

  expect(result.missing).toEqual([{ fileId: doomedId, purpose: 'guilloche-image' }]);
  expect(warnings).toEqual([
    `Stored file ${doomedId} (guilloche-image) has a record but its bytes are missing`,
  ]);
  const rowsAfter = await t.database.db.select({ key: storedFiles.storageKey }).from(storedFiles);
  expect(rowsAfter).toHaveLength(rows.length);
  for (const row of rows.filter((r) => r.id !== doomedId)) {
    expect({ key: row.key, kept: await exists(path.join(t.filesDir, row.key)) }).toEqual({
      key: row.key,
      kept: true,
    });
  }
});

it('before anything was ever uploaded the storage folder does not exist, and the sweep finds nothing rather than failing', async () => {
  await expect(localDiskStorage(path.join(t.filesDir, 'not-made-yet')).list()).resolves.toEqual([]);
});
