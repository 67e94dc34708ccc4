/** The report writer's door: every spreadsheet the platform produces goes through it. */
export { writeReport, streamReport, type StreamedFile } from './write-report';
export { csvField } from './csv-writer';
export { cursorRows, type ReportDatabase, type ReportQuery } from './cursor-rows';
export {
  maxXlsxDataRows,
  reportContentTypes,
  ReportTooLargeError,
  type ColumnType,
  type ReportColumn,
  type ReportFormat,
  type ReportRow,
  type ReportSpec,
} from './report-spec';
