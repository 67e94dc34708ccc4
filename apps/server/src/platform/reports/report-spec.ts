/**
 * What a report is: its format, its columns and where its rows come from. XLSX is for people;
 * CSV is for machines (printers, presses), its values written exactly (csv-writer.ts).
 */
export type ReportFormat = 'xlsx' | 'csv';

/**
 * How a column's values are written. `number` takes numbers, bigints and numeric strings (what
 * node-postgres returns for numeric and bigint). `date` and `datetime` take a Date, or text as
 * PostgreSQL prints it ('2024-05-01', '2024-05-01 13:45:00.123+00'); text without an offset is
 * already wall-clock time and is written as is. A value a column cannot read is written as text,
 * so nothing is dropped silently.
 */
export type ColumnType = 'text' | 'number' | 'date' | 'datetime';

export type ReportRow = Record<string, unknown>;

export interface ReportColumn<Row extends ReportRow = ReportRow> {
  header: string;
  key: keyof Row & string;
  type: ColumnType;
  /** Excel column width in characters; a default per type otherwise. CSV ignores it. */
  width?: number;
}

export interface ReportSpec<Row extends ReportRow = ReportRow> {
  format: ReportFormat;
  /** The sheet's name (XLSX); cut to Excel's 31 characters without the characters it forbids. */
  sheetName: string;
  columns: readonly ReportColumn<Row>[];
  /** Read one at a time and never kept, so memory stays flat whatever the count. */
  rows: AsyncIterable<Row> | Iterable<Row>;
  /**
   * IANA zone in which instants (Date values, text with an offset) are shown; UTC by default.
   * Spreadsheet dates carry no zone, so the report must pick one.
   */
  timeZone?: string;
}

export const reportContentTypes: Record<ReportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Excel's limit: 1,048,576 rows per sheet, one of them the header. */
export const maxXlsxDataRows = 1_048_575;

/** More than a spreadsheet holds (rows in a sheet, bytes in a zip); CSV has no such limit. */
export class ReportTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportTooLargeError';
  }
}
