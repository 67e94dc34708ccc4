import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileRuleName } from '@veritag/domain';
import { chosenCode, signatureStarts } from '../../test-support/chosen-codes';
import { call } from '../../test-support/api-calls';
import { smallPng } from '../../test-support/images';
import { createUploadApp, uploadCall } from '../../test-support/upload-app';
import { compoundFile, pdfBomb, pdfWithPages, pngDeclaring } from '../../test-support/upload-files';
import { buildZip, xlsxEntries } from '../../test-support/zip';

const rules: FileRuleName[] = [
  'tokenDataCsv',
  'serialNumberCsv',
  'linkQrFile',
  'smartBinSheet',
  'codeBlacklistFile',
  'templatePdf',
  'guillocheImage',
  'productContent',
];
let t: Awaited<ReturnType<typeof createUploadApp>>;
beforeAll(async () => {
  t = await createUploadApp(rules.map((rule) => ({ rule })));
});
afterAll(async () => t.app.close());

/** Uploads bytes under a name and declared type that say nothing true about them. */
const upload = async (rule: FileRuleName, bytes: Buffer) => {
  const handled = t.state.handled;
  const reply = await call(t, uploadCall(rule), {
    files: { file: { bytes, name: 'upload.bin', type: 'application/octet-stream' } },
  });
  if (reply.status === 200) return { status: 200, stored: reply.body.files[0]!.contentType };
  // A refused file never reaches the handler, so nothing of it is stored.
  expect(t.state.handled).toBe(handled);
  const { title, errors } = reply.problem;
  return { status: reply.status, title, field: errors?.[0]?.field };
};
const stored = (contentType: string) => ({ status: 200, stored: contentType });
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('CSV uploads are judged as text', () => {
  it('a UTF-8 CSV is accepted as text/csv whatever its name', async () => {
    expect(await upload('tokenDataCsv', Buffer.from('\uFEFFserial,batch\r\nA1,7\r\n'))).toEqual(
      stored('text/csv'),
    );
  });

  it.each(signatureStarts)(
    'a list of codes starting %s (a signature to file-type) is a CSV',
    async (start) => {
      const csv = Buffer.from(`${chosenCode(start).typed}\r\n4RWXFHG8WQSF\r\n`);
      expect(
        await fileTypeFromBuffer(csv),
        'file-type still takes it for a signature',
      ).toBeDefined();
      expect(await upload('serialNumberCsv', csv)).toEqual(stored('text/csv'));
      expect(await upload('linkQrFile', csv)).toEqual(stored('text/csv'));
    },
  );

  it.each([
    ['a PNG', smallPng()],
    ['an .xls', compoundFile()],
    ['text with a NUL byte', Buffer.from('a,b\n\u0000,2\n')],
  ])('%s sent as a CSV answers 415 "The file must be a CSV file"', async (_name, bytes) => {
    expect(await upload('serialNumberCsv', bytes)).toEqual({
      status: 415,
      title: 'The file must be a CSV file',
      field: 'file',
    });
  });

  it('1,000,001 rows answer 413 and 101 columns answer 400, naming the cap', async () => {
    expect(await upload('tokenDataCsv', Buffer.alloc(2_000_002, '1\n'))).toMatchObject({
      status: 413,
      title: 'The CSV file has more than 1,000,000 rows',
    });
    expect(await upload('tokenDataCsv', Buffer.from(`${'c,'.repeat(100)}c\n`))).toMatchObject({
      status: 400,
      title: 'The CSV file has more than 100 columns',
    });
  });
});

describe('Excel uploads', () => {
  it('an .xls (a compound file) and an .xlsx are accepted where the rule takes an Excel file', async () => {
    expect(await upload('smartBinSheet', compoundFile())).toEqual(
      stored('application/vnd.ms-excel'),
    );
    expect(await upload('smartBinSheet', buildZip(xlsxEntries()))).toEqual(stored(xlsxType));
    expect(await upload('linkQrFile', compoundFile())).toEqual(stored('application/vnd.ms-excel'));
    expect(await upload('linkQrFile', Buffer.from('code\nX1\n'))).toEqual(stored('text/csv'));
  });

  it('a zip bomb (one entry declaring 2 GB, or 20,000 entries) answers 413 in well under a second', async () => {
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
    expect(await upload('smartBinSheet', declared)).toMatchObject({
      status: 413,
      title: 'The spreadsheet unpacks to more than 100 MB',
    });
    expect(await upload('smartBinSheet', many)).toMatchObject({
      status: 413,
      title: 'The spreadsheet has more than 10,000 parts',
    });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('a zip that is not a workbook answers 415; CSV text is a file of codes too', async () => {
    const title = 'The file must be a CSV or Excel file';
    expect(
      await upload('smartBinSheet', buildZip([{ name: 'a.txt', data: Buffer.from('a') }])),
    ).toMatchObject({ status: 415, title });
    expect(await upload('smartBinSheet', Buffer.from('a,b\n'))).toEqual(stored('text/csv'));
    expect(await upload('codeBlacklistFile', buildZip(xlsxEntries()))).toEqual(stored(xlsxType));
  });
});

describe('PDF uploads', () => {
  it('a PDF is accepted; 501 pages answer 413', async () => {
    expect(await upload('templatePdf', await pdfWithPages(1))).toEqual(stored('application/pdf'));
    expect(await upload('templatePdf', await pdfWithPages(501))).toMatchObject({
      status: 413,
      title: 'The PDF file has more than 500 pages',
    });
  });

  it('an encrypted PDF answers 415 asking for the password to be removed', async () => {
    expect(
      await upload('templatePdf', await pdfWithPages(1, { password: 'secret' })),
    ).toMatchObject({
      status: 415,
      title: 'Encrypted PDF files are not accepted; remove the password and upload again',
    });
  });

  it('a file with a PDF signature that does not parse answers 415 "The PDF file could not be read"', async () => {
    const fake = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
    expect(await upload('templatePdf', fake)).toMatchObject({
      status: 415,
      title: 'The PDF file could not be read',
    });
  });

  it('an object stream unpacking to 200 MB from 200 kB answers 413, unpacking at most 16 MB', async () => {
    const reply = await upload('templatePdf', pdfBomb(200_000_000));
    expect(reply).toMatchObject({
      status: 413,
      title: 'The PDF file holds a part that unpacks to more than 16 MB',
    });
  });
});

describe('image uploads are measured from their header', () => {
  it.each([
    ['16000 x 16000 pixels', 16_000, 16_000],
    ['a header declaring 100000 x 100000', 100_000, 100_000],
  ])(
    'an image of %s answers 413 "The image is larger than 10,000 x 10,000 pixels"',
    async (_name, width, height) => {
      const title = 'The image is larger than 10,000 x 10,000 pixels';
      expect(await upload('guillocheImage', pngDeclaring(width, height))).toEqual({
        status: 413,
        title,
        field: 'file',
      });
      expect(await upload('productContent', pngDeclaring(width, height))).toMatchObject({
        status: 413,
        title,
      });
    },
  );

  it('product content takes a video by its signature, and an image within the caps', async () => {
    const mp4 = Buffer.concat([
      Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
      Buffer.alloc(64),
    ]);
    expect(await upload('productContent', mp4)).toEqual(stored('video/mp4'));
    expect(await upload('productContent', smallPng())).toEqual(stored('image/png'));
  });
});

it('an empty file with a name answers 400 "The file is empty"', async () => {
  expect(await upload('tokenDataCsv', Buffer.alloc(0))).toEqual({
    status: 400,
    title: 'The file is empty',
    field: 'file',
  });
});
