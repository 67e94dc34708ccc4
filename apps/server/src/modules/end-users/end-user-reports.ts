import type { CallBody, CallQuery } from '@veritag/api';
import { contract } from '@veritag/api';
import type { Database } from '../../db/database';
import { recordScope, type Caller } from '../../platform/access';
import { checkReportDates, type ReportFilesService } from '../report-files';
import { endUserReport } from './end-user-report';
import { rewardHistoryReportSource } from './reward-history.report';

export interface EndUserReportsDeps {
  database: Database;
  reportFiles: ReportFilesService;
  clock: () => Date;
}

/** What the console reads of end users (spec 002): the 'Report of End Users' and the EndUser Reward History report. */
export function endUserReports({ database, reportFiles, clock }: EndUserReportsDeps) {
  const rewardHistory = reportFiles.register(
    'endUserRewardHistory',
    rewardHistoryReportSource(database),
  );
  return {
    list: (caller: Caller, query: CallQuery<typeof contract.endUsers.list>) =>
      endUserReport(database.db, recordScope(caller), query.sort),

    /** Starts the reward history report and replies its file name. */
    async rewardHistory(
      caller: Caller,
      form: CallBody<typeof contract.reports.userRewards>,
    ): Promise<{ fileName: string }> {
      checkReportDates(form, clock());
      const { fromDate, toDate, timeZone } = form;
      return rewardHistory.start(caller, { fromDate, toDate }, { timeZone });
    },
  };
}
export type EndUserReports = ReturnType<typeof endUserReports>;
