import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { readXlsxRows } from '../../platform/reports/test-support/read-report';
import { demoCompanyId } from '../../test-support/master-data';
import { demoRunParts, printRuns, runFields } from '../../test-support/print-runs';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { call } from '../../test-support/api-calls';

/*
 * Decision 0397: a serial number that looks like a formula to a spreadsheet (-0042, +44 20 7946)
 * is printed as typed. The print file carries it exactly, and a printing job made of that file
 * hands the printer the same bytes.
 */
const publicBaseUrl = 'https://labels.example.com';
const serials = ['-0042', '+44 20 7946', '0012', 'Ünïcode "7"'];
const byteOrderMark = Buffer.from([0xef, 0xbb, 0xbf]);

let t: TestApp;
let admin: string;
let runs: ReturnType<typeof printRuns>;
let run: { id: number };
let csv: Buffer;

beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl });
  admin = await tokenFor(t, 'admin');
  runs = printRuns(t, admin);
  const { productSerialNumber: _typed, ...fields } = runFields(
    await demoRunParts(t, admin),
    serials.length,
    { up: '2' },
  );
  const serialCsv = `Serial Number\r\n${serials.map((serial) => (serial.includes('"') ? `"${serial.replace(/"/g, '""')}"` : serial)).join('\r\n')}\r\n`;
  run = await runs.generated(fields, {
    serialNumberCsv: { bytes: Buffer.from(serialCsv), name: 'serials.csv', type: 'text/csv' },
  });
  const reply = await call(
    t,
    contract.printData.download,
    { params: { id: run.id, kind: 'csv' } },
    admin,
  );
  expect(reply.status, reply.text).toBe(200);
  csv = reply.body;
}, 60_000);
afterAll(async () => t?.close());

describe("a print run's files", () => {
  it('carry each serial number in the CSV exactly as written: no apostrophe, no byte order mark, quoted only where RFC 4180 needs it', () => {
    expect(csv.subarray(0, 3).equals(byteOrderMark)).toBe(false);
    const [header, ...lines] = csv.toString('utf8').split('\r\n');
    expect(header).toBe('Sr No,Lane,Code,URL,Serial Number,Month,Year');
    expect(lines.pop()).toBe('');
    const codes = lines.map((line) => line.split(',')[2]!);
    const printed = ['-0042', '+44 20 7946', '0012', '"Ünïcode ""7"""'];
    expect(lines).toEqual(
      codes.map(
        (code, index) =>
          `${index + 1},${(index % 2) + 1},${code},${publicBaseUrl}/v/${code},${printed[index]},Nov,2026`,
      ),
    );
  });

  it('carry them in the Excel file as text cells, the same characters', async () => {
    const reply = await call(
      t,
      contract.printData.download,
      { params: { id: run.id, kind: 'xlsx' } },
      admin,
    );
    const { rows } = await readXlsxRows(reply.body);
    expect(rows.slice(1).map((row) => row[4])).toEqual(serials);
  });

  it('reach the printer byte for byte when the CSV is sent as a printing job', async () => {
    const saved = await call(
      t,
      contract.printingJobs.create,
      {
        body: { noOfJob: '2' },
        files: { file: { bytes: csv, name: `print-data-${run.id}-codes.csv`, type: 'text/csv' } },
      },
      admin,
    );
    expect(saved.status, saved.text).toBe(200);
    const job = saved.body;
    await t.jobs.whenIdle(30_000);
    expect(
      (await call(t, contract.printingJobs.sendForPrinting, { params: { id: job.id } }, admin))
        .status,
    ).toBe(200);
    await t.jobs.whenIdle(30_000);

    const folder = path.join(t.printingDropDir, `company-${await demoCompanyId(t)}`);
    const names = (await readdir(folder))
      .filter((name) => name.startsWith(`printing-job-${job.id}-`))
      .sort();
    const printed = await Promise.all(names.map((name) => readFile(path.join(folder, name))));
    expect(names).toHaveLength(2);
    const [header, ...lines] = csv.toString('utf8').split('\r\n').slice(0, -1);
    expect(printed.map((file) => file.toString('utf8'))).toEqual([
      [header, ...lines.slice(0, 2), ''].join('\r\n'),
      [header, ...lines.slice(2), ''].join('\r\n'),
    ]);
  });
});
