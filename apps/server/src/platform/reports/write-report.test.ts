import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { ReportColumn, ReportFormat } from './report-spec';
import { collect, readCsvRows, readXlsxRows } from './test-support/read-report';
import { streamReport, writeReport } from './write-report';

const columns: ReportColumn[] = [
  { header: 'Code', key: 'code', type: 'text' },
  { header: 'Quantity', key: 'quantity', type: 'number' },
  { header: 'Scanned', key: 'scanned', type: 'datetime' },
];

/** A row source that counts what was taken from it and whether it was closed (a cursor released). */
function countedRows(total: number, failAt?: number) {
  const state = { pulled: 0, closed: false };
  async function* rows() {
    try {
      for (let index = 0; index < total; index++) {
        if (index === failAt) throw new Error('the database went away');
        state.pulled++;
        yield {
          code: `VT-${index}`,
          quantity: index,
          scanned: new Date(Date.UTC(2024, 0, 1) + index * 1000),
        };
      }
    } finally {
      state.closed = true;
    }
  }
  return { rows: rows(), state };
}

/** Waits until the writer stops taking rows: it is then waiting on its reader. */
async function untilStalled(state: { pulled: number }) {
  let last = -1;
  for (let calm = 0; calm < 3;) {
    await sleep(25);
    calm = state.pulled === last ? calm + 1 : 0;
    last = state.pulled;
  }
}

const dataRowsOf = async (format: ReportFormat, bytes: Buffer) =>
  (format === 'xlsx' ? (await readXlsxRows(bytes)).rows : await readCsvRows(bytes)).length - 1;

describe.each(['xlsx', 'csv'] as const)('%s report streaming', (format) => {
  it('waits for a slow reader instead of holding the file in memory', async () => {
    const source = countedRows(50_000);
    const destination = new PassThrough();
    const written = writeReport(
      { format, sheetName: 'Codes', columns, rows: source.rows },
      destination,
    );

    await untilStalled(source.state);
    expect(source.state.pulled).toBeGreaterThan(0);
    expect(source.state.pulled).toBeLessThan(10_000);

    const bytes = await collect(destination);
    await expect(written).resolves.toBe(50_000);
    expect(await dataRowsOf(format, bytes)).toBe(50_000);
  });

  it('stops reading rows when the reader hangs up', async () => {
    const source = countedRows(50_000);
    const destination = new PassThrough();
    const written = writeReport(
      { format, sheetName: 'Codes', columns, rows: source.rows },
      destination,
    );
    await untilStalled(source.state);

    destination.destroy();

    await expect(written).rejects.toThrow();
    expect(source.state.closed).toBe(true);
    expect(source.state.pulled).toBeLessThan(10_000);
  });

  it('destroys the destination when the rows fail, so a download cannot end looking complete', async () => {
    const source = countedRows(100, 10);
    const destination = new PassThrough();
    const failed = expect(
      writeReport({ format, sheetName: 'Codes', columns, rows: source.rows }, destination),
    ).rejects.toThrow('the database went away');
    destination.resume();

    await failed;
    expect(destination.destroyed).toBe(true);
  });

  it(`answers a file named {name}.${format} with its content type`, async () => {
    const file = streamReport(
      { format, sheetName: 'Codes', columns, rows: countedRows(3).rows },
      'template-history-report',
    );

    expect(file.fileName).toBe(`template-history-report.${format}`);
    expect(file.contentType).toBe(
      format === 'xlsx'
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv; charset=utf-8',
    );
    expect(await dataRowsOf(format, await collect(file.stream))).toBe(3);
    await expect(file.rowCount).resolves.toBe(3);
  });

  it('reads no row until the reply reads the file, and none at all if it never does', async () => {
    const source = countedRows(3);
    const file = streamReport({ format, sheetName: 'Codes', columns, rows: source.rows }, 'scans');
    await sleep(20);
    expect(source.state.pulled).toBe(0);

    file.stream.destroy();

    await expect(file.rowCount).rejects.toThrow('closed before it was read');
    expect(source.state.pulled).toBe(0);
  });
});
