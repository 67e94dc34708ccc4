import type { CallBody } from '@veritag/api';
import { contract } from '@veritag/api';
import type { Database } from '../../db/database';
import type { ListQuery } from '../../db/list-page';
import { badRequest, fieldError } from '../../http/problem';
import { recordScope, type Caller } from '../../platform/access';
import { customerRefs } from '../customers';
import { checkReportDates, type ReportFilesService } from '../report-files';
import { invalidScanPage, type InvalidScanColumn } from './invalid-scans-list';
import { invalidScanReportSource } from './invalid-scans.report';

type ReportForm = CallBody<typeof contract.invalidScans.report>;

export interface InvalidScansDeps {
  database: Database;
  reportFiles: ReportFilesService;
  clock: () => Date;
}

/** The invalid scans of spec 002: the company's list, and the Invalid Scan report of one customer. */
export function invalidScansService({ database, reportFiles, clock }: InvalidScansDeps) {
  const report = reportFiles.register('invalidScan', invalidScanReportSource(database));
  return {
    list: (caller: Caller, query: ListQuery<InvalidScanColumn>) =>
      invalidScanPage(database.db, recordScope(caller), query),

    /**
     * Starts the report and replies its file name. The spec sends the customer twice (the
     * query's customerId and the form's customer); two different ones are a bad request, not
     * a guess. A customer the caller does not work for is not found, as any other record.
     */
    async report(
      caller: Caller,
      customerId: number,
      form: ReportForm,
    ): Promise<{ fileName: string }> {
      checkReportDates(form, clock());
      if (form.customer !== customerId)
        throw badRequest('Invalid customer: it must be the customerId asked for', [
          fieldError('customer', 'Must be the customerId asked for'),
        ]);
      await customerRefs.find(database.db, recordScope(caller), customerId);
      const { fromDate, toDate, timeZone } = form;
      return report.start(caller, { customer: customerId, fromDate, toDate }, { timeZone });
    },
  };
}
export type InvalidScansService = ReturnType<typeof invalidScansService>;
