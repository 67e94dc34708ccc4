import type * as v from 'valibot';
import type { RecordScope } from '../../platform/access';
import type { ReportColumn, ReportRow } from '../../platform/reports';

/** What a report's rows are read for: the asker's scope when they asked, their parameters and time zone. */
export interface ReportRequest<Params> {
  scope: RecordScope;
  params: Params;
  /** IANA zone of the asker (their browser's), in which dates are filtered and times shown; UTC when unknown. */
  timeZone: string;
}

/**
 * A kind of report a module offers (the token data report, the F-Codes reports): registered
 * with the report-files door, which runs it as a job and serves its file.
 */
export interface ReportSource<Params> {
  /** The downloaded file is `{baseName}-{yyyy-mm-dd}-{random}.xlsx`. */
  baseName: string;
  sheetName: string;
  columns: readonly ReportColumn[];
  /** The parameters as stored; read back with this schema when the job runs. */
  params: v.GenericSchema<unknown, Params>;
  /** The rows, read one at a time (a cursor): memory stays flat whatever the count. */
  rows(request: ReportRequest<Params>): AsyncIterable<ReportRow> | Iterable<ReportRow>;
}
