import { digitalLinkOf, scanUrlOf, type PrintDataFileKind } from '@veritag/domain';
import { drawSymbol, type PathSink } from '@veritag/symbols';
import type { Db } from '../../db/database';
import type { ReportColumn, ReportSpec } from '../../platform/reports';
import type { CodesService, CodeBatch } from '../codes';
import { productRefs } from '../products';
import type { printData } from './print-data.table';

type PrintDataRow = typeof printData.$inferSelect;

/** The codes of a print run own this batch in the codes table. */
export const printDataCodeKind = 'printData';
export const batchOf = (row: Pick<PrintDataRow, 'id'>): CodeBatch => ({
  kind: printDataCodeKind,
  id: row.id,
});

/** A microsite client's roto QR sheet holds at most this many codes (one vector QR each). */
export const maxRotoQrCodes = 1_000;

/**
 * The print file's columns, one row per label in print order: its number, its lane across the
 * web (`up` labels side by side: 1..up), the code, the URL its QR code carries, the product
 * serial number it prints, and the run's month and year.
 */
const columns: readonly ReportColumn[] = [
  { header: 'Sr No', key: 'seq', type: 'number' },
  { header: 'Lane', key: 'lane', type: 'number' },
  { header: 'Code', key: 'code', type: 'text', width: 18 },
  { header: 'URL', key: 'url', type: 'text', width: 48 },
  { header: 'Serial Number', key: 'serial', type: 'text', width: 26 },
  { header: 'Month', key: 'month', type: 'text' },
  { header: 'Year', key: 'year', type: 'number' },
];

/**
 * What a run's labels carry for a code: its GS1 Digital Link when the run's product has a GTIN
 * (retail point-of-sale scanners and the scan page both read it; the resolver redirects it to
 * the scan page), otherwise the scan page's URL. The GTIN is read once, when the file is made.
 * A run keeps its product by id without a foreign key: a product removed since prints plain URLs.
 */
export async function labelUrlsOf(
  db: Db,
  publicBaseUrl: string,
  row: Pick<PrintDataRow, 'productId'>,
): Promise<(code: string) => string> {
  const gtin = (await productRefs.findIfAny(db, null, row.productId))?.gtin;
  return gtin
    ? (code) => digitalLinkOf(publicBaseUrl, gtin, code)
    : (code) => scanUrlOf(publicBaseUrl, code);
}

export interface PrintFileSources {
  db: Db;
  codes: CodesService;
  publicBaseUrl: string;
}

/** The print file as the report writer takes it (CSV or XLSX), its rows read from the codes table a chunk at a time. */
export function printFileSpec(
  { db, codes, publicBaseUrl }: PrintFileSources,
  row: PrintDataRow,
  format: 'csv' | 'xlsx',
  serials: readonly string[] | undefined,
): ReportSpec {
  async function* rows() {
    const urlOf = await labelUrlsOf(db, publicBaseUrl, row);
    for await (const chunk of codes.codesOf(db, batchOf(row))) {
      for (const { seq, code } of chunk) {
        yield {
          seq,
          lane: ((seq - 1) % row.up) + 1,
          code,
          url: urlOf(code),
          serial: serials?.[seq - 1] ?? row.productSerialNumber ?? '',
          month: row.month,
          year: row.year,
        };
      }
    }
  }
  return { format, sheetName: 'Codes', columns, rows: rows() };
}

/** The downloaded name of a print run's file. */
export const printFileName = (id: number, kind: PrintDataFileKind) =>
  `print-data-${id}-${kind === 'svg' ? 'roto-qr' : 'codes'}.${kind}`;

const mm = (value: number) => Math.round(value * 1000) / 1000;

/**
 * A microsite client's roto QR sheet: each code's QR as vector paths (what an engraver or
 * prepress takes), 25 mm square with its quiet zone, the code written under it, ten to a row.
 * Drawn with the label engine's own encoder (packages/symbols), so it scans as labels do.
 */
export async function rotoQrSheet(sources: PrintFileSources, row: PrintDataRow): Promise<Buffer> {
  const size = 25;
  const gap = 8;
  const perRow = 10;
  const parts: string[] = [];
  let index = 0;
  const urlOf = await labelUrlsOf(sources.db, sources.publicBaseUrl, row);
  for await (const chunk of sources.codes.codesOf(sources.db, batchOf(row))) {
    for (const { code } of chunk) {
      const path: string[] = [];
      const sink: PathSink = {
        rect: (x, y, w, h) => path.push(`M${x} ${y}h${w}v${h}h${-w}z`),
        moveTo: (x, y) => path.push(`M${x} ${y}`),
        lineTo: (x, y) => path.push(`L${x} ${y}`),
        curveTo: (x1, y1, x2, y2, x, y) => path.push(`C${x1} ${y1} ${x2} ${y2} ${x} ${y}`),
        closePath: () => path.push('z'),
      };
      const extent = drawSymbol('qrcode', urlOf(code), sink);
      const [zone] = extent.zone;
      const modules = extent.right - extent.left + 2 * zone;
      const scale = size / modules;
      const x = gap + (index % perRow) * (size + gap);
      const y = gap + Math.floor(index / perRow) * (size + gap + 5);
      parts.push(
        `<g transform="translate(${mm(x)} ${mm(y)})"><rect width="${size}" height="${size}" fill="#fff"/>` +
          `<path transform="scale(${mm(scale)}) translate(${zone - extent.left} ${zone - extent.top})" fill="#000" fill-rule="evenodd" d="${path.join('')}"/>` +
          `<text x="${size / 2}" y="${size + 4}" font-family="Courier, monospace" font-size="3" text-anchor="middle">${code}</text></g>`,
      );
      index++;
    }
  }
  const rowsUsed = Math.ceil(index / perRow);
  const width = gap + Math.min(index, perRow) * (size + gap);
  const height = gap + rowsUsed * (size + gap + 5);
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}">` +
      `<title>Roto QR codes of print data ${row.id}</title>${parts.join('')}</svg>\n`,
  );
}
