import { describe, expect, it } from 'vitest';
import { contentCaps, fileRules, type FileRule } from '@veritag/domain';
import { PDFDocument } from '@cantoo/pdf-lib';
import { ApiProblem } from '../problem';
import { pdfBomb, pdfOf, pdfPageTreeBomb, pdfWithPages } from '../../test-support/upload-files';
import { inspectPdf } from './pdf.inspector';
import { PdfStreamTooLargeError, withPdfStreamLimit } from './pdf-stream-limit';

const rule = fileRules.templatePdf;
const outcome = async (bytes: Buffer, withRule: FileRule = rule) => {
  const result = await inspectPdf(bytes, withRule);
  return result instanceof ApiProblem ? { status: result.status, title: result.title } : result;
};
const accepted = { contentType: 'application/pdf', extension: 'pdf' };

describe('PDF inspector', () => {
  it('accepts a PDF that pdf-lib reads, with or without object streams', async () => {
    expect(await outcome(await pdfWithPages(2))).toEqual(accepted);
    const plain = await PDFDocument.create();
    plain.addPage();
    expect(await outcome(Buffer.from(await plain.save({ useObjectStreams: false })))).toEqual(
      accepted,
    );
  });

  it('accepts 500 pages and refuses 501 with 413', async () => {
    expect(await outcome(await pdfWithPages(500))).toEqual(accepted);
    expect(await outcome(await pdfWithPages(501))).toEqual({
      status: 413,
      title: 'The PDF file has more than 500 pages',
    });
  });

  it('refuses an encrypted PDF, even one that opens without a password', async () => {
    const refused = {
      status: 415,
      title: 'Encrypted PDF files are not accepted; remove the password and upload again',
    };
    expect(await outcome(await pdfWithPages(1, { password: 'secret' }))).toEqual(refused);
  });

  it.each([
    ['a PDF signature over nothing', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')],
    [
      'a PDF signature over filler',
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10_000, 'A')]),
    ],
    [
      'a PDF with no pages',
      pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']),
    ],
    [
      'a page tree with a cycle',
      pdfOf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] >>',
        '<< /Type /Pages /Kids [2 0 R] >>',
      ]),
    ],
    ['a page tree listing one node twice (2^40 pages from 42 objects)', pdfPageTreeBomb(40)],
  ])('refuses %s with 415 "The PDF file could not be read"', async (_name, bytes) => {
    expect(await outcome(bytes)).toEqual({ status: 415, title: 'The PDF file could not be read' });
  });

  it('refuses a file without the PDF signature', async () => {
    expect(await outcome(Buffer.from('hello'))).toEqual({
      status: 415,
      title: 'The file must be a PDF file',
    });
  });

  it('refuses an object stream that unpacks past the cap, stopping at the cap', async () => {
    const small: FileRule = {
      ...rule,
      caps: { ...contentCaps, pdf: { maxPages: 500, maxUnpackedStreamBytes: 1_000_000 } },
    };
    expect(await outcome(pdfBomb(500_000), small)).toEqual(accepted);
    const started = performance.now();
    expect(await outcome(pdfBomb(200_000_000))).toEqual({
      status: 413,
      title: 'The PDF file holds a part that unpacks to more than 16 MB',
    });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('holds the cap only inside an inspection, even while another load runs beside it', async () => {
    // The label renderer may still read its own large streams with pdf-lib.
    const load = () => PDFDocument.load(pdfBomb(2_000_000), { updateMetadata: false });
    const [inside, outside] = await Promise.allSettled([
      withPdfStreamLimit(1_000_000, load),
      load(),
    ]);
    expect(inside).toMatchObject({
      status: 'rejected',
      reason: expect.any(PdfStreamTooLargeError),
    });
    expect(outside.status === 'fulfilled' && outside.value.getPageCount()).toBe(1);
  });
});
