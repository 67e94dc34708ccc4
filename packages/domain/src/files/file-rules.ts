/**
 * Upload rules as data, so the upload widget and the server read the same numbers.
 * `accept` lists the content types a browser may declare and the widget offers `extensions`
 * in its file picker; neither is trusted by the server. The server judges the bytes: `kinds`
 * names the content inspectors that may accept a file (CSV text, an Excel workbook, a PDF,
 * an image, a media file) and `caps` bounds what they accept.
 * The spec writes "1 MB" and "1,000,000 bytes" for the same limits: we read MB as 10^6.
 */
export interface FileRule {
  readonly accept: readonly string[];
  /** File name endings offered by the picker, lower case with the dot. */
  readonly extensions: readonly string[];
  /** What the user is told the field accepts. */
  readonly acceptLabel: string;
  readonly maxBytes: number;
  /** Every upload of the spec takes one file; the picker is disabled once one is chosen. */
  readonly maxFiles: 1;
  readonly kinds: readonly UploadKind[];
  readonly caps: ContentCaps;
}

/** What the bytes of an upload may be; each kind has one inspector on the server. */
export type UploadKind = 'image' | 'pdf' | 'csv' | 'spreadsheet' | 'media' | 'font';

export interface ContentCaps {
  readonly image: {
    readonly maxWidth: number;
    readonly maxHeight: number;
    readonly maxPixels: number;
  };
  readonly csv: { readonly maxRows: number; readonly maxColumns: number };
  readonly spreadsheet: { readonly maxUnpackedBytes: number; readonly maxEntries: number };
  readonly pdf: { readonly maxPages: number; readonly maxUnpackedStreamBytes: number };
}

/**
 * Caps on what an accepted file holds, checked from its headers before anything decodes it,
 * so a small file cannot expand into a large one in memory.
 */
export const contentCaps: ContentCaps = {
  // Room for label artwork at print resolution (10,000 px is 33 inches at 300 dpi) and for
  // the 12 MP photos phones save; 40 MP decoded is 160 MB of RGBA, the most one image may
  // cost whoever draws it.
  image: { maxWidth: 10_000, maxHeight: 10_000, maxPixels: 40_000_000 },
  // A 10 MB CSV of serial numbers holds about a million rows; no sheet of the spec has
  // more than a few dozen columns.
  csv: { maxRows: 1_000_000, maxColumns: 100 },
  // A 10 MB .xlsx of plain cells unpacks to about 100 MB (XML packs about 10 to 1); real
  // workbooks have tens of parts, not thousands.
  spreadsheet: { maxUnpackedBytes: 100_000_000, maxEntries: 10_000 },
  // Templates and token sheets are a few pages; 500 leaves room for a long print run.
  // The stream cap bounds what reading the file's structure may unpack (object streams).
  pdf: { maxPages: 500, maxUnpackedStreamBytes: 16_000_000 },
};

/** Raster images only: SVG can carry script, so it is never accepted as an image upload. */
export const imageTypes = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
] as const;
const imageExtensions = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.bmp'] as const;

export const pdfTypes = ['application/pdf'] as const;
/** Browsers report CSV under several names; the server checks it is text either way. */
export const csvTypes = ['text/csv', 'text/plain', 'application/vnd.ms-excel'] as const;
export const spreadsheetTypes = [
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
export const mediaTypes = [
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'audio/mpeg',
  ...imageTypes,
] as const;

const rule = (
  kinds: readonly UploadKind[],
  accept: readonly string[],
  extensions: readonly string[],
  acceptLabel: string,
  maxBytes: number,
): FileRule => ({
  kinds,
  accept,
  extensions,
  acceptLabel,
  maxBytes,
  maxFiles: 1,
  caps: contentCaps,
});
const image = (maxBytes: number) =>
  rule(['image'], imageTypes, imageExtensions, 'an image (PNG, JPEG, GIF, WebP or BMP)', maxBytes);
const pdf = (maxBytes: number) => rule(['pdf'], pdfTypes, ['.pdf'], 'a PDF file', maxBytes);
const csv = (maxBytes: number) => rule(['csv'], csvTypes, ['.csv'], 'a CSV file', maxBytes);
/**
 * A file of codes (decision 0425): every screen that takes codes reads the same files, CSV or
 * Excel, the product's own downloads among them.
 */
const codesFile = (maxBytes: number) =>
  rule(
    ['csv', 'spreadsheet'],
    [...csvTypes, ...spreadsheetTypes],
    ['.csv', '.xls', '.xlsx'],
    'a CSV or Excel file',
    maxBytes,
  );

export const fileRules = {
  // Spec 000 section 5.
  guillocheImage: image(5_000_000),
  customerLogoAdd: image(1_000_000),
  customerLogoEdit: image(2_000_000),
  productContent: rule(
    ['media', 'image'],
    mediaTypes,
    ['.mp4', '.webm', '.mov', '.mp3', ...imageExtensions],
    'a video, an MP3, a GIF or an image',
    20_000_000,
  ),
  brochure: pdf(20_000_000),
  /**
   * Not sized by the spec: the server also caps the sheet's unpacked size and rows. The
   * import reads .xlsx (exceljs) and CSV; an old binary .xls is refused with a hint to save
   * it as .xlsx.
   */
  customerProducts: rule(
    ['spreadsheet', 'csv'],
    [...spreadsheetTypes, 'text/csv', 'text/plain'],
    ['.xlsx', '.csv'],
    'an Excel workbook (.xlsx) or a CSV file',
    10_000_000,
  ),
  // Spec 001 section 5.
  companyLogo: image(5_000_000),
  profileImage: image(5_000_000),
  templatePdf: pdf(10_000_000),
  tokenPdf: pdf(20_000_000),
  /**
   * Ours (decision 0146): a font a company prints labels with, TrueType or OpenType, judged by its
   * first four bytes. 10 MB holds any Latin or Indic family; the engine embeds only the
   * glyphs a label uses (subset).
   */
  companyFont: rule(
    ['font'],
    [
      'font/ttf',
      'font/otf',
      'font/sfnt',
      'application/x-font-ttf',
      'application/x-font-otf',
      'application/octet-stream',
    ],
    ['.ttf', '.otf'],
    'a TrueType or OpenType font (.ttf or .otf)',
    10_000_000,
  ),
  serialNumberCsv: csv(1_000_000),
  printingJobCsv: csv(10_000_000),
  // Spec 002 section 5.
  productImage: image(1_000_000),
  tokenDataCsv: csv(10_000_000),
  /** Type not shown in the spec: the code file is a CSV or a sheet of codes. */
  linkQrFile: codesFile(1_000_000),
  /**
   * Size not shown in the spec: as the other sheets. The spec's .xls or .xlsx, and CSV too
   * (decision 0425): the product's own code files are CSVs.
   */
  smartBinSheet: codesFile(10_000_000),
  /**
   * Ours (decision 0273): codes to blacklist or reactivate, a CSV or a workbook (decision 0425).
   * 1,000,000 bytes hold about 70,000 codes of 12 characters.
   */
  codeBlacklistFile: codesFile(1_000_000),
  /**
   * Ours (decision 0264): the invoice a person uploads when registering a product, a phone's photo
   * or a PDF. 5,000,000 bytes hold a 12-megapixel JPEG.
   */
  endUserInvoice: rule(
    ['image', 'pdf'],
    [...imageTypes, ...pdfTypes],
    [...imageExtensions, '.pdf'],
    'a photo or a PDF',
    5_000_000,
  ),
} as const satisfies Record<string, FileRule>;
export type FileRuleName = keyof typeof fileRules;

const sizeUnits = [
  { unit: 'MB', bytes: 1_000_000 },
  { unit: 'KB', bytes: 1_000 },
] as const;

/**
 * A size as a person reads it: "5 MB", "1.5 MB", "500 KB" (decision 0371: never "5,000,000 bytes").
 * Decimal units, as the limits are (MB = 10^6, above). Rounded down to one decimal, so a limit
 * is never told as more than it is; below 1 KB (no real limit is) the bytes are counted.
 */
export function formatFileSize(bytes: number): string {
  const unit = sizeUnits.find((candidate) => bytes >= candidate.bytes);
  if (!unit) return `${bytes} bytes`;
  const amount = Math.floor((bytes / unit.bytes) * 10) / 10;
  return `${amount.toLocaleString('en-US')} ${unit.unit}`;
}
