import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { checkCharacterOf } from '@veritag/domain';
import { ApiProblem } from '../../http/problem';
import { compoundFile } from '../../test-support/upload-files';
import { codesOfFile, maxCodesPerFile } from './index';

/** Well-formed codes: 11 symbols and their check character. */
const codes = Array.from({ length: 4 }, (_, n) => {
  const payload = `W${n}7Q3MZ9KHT${n}`;
  return payload + checkCharacterOf(payload, 'Alphanumeric');
});

async function workbook(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) book.addWorksheet(name).addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const xlsx = async (sheets: Record<string, unknown[][]>) => ({
  buffer: await workbook(sheets),
  extension: 'xlsx',
});
const csv = (text: string) => ({ buffer: Buffer.from(text), extension: 'csv' });

/** The refusal as the reply carries it: status, title and the form field it names. */
async function refusal(reading: Promise<unknown>) {
  const error = await reading.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiProblem);
  const problem = error as ApiProblem;
  return { status: problem.status, title: problem.title, field: problem.extra.errors?.[0]?.field };
}

describe('codes in a workbook', () => {
  it('reads each sheet by its own column of codes, and passes over a sheet of notes beside them', async () => {
    const file = await xlsx({
      Notes: [['Uploaded for the March recall'], ['Ask Priya before relinking']],
      Codes: [
        ['Sr No', 'Code', 'URL'],
        [1, codes[0], `https://x.example/v/${codes[0]}`],
        [2, codes[1], `https://x.example/v/${codes[1]}`],
      ],
      More: [[`https://x.example/01/09506000134352/21/${codes[2]}`], [codes[0]!.toLowerCase()]],
    });
    expect(await codesOfFile(file, 'files')).toEqual([codes[0], codes[1], codes[2]]);
  });

  it('reads numeric codes Excel holds as numbers', async () => {
    const numeric = '1234567890';
    const code = numeric + checkCharacterOf(numeric, 'Numeric');
    expect(await codesOfFile(await xlsx({ Codes: [['code'], [Number(code)]] }), 'file')).toEqual([
      code,
    ]);
  });

  it('refuses a cell of the column that is no code, naming the column, its header, the sheet and the row', async () => {
    const file = await xlsx({
      Codes: [
        ['Sr No', 'code'],
        [1, codes[0]],
        [2, 'ABC'],
      ],
    });
    expect(await refusal(codesOfFile(file, 'files'))).toEqual({
      status: 400,
      title: 'Column 2 ("code") of the sheet Codes, row 3: "ABC" is not a code',
      field: 'files',
    });
  });

  it('refuses a workbook where no sheet holds codes with what the first one holds', async () => {
    const file = await xlsx({ Sheet1: [['Sr No'], [1], [2], [3]], Sheet2: [['Name'], ['Ann']] });
    expect(await refusal(codesOfFile(file, 'file'))).toEqual({
      status: 400,
      title:
        'No column of the sheet Sheet1 holds codes: column 1 ("Sr No") holds sequence numbers; put the codes in a column headed "code"',
      field: 'file',
    });
  });

  it('refuses an .xls with how to save it', async () => {
    expect(
      await refusal(codesOfFile({ buffer: compoundFile(), extension: 'xls' }, 'file')),
    ).toMatchObject({
      status: 415,
      title:
        'An .xls workbook cannot be read; save it as .xlsx (Excel Workbook) or CSV and upload again',
    });
  });
});

describe('codes in a CSV', () => {
  it('reads a column of codes under any header, each code once, in the order first met', async () => {
    expect(
      await codesOfFile(
        csv(
          `pack;position;code\r\nPK-1;1;${codes[1]}\r\nPK-1;2;${codes[0]}\r\n\r\nPK-2;1;${codes[1]}\r\n`,
        ),
        'file',
      ),
    ).toEqual([codes[1], codes[0]]);
  });

  it('refuses a file without codes, and one holding more codes than a file may', async () => {
    expect(await refusal(codesOfFile(csv('code\r\n\r\n'), 'file'))).toMatchObject({
      status: 400,
      title: 'The file holds no codes',
    });
    const many = Array.from({ length: maxCodesPerFile + 1 }, (_, n) =>
      `C${String(n).padStart(7, '0')}`.replace(/[ILOU]/g, '1'),
    );
    expect(await refusal(codesOfFile(csv(`code\n${many.join('\n')}\n`), 'file'))).toMatchObject({
      status: 400,
      title: 'The file holds more than 100,000 codes; split it into several uploads',
    });
  });
});
