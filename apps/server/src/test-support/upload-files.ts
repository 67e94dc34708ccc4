import { crc32, deflateRawSync, constants as zlibConstants } from 'node:zlib';
import { PDFDocument } from '@cantoo/pdf-lib';
import { smallPng } from './images';

/** A real PNG whose header claims another size: image-size reads that, nothing decodes the rest. */
export function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(smallPng());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export async function pdfWithPages(
  pages: number,
  options: { password?: string } = {},
): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page++) document.addPage([100, 100]);
  if (options.password)
    document.encrypt({ userPassword: options.password, ownerPassword: options.password });
  return Buffer.from(await document.save());
}

/** A PDF from object bodies numbered from 1; pdf-lib reads the objects without a cross-reference table. */
export function pdfOf(objects: readonly (string | Buffer)[]): Buffer {
  const body = objects.flatMap((object, index) => [
    Buffer.from(`${index + 1} 0 obj\n`),
    Buffer.from(object),
    Buffer.from('\nendobj\n'),
  ]);
  return Buffer.concat([
    Buffer.from('%PDF-1.5\n'),
    ...body,
    Buffer.from(`trailer\n<< /Root 1 0 R /Size ${objects.length + 1} >>\n%%EOF\n`),
  ]);
}

const onePage = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>',
];

/**
 * A one-page PDF with an object stream that unpacks to `unpackedBytes` of zeros from a few
 * kilobytes: the same 1 MB block deflated once and repeated, so the test never holds the
 * unpacked bytes itself.
 */
export function pdfBomb(unpackedBytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1_000_000), {
    finishFlush: zlibConstants.Z_SYNC_FLUSH,
  });
  const blocks = Math.ceil(unpackedBytes / 1_000_000);
  const adler32 = Buffer.alloc(4);
  adler32.writeUInt32BE(((blocks * 1_000_000) % 65521) * 65536 + 1);
  const flate = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array<Buffer>(blocks).fill(block),
    deflateRawSync(Buffer.alloc(0)),
    adler32,
  ]);
  const stream = Buffer.concat([
    Buffer.from(
      `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${flate.length} >>\nstream\n`,
    ),
    flate,
    Buffer.from('\nendstream'),
  ]);
  return pdfOf([...onePage, stream]);
}

/** A page tree of `levels` nodes each listing the next twice: 2^levels pages from a few objects. */
export function pdfPageTreeBomb(levels: number): Buffer {
  const nodes = Array.from(
    { length: levels },
    (_, level) => `<< /Type /Pages /Kids [${level + 3} 0 R ${level + 3} 0 R] >>`,
  );
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    ...nodes,
    '<< /Type /Page /MediaBox [0 0 10 10] >>',
  ]);
}

/** An OLE compound file holding an Excel stream name, as an .xls does (or another stream name). */
export function compoundFile(streamName = 'Workbook'): Buffer {
  const signature = Buffer.from('d0cf11e0a1b11ae1', 'hex');
  return Buffer.concat([
    signature,
    Buffer.alloc(1016),
    Buffer.from(streamName, 'utf16le'),
    Buffer.alloc(512),
  ]);
}
