import { describe, expect, it } from 'vitest';
import { contentCaps, fileRules, type FileRule } from '@veritag/domain';
import { ApiProblem } from '../problem';
import { buildZip, xlsxEntries } from '../../test-support/zip';
import { compoundFile } from '../../test-support/upload-files';
import { inspectSpreadsheet } from './spreadsheet.inspector';

/**
 * A rule that takes workbooks only (the smart bin's takes CSV too, decision 0425): what this
 * inspector judges alone.
 */
const rule: FileRule = {
  ...fileRules.smartBinSheet,
  kinds: ['spreadsheet'],
  acceptLabel: 'an Excel file (.xls or .xlsx)',
};
const small: FileRule = {
  ...rule,
  caps: { ...contentCaps, spreadsheet: { maxUnpackedBytes: 1_000, maxEntries: 5 } },
};
const outcome = async (bytes: Buffer, withRule: FileRule = rule) => {
  const result = await inspectSpreadsheet(bytes, withRule);
  return result instanceof ApiProblem ? { status: result.status, title: result.title } : result;
};

describe('spreadsheet inspector', () => {
  it('accepts an .xlsx by its parts and an .xls by its compound-file signature', async () => {
    expect(await outcome(buildZip(xlsxEntries()))).toEqual({
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
    });
    expect(await outcome(compoundFile())).toEqual({
      contentType: 'application/vnd.ms-excel',
      extension: 'xls',
    });
    expect(await outcome(compoundFile('Book'))).toEqual({
      contentType: 'application/vnd.ms-excel',
      extension: 'xls',
    });
  });

  it.each([
    ['a zip without a workbook', buildZip([{ name: 'readme.txt', data: Buffer.from('hi') }])],
    ['a Word file (a compound file without a Workbook stream)', compoundFile('WordDocument')],
    ['text', Buffer.from('a,b\n')],
  ])('refuses %s with 415', async (_name, bytes) => {
    expect(await outcome(bytes)).toEqual({
      status: 415,
      title: 'The file must be an Excel file (.xls or .xlsx)',
    });
  });

  it('refuses a zip whose directory is cut off as unreadable', async () => {
    const zip = buildZip(xlsxEntries());
    expect(await outcome(zip.subarray(0, zip.length - 30))).toEqual({
      status: 415,
      title: 'The spreadsheet could not be read',
    });
  });

  it('refuses by the declared unpacked size, summed over the entries, at the cap plus one byte', async () => {
    const parts = (declaredSize: number) =>
      buildZip(xlsxEntries([{ name: 'xl/a.xml', declaredSize }]));
    const base = xlsxEntries().reduce((sum, entry) => sum + (entry.data?.length ?? 0), 0);
    expect(await outcome(parts(1_000 - base), small)).toMatchObject({ extension: 'xlsx' });
    expect(await outcome(parts(1_001 - base), small)).toEqual({
      status: 413,
      title: 'The spreadsheet unpacks to more than 1 KB',
    });
  });

  it('refuses more entries than the cap before reading any of them', async () => {
    const entries = (count: number) =>
      buildZip(
        xlsxEntries(Array.from({ length: count - 2 }, (_, i) => ({ name: `xl/p${i}.xml` }))),
      );
    expect(await outcome(entries(5), small)).toMatchObject({ extension: 'xlsx' });
    expect(await outcome(entries(6), small)).toEqual({
      status: 413,
      title: 'The spreadsheet has more than 5 parts',
    });
  });

  it('refuses a zip bomb (one entry declaring 2 GB, or 20,000 entries) in well under a second, inflating nothing', async () => {
    const declared = buildZip(
      xlsxEntries([
        {
          name: 'xl/worksheets/sheet1.xml',
          data: Buffer.from('<x/>'),
          declaredSize: 2_000_000_000,
        },
      ]),
    );
    const many = buildZip(
      xlsxEntries(Array.from({ length: 20_000 }, (_, i) => ({ name: `xl/p${i}.xml` }))),
    );
    const started = performance.now();
    expect(await outcome(declared)).toEqual({
      status: 413,
      title: 'The spreadsheet unpacks to more than 100 MB',
    });
    expect(await outcome(many)).toEqual({
      status: 413,
      title: 'The spreadsheet has more than 10,000 parts',
    });
    expect(performance.now() - started).toBeLessThan(500);
  });
});
