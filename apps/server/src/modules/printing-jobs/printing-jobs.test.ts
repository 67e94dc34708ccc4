import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type CallInput } from '@veritag/api';
import type { HeldPrivilege, PrintingJob } from '@veritag/domain';
import { fastTiming, until } from '../../platform/jobs/test-support/fast-jobs';
import { call, type Loose } from '../../test-support/api-calls';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { startFtpServer, startSftpServer, type TestPrinterServer } from './test-printer-servers';

type JobReply = PrintingJob;
const { printingJobs, printingDestinations, system } = contract;

let t: TestApp;
let admin: string;
let companyId: number;
let ftp: TestPrinterServer;
let sftp: TestPrinterServer;
beforeAll(async () => {
  [t, ftp, sftp] = await Promise.all([
    createTestApp({ jobTiming: fastTiming }),
    startFtpServer(),
    startSftpServer(),
  ]);
  admin = await tokenFor(t, 'admin');
  companyId = (
    await t.services.companies.page({
      page: 0,
      size: 10,
      sort: { field: 'createdDate', direction: 'desc' },
      search: '',
      'contains.name': '',
    })
  ).content.find((c) => c.name === 'Demo Labels Ltd')!.id;
}, 120_000);
afterAll(async () => {
  await t.close();
  await Promise.all([ftp.close(), sftp.close()]);
});

/** A CSV of `rows` serial numbers under a header. */
const csvOf = (rows: number, header = 'serial,code') =>
  Buffer.from(
    [
      header,
      ...Array.from({ length: rows }, (_, i) => `SN-${i + 1},C${String(i + 1).padStart(5, '0')}`),
    ].join('\r\n') + '\r\n',
  );

type Owner = 'vendor' | 'plant';
/** The add form's fields as a browser sends them. */
type JobFields = { noOfJob: string; destination?: string };
type DestinationFields = Loose<NonNullable<CallInput<typeof printingDestinations.save>['body']>>;

const save = (
  fields: JobFields,
  csv: Buffer | null = csvOf(10),
  token = admin,
  name = 'serials.csv',
) =>
  call(
    t,
    printingJobs.create,
    { body: fields, files: { file: csv ? { bytes: csv, name, type: 'text/csv' } : undefined } },
    token,
  );
const list = async (token = admin, query: CallInput<typeof printingJobs.list>['query'] = {}) =>
  (await call(t, printingJobs.list, { query: { size: 100, ...query } }, token)).body;
const one = async (id: number) => (await list()).content.find((job) => job.id === id)!;
const send = (id: number, token = admin) =>
  call(t, printingJobs.sendForPrinting, { params: { id } }, token);
const setDestination = (kind: Owner, id: number, body: DestinationFields, token = admin) =>
  call(t, printingDestinations.save, { params: { kind, id }, body }, token);
const removeDestination = (kind: Owner, id: number, token = admin) =>
  call(t, printingDestinations.remove, { params: { kind, id } }, token);
const targets = async (token = admin) => (await call(t, printingDestinations.list, {}, token)).body;

async function waitFor(
  id: number,
  check: (job: JobReply) => boolean,
  timeoutMs = 20_000,
): Promise<JobReply> {
  let last: JobReply | undefined;
  await until(async () => check((last = await one(id))), timeoutMs).catch(() => {
    throw new Error(`Job ${id} never reached the state: ${JSON.stringify(last)}`);
  });
  return last!;
}
/** Adds a job and waits for its files to be made. */
async function readyJob(fields: JobFields, csv = csvOf(10)): Promise<JobReply> {
  const reply = await save(fields, csv);
  expect(reply.status, reply.text).toBe(200);
  return waitFor(reply.body.id, (job) => job.status === 'COMPLETED');
}
const sent = (id: number, timeoutMs?: number) =>
  waitFor(id, (job) => job.printingStatus !== 'SENDING', timeoutMs);

async function userWith(login: string, privileges: HeldPrivilege[]): Promise<string> {
  await t.services.accounts.create({
    login,
    password: demoPassword,
    firstName: 'P',
    lastName: 'J',
    role: 'ROLE_USER',
    companyId,
    privileges,
  });
  return tokenFor(t, login);
}
const counts = async () => ({
  jobs: (await list()).totalElements,
  files: await t.storedFileCount(),
});

describe('printing jobs: add, split, list', () => {
  it('splits the CSV into noOfJob job files, header on each, rows dealt in order', async () => {
    const added = await save({ noOfJob: '3' }, csvOf(10));
    expect(added.status, added.text).toBe(200);
    expect(added.body).toMatchObject({
      noOfJob: 3,
      fileName: 'serials.csv',
      status: 'RUNNING',
      printingStatus: 'NOT SENT',
      rows: 10,
      destination: null,
    });
    const job = await waitFor(added.body.id, (j) => j.status === 'COMPLETED');
    expect(job.printingStatus).toBe('NOT SENT');

    // The uploaded CSV downloads as it was sent, for whoever may read the list.
    const csv = await call(t, system.file, { link: job.file }, admin);
    expect(csv.status).toBe(200);
    expect(csv.body.toString()).toBe(csvOf(10).toString());

    expect((await send(job.id)).body).toMatchObject({ printingStatus: 'SENDING' });
    const done = await sent(job.id);
    expect(done).toMatchObject({
      printingStatus: 'SENT',
      sentTo: 'the local drop folder',
      printingReason: null,
    });
    const folder = path.join(t.printingDropDir, `company-${companyId}`);
    const names = (await readdir(folder))
      .filter((name) => name.startsWith(`printing-job-${job.id}-`))
      .sort();
    expect(names).toEqual([1, 2, 3].map((part) => `printing-job-${job.id}-part-${part}-of-3.csv`));
    const parts = await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')));
    expect(parts[0]).toBe(
      'serial,code\r\nSN-1,C00001\r\nSN-2,C00002\r\nSN-3,C00003\r\nSN-4,C00004\r\n',
    );
    expect(parts.map((part) => part.split('\r\n').filter(Boolean).length - 1)).toEqual([4, 3, 3]);
    expect(parts.join('').match(/SN-\d+/g)).toEqual(
      Array.from({ length: 10 }, (_, i) => `SN-${i + 1}`),
    );
    expect((await readdir(folder)).some((name) => name.includes('.partial'))).toBe(false);
  });

  it('lists newest first, pages, and filters by printing status', async () => {
    const page = await list(admin, { page: 0, size: 2, sort: 'createdDate,desc' });
    expect(page.content).toHaveLength(2);
    const all = (await list()).content;
    expect(all.map((job) => job.id)).toEqual([...all.map((job) => job.id)].sort((a, b) => b - a));
    const notSent = await list(admin, { 'contains.printingStatus': 'not' });
    expect(notSent.content.length).toBeGreaterThan(0);
    expect(notSent.content.every((job) => job.printingStatus === 'NOT SENT')).toBe(true);
    expect(all.some((job) => job.printingStatus === 'SENT')).toBe(true);
    // The demo's job, made at first start, is ready to send.
    expect(all.find((job) => job.fileName === 'demo-serials.csv')).toMatchObject({
      status: 'COMPLETED',
      printingStatus: 'NOT SENT',
      noOfJob: 4,
      rows: 40,
    });
  });

  it.each([
    [
      'more than 200 jobs',
      { noOfJob: '201' },
      csvOf(300),
      'noOfJob',
      'Value must be less than 200',
    ],
    ['no number of jobs', { noOfJob: '' }, csvOf(3), 'noOfJob', 'This field is required'],
    [
      'more jobs than rows',
      { noOfJob: '11' },
      csvOf(10),
      'noOfJob',
      'The CSV file has 10 data rows: it cannot be split into 11 jobs',
    ],
    [
      'a row with another number of columns',
      { noOfJob: '1' },
      Buffer.from('serial,code\nA,1\nB,2,extra\n'),
      'file',
      'Row 3 of the CSV file has 3 columns but its header has 2',
    ],
    [
      'a header with a blank name',
      { noOfJob: '1' },
      Buffer.from('serial,,code\nA,1,2\n'),
      'file',
      "The CSV file's first row must name every column: column 2 has no name",
    ],
    [
      'a header and no rows',
      { noOfJob: '1' },
      Buffer.from('serial,code\r\n\r\n'),
      'file',
      'The CSV file has a header row but no data rows',
    ],
    [
      'a quote never closed',
      { noOfJob: '1' },
      Buffer.from('serial,code\nA,"1\n'),
      'file',
      'Row 2 of the CSV file opens a quote that is never closed',
    ],
    [
      'a destination that is not a choice',
      { noOfJob: '1', destination: 'printer:1' },
      csvOf(3),
      'destination',
      'Please choose a value from the list',
    ],
  ])('refuses %s with 400 and writes nothing', async (_name, fields, csv, field, detail) => {
    const before = await counts();
    const reply = await save(fields, csv);
    expect(reply.status).toBe(400);
    expect(reply.headers['content-type']).toContain('application/problem+json');
    expect(reply.problem.errors).toContainEqual(expect.objectContaining({ field, detail }));
    expect(reply.problem.title).toContain(detail);
    expect(await counts()).toEqual(before);
  });

  it('requires the CSV file', async () => {
    const reply = await save({ noOfJob: '1' }, null);
    expect(reply.status).toBe(400);
    expect(reply.problem.errors?.[0]).toMatchObject({
      field: 'file',
      detail: 'This field is required',
    });
  });

  it('judges the file by its content: a PDF named .csv is 415, over 10,000,000 bytes is 413, and nothing is kept', async () => {
    const before = await counts();
    const pdf = await save(
      { noOfJob: '1' },
      Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'),
    );
    expect(pdf.status).toBe(415);
    expect(pdf.problem.title).toBe('The file must be a CSV file');
    const row = 'SN-0000000001,CODE-000000000001\n';
    const huge = Buffer.from(`serial,code\n${row.repeat(Math.ceil(10_000_001 / row.length))}`);
    const tooLarge = await save({ noOfJob: '1' }, huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.problem.title).toBe('The file is larger than 10 MB');
    expect(await counts()).toEqual(before);
  });

  it('takes a vendor or plant of the company only (404 otherwise, nothing written)', async () => {
    const before = await counts();
    const reply = await save({ noOfJob: '1', destination: 'vendor:999999' }, csvOf(2));
    expect(reply.status).toBe(404);
    expect(reply.problem.title).toBe('Vendor not found');
    expect(await counts()).toEqual(before);
  });
});

describe('delivery to the printer', () => {
  let vendor: { id: number; name: string };
  let plant: { id: number; name: string };
  beforeAll(async () => {
    const all = await targets();
    vendor = all.find((target) => target.kind === 'vendor')!;
    plant = all.find((target) => target.kind === 'plant')!;
    expect(vendor && plant).toBeTruthy();
  });

  it('sends to a vendor FTP server: files arrive whole under their names in the folder; the password never comes back', async () => {
    const saved = await setDestination('vendor', vendor.id, {
      protocol: 'ftp',
      host: '127.0.0.1',
      port: ftp.port,
      username: ftp.username,
      password: ftp.password,
      folder: '/incoming/labels/',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.destination).toEqual({
      protocol: 'ftp',
      host: '127.0.0.1',
      port: ftp.port,
      username: 'printer',
      password: '********',
      folder: '/incoming/labels',
    });
    expect(JSON.stringify(await targets())).not.toContain(ftp.password);

    const job = await readyJob({ noOfJob: '2', destination: `vendor:${vendor.id}` }, csvOf(5));
    expect(job.destination).toEqual({ kind: 'vendor', id: vendor.id, name: vendor.name });
    await send(job.id);
    expect(await sent(job.id)).toMatchObject({
      printingStatus: 'SENT',
      sentTo: `ftp://127.0.0.1:${ftp.port}/incoming/labels`,
    });
    const files = (await ftp.files()).filter((name) => name.includes(`printing-job-${job.id}-`));
    expect(files).toEqual([
      `incoming/labels/printing-job-${job.id}-part-1-of-2.csv`,
      `incoming/labels/printing-job-${job.id}-part-2-of-2.csv`,
    ]);
    expect(await ftp.read(files[1]!)).toBe('serial,code\r\nSN-4,C00004\r\nSN-5,C00005\r\n');
    expect((await ftp.files()).some((name) => name.includes('.partial'))).toBe(false);

    // Sending again (a reprint) puts every file again under the same names.
    await send(job.id);
    expect((await sent(job.id)).printingStatus).toBe('SENT');
    expect((await ftp.files()).filter((name) => name.includes(`printing-job-${job.id}-`))).toEqual(
      files,
    );
  });

  it('shows FAILED with the reason on a wrong password, and a send after the password is mended succeeds', async () => {
    await setDestination('vendor', vendor.id, {
      protocol: 'ftp',
      host: '127.0.0.1',
      port: ftp.port,
      username: ftp.username,
      password: 'wrong-password',
      folder: 'wrong-pass',
    });
    const job = await readyJob({ noOfJob: '1', destination: `vendor:${vendor.id}` }, csvOf(2));
    await send(job.id);
    const failed = await sent(job.id);
    expect(failed.printingStatus).toBe('FAILED');
    expect(failed.printingReason).toBe(
      `The job could not be sent to the printer: 127.0.0.1:${ftp.port} refused the user name or password.`,
    );
    expect((await ftp.files()).some((name) => name.startsWith('wrong-pass/'))).toBe(false);

    // The mask keeps the stored password; a new one replaces it.
    const kept = await setDestination('vendor', vendor.id, {
      protocol: 'ftp',
      host: '127.0.0.1',
      port: ftp.port,
      username: ftp.username,
      password: '********',
      folder: 'wrong-pass',
    });
    expect(kept.status).toBe(200);
    await setDestination('vendor', vendor.id, {
      protocol: 'ftp',
      host: '127.0.0.1',
      port: ftp.port,
      username: ftp.username,
      password: ftp.password,
      folder: 'wrong-pass',
    });
    expect((await send(job.id)).body.printingStatus).toBe('SENDING');
    expect(await sent(job.id)).toMatchObject({ printingStatus: 'SENT', printingReason: null });
    expect(await ftp.files()).toContain(`wrong-pass/printing-job-${job.id}-part-1-of-1.csv`);
  });

  it('retries by itself while the server is down, saying why, and delivers once it is back', async () => {
    await setDestination('vendor', vendor.id, {
      protocol: 'ftp',
      host: '127.0.0.1',
      port: ftp.port,
      username: ftp.username,
      password: ftp.password,
      folder: 'retry',
    });
    const job = await readyJob({ noOfJob: '2', destination: `vendor:${vendor.id}` }, csvOf(4));
    await ftp.stop();
    try {
      await send(job.id);
      const retrying = await waitFor(job.id, (j) => Boolean(j.printingReason));
      expect(retrying.printingStatus).toBe('SENDING');
      expect(retrying.printingReason).toBe(
        `Attempt 1 failed: could not connect to 127.0.0.1:${ftp.port} (connection refused); trying again`,
      );
      // A second send while one runs is refused.
      const twice = await send(job.id);
      expect(twice.status).toBe(409);
      expect(twice.problem.title).toBe('The job is being sent already');
    } finally {
      await ftp.start();
    }
    expect(await sent(job.id, 30_000)).toMatchObject({
      printingStatus: 'SENT',
      printingReason: null,
    });
    expect((await ftp.files()).filter((name) => name.startsWith('retry/'))).toHaveLength(2);
  }, 45_000);

  it('sends to a plant SFTP server, replacing the files of the same names when sent again', async () => {
    const saved = await setDestination('plant', plant.id, {
      protocol: 'sftp',
      host: '127.0.0.1',
      port: sftp.port,
      username: sftp.username,
      password: sftp.password,
      folder: 'drop/in',
    });
    expect(saved.status, saved.text).toBe(200);
    const job = await readyJob({ noOfJob: '2', destination: `plant:${plant.id}` }, csvOf(3));
    await send(job.id);
    expect(await sent(job.id, 40_000)).toMatchObject({
      printingStatus: 'SENT',
      sentTo: `sftp://127.0.0.1:${sftp.port}/drop/in`,
    });
    const names = [1, 2].map((part) => `drop/in/printing-job-${job.id}-part-${part}-of-2.csv`);
    expect(await sftp.files()).toEqual(names);
    expect(await sftp.read(names[1]!)).toBe('serial,code\r\nSN-3,C00003\r\n');
    await send(job.id);
    expect((await sent(job.id, 40_000)).printingStatus).toBe('SENT');
    expect(await sftp.files()).toEqual(names);
  }, 90_000);

  it('trusts the SFTP host key of the first delivery and sends nothing to a server with another key, until the destination is saved again', async () => {
    const destination = {
      protocol: 'sftp',
      host: '127.0.0.1',
      port: sftp.port,
      username: sftp.username,
      password: sftp.password,
      folder: 'pinned',
    };
    await setDestination('plant', plant.id, destination);
    const first = await readyJob({ noOfJob: '1', destination: `plant:${plant.id}` }, csvOf(1));
    await send(first.id);
    expect((await sent(first.id, 40_000)).printingStatus).toBe('SENT');

    await sftp.replaceHostKey!();
    const before = await sftp.files();
    const second = await readyJob({ noOfJob: '1', destination: `plant:${plant.id}` }, csvOf(1));
    await send(second.id);
    const refused = await sent(second.id, 40_000);
    expect(refused.printingStatus).toBe('FAILED');
    expect(refused.printingReason).toMatch(
      new RegExp(
        `^The job could not be sent to the printer: the SSH host key of 127\\.0\\.0\\.1:${sftp.port} is not the one of the first delivery \\(SHA256:[A-Za-z0-9+/]{43}, now SHA256:[A-Za-z0-9+/]{43}\\)`,
      ),
    );
    expect(await sftp.files()).toEqual(before);

    // Saving the destination again is the operator's word that the server was replaced.
    await setDestination('plant', plant.id, { ...destination, password: sftp.password });
    await send(second.id);
    expect((await sent(second.id, 40_000)).printingStatus).toBe('SENT');
  }, 120_000);

  it('SFTP with a wrong password fails with the reason', async () => {
    await setDestination('plant', plant.id, {
      protocol: 'sftp',
      host: '127.0.0.1',
      port: sftp.port,
      username: sftp.username,
      password: 'nope-nope',
      folder: 'x',
    });
    const job = await readyJob({ noOfJob: '1', destination: `plant:${plant.id}` }, csvOf(1));
    await send(job.id);
    expect((await sent(job.id)).printingReason).toBe(
      `The job could not be sent to the printer: 127.0.0.1:${sftp.port} refused the user name or password.`,
    );
  });

  it('goes to the local drop folder once the destination is removed', async () => {
    expect((await removeDestination('vendor', vendor.id)).status).toBe(204);
    const job = await readyJob({ noOfJob: '1', destination: `vendor:${vendor.id}` }, csvOf(1));
    await send(job.id);
    expect((await sent(job.id)).sentTo).toBe('the local drop folder');
    expect(await readdir(path.join(t.printingDropDir, `company-${companyId}`))).toContain(
      `printing-job-${job.id}-part-1-of-1.csv`,
    );
  });

  it('refuses a destination with a bad host, no password on a new destination, or an unknown protocol', async () => {
    const badHost = await setDestination('plant', plant.id, {
      protocol: 'ftp',
      host: 'ftp://x',
      username: 'u',
      password: 'p',
    });
    expect(badHost.status).toBe(400);
    expect(badHost.problem.errors?.[0]).toMatchObject({
      field: 'host',
      detail: 'Enter a host name or address only, such as printer.example.com',
    });
    await removeDestination('plant', plant.id);
    const masked = await setDestination('plant', plant.id, {
      protocol: 'ftp',
      host: 'printer.example',
      username: 'u',
      password: '********',
    });
    expect(masked.status).toBe(400);
    expect(masked.problem.title).toBe('Enter the password');
    const protocol = await setDestination('plant', plant.id, {
      protocol: 'http',
      host: 'printer.example',
      username: 'u',
      password: 'p',
    });
    expect(protocol.problem.errors?.[0]).toMatchObject({
      field: 'protocol',
      detail: 'Please choose a value from the list',
    });
    const defaults = await setDestination('plant', plant.id, {
      protocol: 'sftp',
      host: 'printer.example',
      username: 'u',
      password: 'p',
    });
    expect(defaults.body.destination).toMatchObject({ port: 22, folder: '' });
  });
});

describe('who may do what', () => {
  it("answers 404 for another company's job, destination and files; its list shows none of ours", async () => {
    const other = await t.services.companies.create({ name: 'Other Printing Co' });
    await t.services.accounts.create({
      login: 'pj-other-admin',
      password: demoPassword,
      firstName: 'O',
      lastName: 'A',
      role: 'ROLE_ADMIN',
      companyId: other.id,
    });
    const otherAdmin = await tokenFor(t, 'pj-other-admin');
    const mine = (await list()).content[0]!;
    expect((await list(otherAdmin)).content).toEqual([]);
    const theirs = await send(mine.id, otherAdmin);
    expect(theirs.status).toBe(404);
    expect(theirs.problem.title).toBe('Printing job not found');
    expect((await call(t, system.file, { link: mine.file }, otherAdmin)).status).toBe(404);
    const vendor = (await targets()).find((target) => target.kind === 'vendor')!;
    expect(
      (
        await setDestination(
          'vendor',
          vendor.id,
          { protocol: 'ftp', host: 'h', username: 'u', password: 'p' },
          otherAdmin,
        )
      ).status,
    ).toBe(404);
    // Found before judged: even a form that would be refused is 404 for another company's vendor.
    expect((await setDestination('vendor', vendor.id, {}, otherAdmin)).status).toBe(404);
    expect((await removeDestination('vendor', vendor.id, otherAdmin)).status).toBe(404);
    expect(
      (await save({ noOfJob: '1', destination: `vendor:${vendor.id}` }, csvOf(1), otherAdmin))
        .status,
    ).toBe(404);
    expect(await targets(otherAdmin)).toEqual([]);
  });

  it('needs Print Data 1 to list, 2 to add and send; only the company admin sets destinations', async () => {
    const viewer = await userWith('pj-viewer', [
      { parent: 'Printing', name: 'Print Data', priority: 1 },
    ]);
    const editor = await userWith('pj-editor', [
      { parent: 'Printing', name: 'Print Data', priority: 2 },
    ]);
    const nobody = await userWith('pj-nobody', [{ parent: null, name: 'Master', priority: 1 }]);
    const job = (await list()).content.find(
      (j) => j.status === 'COMPLETED' && j.printingStatus !== 'SENDING',
    )!;

    expect((await call(t, printingJobs.list, {}, nobody)).problem.title).toBe(
      'You need the Print Data privilege at level 1',
    );
    expect((await list(viewer)).totalElements).toBeGreaterThan(0);
    const add = await save({ noOfJob: '1' }, csvOf(1), viewer);
    expect(add.status).toBe(403);
    expect(add.problem.title).toBe('You need the Print Data privilege at level 2');
    expect((await send(job.id, viewer)).status).toBe(403);
    expect((await targets(viewer)).length).toBeGreaterThan(0);

    expect((await save({ noOfJob: '1' }, csvOf(1), editor)).status).toBe(200);
    expect((await send(job.id, editor)).status).toBe(200);
    const vendor = (await targets(editor)).find((target) => target.kind === 'vendor')!;
    expect(
      (
        await setDestination(
          'vendor',
          vendor.id,
          { protocol: 'ftp', host: 'h', username: 'u', password: 'p' },
          editor,
        )
      ).status,
    ).toBe(403);
    const superAdmin = await tokenFor(t, 'superadmin');
    expect((await call(t, printingJobs.list, {}, superAdmin)).status).toBe(403);
    await sent(job.id);
  });
});
