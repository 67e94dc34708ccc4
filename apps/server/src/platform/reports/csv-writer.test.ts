import { describe, expect, it } from 'vitest';
import type { ReportColumn, ReportRow } from './report-spec';
import { memorySink, readCsvRows } from './test-support/read-report';
import { writeReport } from './write-report';

const columns: ReportColumn[] = [
  { header: 'Code', key: 'code', type: 'text' },
  { header: 'Quantity', key: 'quantity', type: 'number' },
  { header: 'Made', key: 'made', type: 'date' },
  { header: 'Scanned', key: 'scanned', type: 'datetime' },
];

async function csvOf(rows: ReportRow[], timeZone?: string): Promise<Buffer> {
  const sink = memorySink();
  const count = await writeReport(
    { format: 'csv', sheetName: 'Codes', columns, rows, timeZone },
    sink.stream,
  );
  expect(count).toBe(rows.length);
  return sink.bytes();
}

describe('CSV files, made for machines', () => {
  it('writes UTF-8 without a byte order mark, CRLF lines, text quoted only where RFC 4180 needs it, bare numbers and dates', async () => {
    const bytes = await csvOf([
      {
        code: 'VT-1',
        quantity: 12.5,
        made: '2024-05-01',
        scanned: new Date('2024-05-01T13:45:07Z'),
      },
      { code: 'VT-2, "B"', quantity: -3, made: null, scanned: '2024-05-02 08:00:00+02' },
    ]);

    expect(bytes.toString('utf8')).toBe(
      'Code,Quantity,Made,Scanned\r\n' +
        'VT-1,12.5,2024-05-01,2024-05-01 13:45:07\r\n' +
        '"VT-2, ""B""",-3,,2024-05-02 06:00:00\r\n',
    );
  });

  it('writes an empty report as its header alone', async () => {
    expect(await readCsvRows(await csvOf([]))).toEqual([['Code', 'Quantity', 'Made', 'Scanned']]);
  });

  it('keeps odd text through a CSV parse and drops control characters', async () => {
    const odd = [
      'say "hi", then <leave> & go',
      'two\r\nlines\nthree',
      'semi;colon',
      'emoji 🏷️✅ and ünïcödé',
      'nul\u0000bell\u0007 end',
    ];
    const rows = await readCsvRows(await csvOf(odd.map((code) => ({ code }))));

    expect(rows.slice(1).map((row) => row[0])).toEqual([
      'say "hi", then <leave> & go',
      'two\r\nlines\nthree',
      'semi;colon',
      'emoji 🏷️✅ and ünïcödé',
      'nulbell end',
    ]);
  });

  it('carries values exactly as issued or typed, formula-looking ones too: a printer prints what it is given', async () => {
    const typed = ['-0042', '+44 20 7946', '=1+2', '@cmd', '-2+3', '\t=1'];
    const bytes = await csvOf(typed.map((code) => ({ code, quantity: -4 })));

    expect(bytes.toString('utf8').split('\r\n').slice(1, -1)).toEqual(
      typed.map((code) => `${code},-4,,`),
    );
    expect(bytes.toString('utf8')).not.toContain("'");
  });

  it('writes dates in the report time zone', async () => {
    const rows = await readCsvRows(
      await csvOf(
        [{ made: new Date('2024-05-01T20:00:00Z'), scanned: new Date('2024-05-01T20:00:00Z') }],
        'Asia/Kolkata',
      ),
    );

    expect(rows[1]?.slice(2)).toEqual(['2024-05-02', '2024-05-02 01:30:00']);
  });
});
