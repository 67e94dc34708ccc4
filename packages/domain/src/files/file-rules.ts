/**
 * Upload rules as data, so the upload widget and the server read the same numbers.
 * `accept` lists content types; the server checks them against the file's bytes (with the
 * file-type library), the widget offers `extensions` in its file picker.
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
}

/** Raster images only: SVG can carry script, so it is never accepted as an image upload. */
export const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'] as const;
const imageExtensions = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.bmp'] as const;

export const pdfTypes = ['application/pdf'] as const;
/** Browsers report CSV under several names; the server checks it is text either way. */
export const csvTypes = ['text/csv', 'text/plain', 'application/vnd.ms-excel'] as const;
export const spreadsheetTypes = [
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
export const mediaTypes = ['video/mp4', 'video/webm', 'video/quicktime', 'audio/mpeg', ...imageTypes] as const;

const rule = (accept: readonly string[], extensions: readonly string[], acceptLabel: string, maxBytes: number): FileRule => ({
  accept,
  extensions,
  acceptLabel,
  maxBytes,
  maxFiles: 1,
});
const image = (maxBytes: number) => rule(imageTypes, imageExtensions, 'an image (PNG, JPEG, GIF, WebP or BMP)', maxBytes);
const pdf = (maxBytes: number) => rule(pdfTypes, ['.pdf'], 'a PDF file', maxBytes);
const csv = (maxBytes: number) => rule(csvTypes, ['.csv'], 'a CSV file', maxBytes);
const spreadsheet = (maxBytes: number) => rule(spreadsheetTypes, ['.xls', '.xlsx'], 'an Excel file (.xls or .xlsx)', maxBytes);

export const fileRules = {
  // Spec 000 section 5.
  guillocheImage: image(5_000_000),
  customerLogoAdd: image(1_000_000),
  customerLogoEdit: image(2_000_000),
  productContent: rule(mediaTypes, ['.mp4', '.webm', '.mov', '.mp3', ...imageExtensions], 'a video, an MP3, a GIF or an image', 20_000_000),
  brochure: pdf(20_000_000),
  /** Not sized by the spec: the server also caps the sheet's unpacked size and rows. */
  customerProducts: spreadsheet(10_000_000),
  // Spec 001 section 5.
  companyLogo: image(5_000_000),
  profileImage: image(5_000_000),
  templatePdf: pdf(10_000_000),
  tokenPdf: pdf(20_000_000),
  serialNumberCsv: csv(1_000_000),
  printingJobCsv: csv(10_000_000),
  // Spec 002 section 5.
  productImage: image(1_000_000),
  tokenDataCsv: csv(10_000_000),
  /** Type not shown in the spec: the code file is a CSV or a sheet of codes. */
  linkQrFile: rule([...csvTypes, ...spreadsheetTypes], ['.csv', '.xls', '.xlsx'], 'a CSV or Excel file', 1_000_000),
  /** Size not shown in the spec: as the other sheets. */
  smartBinSheet: spreadsheet(10_000_000),
} as const satisfies Record<string, FileRule>;
export type FileRuleName = keyof typeof fileRules;

/** "5,000,000 bytes": the limit as the user reads it. */
export const formatByteLimit = (bytes: number): string => `${bytes.toLocaleString('en-US')} bytes`;
