import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  contentCaps,
  fileRules,
  formatFileSize,
  type FileRuleName,
  type UploadKind,
} from './file-rules';
import { chosenFile, fileIssue, filesIssue } from './file.rules';

describe('upload limits of the spec', () => {
  it.each([
    ['guillocheImage', 5_000_000, '.png'],
    ['customerLogoAdd', 1_000_000, '.png'],
    ['customerLogoEdit', 2_000_000, '.jpg'],
    ['productContent', 20_000_000, '.mp4'],
    ['brochure', 20_000_000, '.pdf'],
    ['companyLogo', 5_000_000, '.png'],
    ['profileImage', 5_000_000, '.jpeg'],
    ['templatePdf', 10_000_000, '.pdf'],
    ['tokenPdf', 20_000_000, '.pdf'],
    ['serialNumberCsv', 1_000_000, '.csv'],
    ['printingJobCsv', 10_000_000, '.csv'],
    ['productImage', 1_000_000, '.gif'],
    ['tokenDataCsv', 10_000_000, '.csv'],
    ['linkQrFile', 1_000_000, '.csv'],
    ['smartBinSheet', 10_000_000, '.xlsx'],
    ['customerProducts', 10_000_000, '.xlsx'],
    ['codeBlacklistFile', 1_000_000, '.csv'],
  ] as const)('%s: one file of at most %i bytes', (name, maxBytes, extension) => {
    const rule = fileRules[name];
    expect(rule.maxBytes).toBe(maxBytes);
    expect(rule.maxFiles).toBe(1);
    expect(fileIssue(rule, { name: `a${extension}`, size: maxBytes, type: '' })).toBeUndefined();
    expect(fileIssue(rule, { name: `a${extension}`, size: maxBytes + 1, type: '' })).toBe(
      `File must be at most ${formatFileSize(maxBytes)}`,
    );
  });

  it.each([
    ['smart bin takes .xls', 'smartBinSheet', 'bins.xls', ''],
    [
      'smart bin takes .xlsx',
      'smartBinSheet',
      'bins.XLSX',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      "smart bin takes the product's own code CSVs",
      'smartBinSheet',
      'batch-42-codes.csv',
      'text/csv',
    ],
    [
      'the blacklist takes a print file workbook',
      'codeBlacklistFile',
      'print-data-7-codes.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    ['template takes a PDF', 'templatePdf', 'label.pdf', 'application/pdf'],
  ] as const)('%s', (_name, ruleName, fileName, type) => {
    expect(fileIssue(fileRules[ruleName], { name: fileName, size: 10, type })).toBeUndefined();
  });

  it.each([
    [
      'smart bin refuses a PDF',
      'smartBinSheet',
      'bins.pdf',
      'application/pdf',
      'Only a CSV or Excel file is accepted',
    ],
    [
      'template refuses a PNG',
      'templatePdf',
      'label.png',
      'image/png',
      'Only a PDF file is accepted',
    ],
    [
      'images refuse SVG',
      'guillocheImage',
      'g.svg',
      'image/svg+xml',
      'Only an image (PNG, JPEG, GIF, WebP or BMP) is accepted',
    ],
    [
      'a PDF name with an image type',
      'brochure',
      'b.pdf',
      'image/png',
      'Only a PDF file is accepted',
    ],
    ['serial CSV refuses a sheet', 'serialNumberCsv', 's.xlsx', '', 'Only a CSV file is accepted'],
  ] as const)('%s', (_name, ruleName, fileName, type, message) => {
    expect(fileIssue(fileRules[ruleName], { name: fileName, size: 10, type })).toBe(message);
  });

  it('takes exactly one file', () => {
    const file = { name: 'a.csv', size: 1, type: 'text/csv' };
    expect(filesIssue(fileRules.tokenDataCsv, [], true)).toBe('This field is required');
    expect(filesIssue(fileRules.tokenDataCsv, [], false)).toBeUndefined();
    expect(filesIssue(fileRules.tokenDataCsv, [file, file], true)).toBe(
      'Only one file can be uploaded',
    );
    expect(filesIssue(fileRules.tokenDataCsv, [file], true)).toBeUndefined();
  });

  it('checks a chosen file inside a schema', () => {
    const schema = chosenFile(fileRules.serialNumberCsv);
    expect(v.safeParse(schema, { name: 's.csv', size: 5, type: 'text/csv' }).success).toBe(true);
    expect(
      v.safeParse(schema, { name: 's.csv', size: 1_000_001, type: 'text/csv' }).issues?.[0]
        ?.message,
    ).toBe('File must be at most 1 MB');
    expect(v.safeParse(schema, undefined).issues?.[0]?.message).toBe('This field is required');
  });

  it.each([
    ['serialNumberCsv', ['csv']],
    ['printingJobCsv', ['csv']],
    ['tokenDataCsv', ['csv']],
    ['linkQrFile', ['csv', 'spreadsheet']],
    ['smartBinSheet', ['csv', 'spreadsheet']],
    ['codeBlacklistFile', ['csv', 'spreadsheet']],
    ['customerProducts', ['spreadsheet', 'csv']],
    ['brochure', ['pdf']],
    ['templatePdf', ['pdf']],
    ['companyFont', ['font']],
    ['guillocheImage', ['image']],
    ['productContent', ['media', 'image']],
  ] as [FileRuleName, UploadKind[]][])('%s is judged by its bytes as %j', (name, kinds) => {
    // A CSV rule must never take a workbook: browsers declare both as application/vnd.ms-excel.
    expect(fileRules[name].kinds).toEqual(kinds);
  });

  it('caps what an accepted file holds, the same for every rule', () => {
    expect(contentCaps).toEqual({
      image: { maxWidth: 10_000, maxHeight: 10_000, maxPixels: 40_000_000 },
      csv: { maxRows: 1_000_000, maxColumns: 100 },
      spreadsheet: { maxUnpackedBytes: 100_000_000, maxEntries: 10_000 },
      pdf: { maxPages: 500, maxUnpackedStreamBytes: 16_000_000 },
    });
    expect(Object.values(fileRules).every((rule) => rule.caps === contentCaps)).toBe(true);
  });
});

describe('formatFileSize', () => {
  it.each([
    [1_000_000, '1 MB'],
    [10_000_000, '10 MB'],
    [1_500_000, '1.5 MB'],
    // Rounded down: a limit is never told as more than it is.
    [1_999_999, '1.9 MB'],
    [500_000, '500 KB'],
    [12_345, '12.3 KB'],
    [100_000_000, '100 MB'],
    [16, '16 bytes'],
  ])('%i bytes read as %s', (bytes, told) => {
    expect(formatFileSize(bytes)).toBe(told);
  });
});
