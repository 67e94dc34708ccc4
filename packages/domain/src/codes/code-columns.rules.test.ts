import { describe, expect, it } from 'vitest';
import { codeInCell } from './code-cells.rules';
import {
  codeCellRefusal,
  codeColumnOf,
  codeFilePlace,
  headerKey,
  isSequence,
  readCodeRow,
  type CodeFileRow,
} from './code-columns.rules';
import { checkCharacterOf } from './codes.rules';

/** Well-formed codes chosen here: 11 symbols and their check character. */
const codes = Array.from({ length: 6 }, (_, n) => {
  const payload = `K${n}7Q3MZ9WHT${n}`;
  return payload + checkCharacterOf(payload, 'Alphanumeric');
});
const url = (code: string) => `https://labels.example.com/v/${code}`;
const digitalLink = (code: string) => `https://labels.example.com/01/09506000134352/21/${code}`;

/** A CSV's rows as the reader gives them: numbered from 1, cells split on commas. */
const rowsOf = (...lines: string[]): CodeFileRow[] =>
  lines.map((line, at) => ({ number: at + 1, cells: line.split(',') }));
const file = codeFilePlace();
const columnOf = (...lines: string[]) => codeColumnOf(rowsOf(...lines), file);

describe("the column of codes of the platform's own files", () => {
  const rows = (make: (code: string, n: number) => string) =>
    codes.slice(0, 3).map((code, n) => make(code, n + 1));
  it.each([
    [
      'the batch codes CSV',
      'seq,code',
      (code: string, n: number) => `${n},${code}`,
      { index: 1, header: 'code' },
    ],
    [
      'the batch URLs CSV',
      'seq,url',
      (code: string, n: number) => `${n},${url(code)}`,
      { index: 1, header: 'url' },
    ],
    [
      'the print file',
      'Sr No,Lane,Code,URL,Serial Number,Month,Year',
      (code: string, n: number) => `${n},${(n % 2) + 1},${code},${url(code)},0012,Nov,2026`,
      { index: 2, header: 'Code' },
    ],
    [
      'a GTIN print file',
      'Sr No,Lane,Code,URL,Serial Number,Month,Year',
      (code: string, n: number) => `${n},1,${code},${digitalLink(code)},LOT-7,Nov,2026`,
      { index: 2, header: 'Code' },
    ],
    [
      'the roll file',
      'Roll No,Label,Sr No,Code,URL',
      (code: string, n: number) => `2,${n},${n + 40},${code},${url(code)}`,
      { index: 3, header: 'Code' },
    ],
    [
      'the token file',
      'pack,position,seq,code,validUpto',
      (code: string, n: number) => `PK-00001,${n},${n},${code},2029-05-01`,
      { index: 3, header: 'code' },
    ],
    [
      'the smart bin report',
      'Qr Codes,Uploaded By,Uploaded Date',
      (code: string) => `${code},admin,2025-07-01 10:00`,
      { index: 0, header: 'Qr Codes' },
    ],
    [
      'the invalid scans report',
      'Name,Email,Mobile,Code,Client',
      (code: string) => `Ann,ann@example.com,9876543210,${code},Greenleaf`,
      { index: 3, header: 'Code' },
    ],
  ])('%s: by its header', (_name, header, make, expected) => {
    expect(columnOf(header, ...rows(make))).toEqual({ ...expected, headerRow: 1 });
  });
});

describe('a header', () => {
  it.each([
    'Code',
    'CODES',
    'QR Code',
    'qr_code',
    'QR-Codes',
    'QRCode',
    'Unique Code',
    'Token',
    'URL',
    'Digital Link',
    'Serial',
    'Serial Number',
  ])('%s names a column of codes', (header) => {
    expect(columnOf(`Remark,${header}`, `first,${codes[0]}`)).toEqual({
      index: 1,
      header,
      headerRow: 1,
    });
  });

  it('is compared in lower case, letters and digits only', () => {
    expect(['QR Code', 'qr_code', 'Qr-Code', ' QRCODE '].map(headerKey)).toEqual(
      Array(4).fill('qrcode'),
    );
  });

  it('ranks a code before its link and both before a serial number, wherever they stand', () => {
    expect(columnOf('Serial Number,URL,Code', `LOT-1,${url(codes[0]!)},${codes[0]}`)).toMatchObject(
      { index: 2 },
    );
    expect(columnOf('Serial Number,URL', `LOT-1,${url(codes[0]!)}`)).toMatchObject({ index: 1 });
  });

  it('is passed over for the column that holds codes when its own holds none', () => {
    expect(columnOf('Serial Number,Value', `LOT-1,${codes[0]}`, `LOT-2,${codes[1]}`)).toEqual({
      index: 1,
      header: 'Value',
      headerRow: 1,
    });
    expect(columnOf('Code,URL', `,${url(codes[0]!)}`)).toEqual({
      index: 1,
      header: 'URL',
      headerRow: 1,
    });
  });

  it('is a first row of words without a digit even when no word names codes, and the codes are found below it', () => {
    expect(columnOf('Tokens list,Remark', `${codes[0]},a`, `${codes[1]},b`)).toEqual({
      index: 0,
      header: 'Tokens list',
      headerRow: 1,
    });
  });

  it('chooses the named column of a file with no codes below it, so the caller can say it holds none', () => {
    expect(columnOf('Sr No,Code')).toEqual({ index: 1, header: 'Code', headerRow: 1 });
    expect(columnOf('Remark,Code', 'x,ABC')).toEqual({ index: 1, header: 'Code', headerRow: 1 });
  });
});

describe('a file without a header', () => {
  it('has its codes in the column whose cells are codes', () => {
    expect(columnOf(...codes.map((code, n) => `${n + 1},${code}`))).toEqual({ index: 1 });
    expect(columnOf(...codes.map((code, n) => `${n + 1},${url(code)}`))).toEqual({ index: 1 });
    expect(columnOf(...codes.map((code) => `${digitalLink(code)}`))).toEqual({ index: 0 });
    expect(columnOf(codes[0]!)).toEqual({ index: 0 });
  });

  it('takes the leftmost of columns holding as many codes: the code before its link', () => {
    expect(columnOf(...codes.map((code, n) => `${n + 1},${code},${url(code)}`))).toEqual({
      index: 1,
    });
  });

  it('takes the column with the most codes, so a mistyped code is refused by its row, not the whole file as codeless', () => {
    expect(columnOf(`1,${codes[0]}`, '2,K07Q3MZ9WHT1X', `3,${codes[2]}`)).toEqual({ index: 1 });
  });

  it('never takes a sequence, even one whose numbers are codes by chance', () => {
    const numbers = Array.from({ length: 200 }, (_, n) => String(100_300 + n));
    const byChance = numbers.filter((number) => codeInCell(number) !== undefined);
    expect(byChance.length, 'some six-digit numbers are well-formed codes').toBeGreaterThan(0);
    expect(codeColumnOf(rowsOf(...numbers), file)).toMatchObject({
      problem: expect.stringContaining('column 1 holds sequence numbers'),
    });
    expect(
      codeColumnOf(rowsOf(...numbers.map((number, n) => `${number},${codes[n % 6]}`)), file),
    ).toEqual({ index: 1 });
  });
});

describe('a sequence', () => {
  it('is whole numbers going up by one from any start, blanks passed over', () => {
    expect(
      [
        ['1', '2', '3'],
        ['41', '42', '', '43'],
        [' 7 ', '8'],
      ].map(isSequence),
    ).toEqual([true, true, true]);
    expect(
      [['1'], ['1', '3'], ['2', '1'], ['1', '1'], ['1', 'x'], ['1.0', '2.0']].map(isSequence),
    ).toEqual([false, false, false, false, false, false]);
  });
});

describe('a row of the file', () => {
  const column = { index: 1, header: 'code', headerRow: 1 };
  it('gives the code of its column, nothing when it is blank, and refuses a row whose code is missing or elsewhere', () => {
    expect(readCodeRow(['7', url(codes[0]!)], column)).toEqual({ code: codes[0] });
    expect(readCodeRow(['', ' '], column)).toBeUndefined();
    expect(readCodeRow([], column)).toBeUndefined();
    expect(readCodeRow(['7', 'ABC'], column)).toEqual({ problem: '"ABC" is not a code' });
    expect(readCodeRow([codes[1]!, ''], column)).toEqual({
      problem: `no code, while column 1 holds "${codes[1]}"`,
    });
  });
});

describe('the refusals', () => {
  it('say what the first columns hold when none holds codes, and where to put the codes', () => {
    expect(columnOf('Sr No', '1', '2', '3')).toEqual({
      problem:
        'No column of the file holds codes: column 1 ("Sr No") holds sequence numbers; put the codes in a column headed "code"',
    });
    expect(
      codeColumnOf(
        rowsOf(
          'Sr No,Lane,Name,Site,More',
          '1,1,Ann,https://example.com/a,x',
          '2,1,Bob,https://example.com/b,y',
        ),
        codeFilePlace('Codes'),
      ),
    ).toEqual({
      problem:
        'No column of the sheet Codes holds codes: column 1 ("Sr No") holds sequence numbers, column 2 ("Lane") holds numbers, not codes, ' +
        'column 3 ("Name") holds "Ann", which is not a code; put the codes in a column headed "code"',
    });
    expect(columnOf('1,https://example.com/a', '2,https://example.com/b')).toEqual({
      problem:
        'No column of the file holds codes: column 1 holds sequence numbers, column 2 holds links that name no code, such as "https://example.com/a"; put the codes in a column headed "code"',
    });
  });

  it('name the column, its header, the place and the row of a cell that is no code', () => {
    expect(
      codeCellRefusal(
        codeFilePlace('Codes'),
        { index: 1, header: 'code', headerRow: 1 },
        14,
        '"ABC" is not a code',
      ),
    ).toBe('Column 2 ("code") of the sheet Codes, row 14: "ABC" is not a code');
    expect(codeCellRefusal(file, { index: 0 }, 3, '"ABC" is not a code')).toBe(
      'Column 1 of the file, line 3: "ABC" is not a code',
    );
  });
});
