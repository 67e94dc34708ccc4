import * as v from 'valibot';
import { and, eq, sql } from 'drizzle-orm';
import { IsoDateSchema, pointsEntryKindLabels, type PointsEntryKind } from '@veritag/domain';
import type { Database } from '../../db/database';
import { cursorRows, type ReportColumn, type ReportRow } from '../../platform/reports';
import { withinReportDays, type ReportSource } from '../report-files';
import { customerNames } from '../customers';
import { codeOfCustomers } from './end-user-report';
import {
  endUserRegistrations as registrations,
  endUsers,
  loyaltyEntries as entries,
} from './end-users.table';

/** What the EndUser Reward History report is asked for: From and To as days in the asker's zone. */
const Params = v.object({ fromDate: IsoDateSchema, toDate: IsoDateSchema });
export type RewardHistoryParams = v.InferOutput<typeof Params>;

/**
 * One row per points entry, as the records hold it: the person, the code that earned the
 * points and its client (none for a redemption, which spends points of any code), the kind,
 * the signed points, and the person's balance once this entry counted.
 */
export const rewardHistoryColumns: readonly ReportColumn[] = [
  { header: 'Date', key: 'at', type: 'datetime' },
  { header: 'Name', key: 'name', type: 'text', width: 24 },
  { header: 'Mobile', key: 'mobile', type: 'text' },
  { header: 'Code', key: 'code', type: 'text', width: 20 },
  { header: 'Client', key: 'client', type: 'text', width: 24 },
  { header: 'Kind', key: 'kind', type: 'text', width: 18 },
  { header: 'Points', key: 'points', type: 'number' },
  { header: 'Balance after', key: 'balance_after', type: 'number' },
];

async function* withKindLabels(rows: AsyncIterable<ReportRow>): AsyncGenerator<ReportRow> {
  for await (const row of rows)
    yield { ...row, kind: pointsEntryKindLabels[row.kind as PointsEntryKind] ?? row.kind };
}

/**
 * The company's points entries made from the start of From to the end of To, oldest first.
 * The balance is summed over all the person's entries before the window is cut, so it is
 * their true balance; a user limited to some customers sees the entries of those customers'
 * codes only (a redemption belongs to no customer).
 */
export function rewardHistoryReportSource(database: Database): ReportSource<RewardHistoryParams> {
  return {
    baseName: 'enduser-reward-history',
    sheetName: 'EndUser Reward History',
    columns: rewardHistoryColumns,
    params: Params,
    rows({ scope, params, timeZone }) {
      const company = scope.companyId === null ? sql`true` : eq(entries.companyId, scope.companyId);
      const history = sql`select ${entries.id} as id, ${entries.createdAt} as at, ${endUsers.name} as name, ${endUsers.mobile} as mobile,
        ${registrations.code} as code, ${customerNames.companyName} as client, ${entries.kind} as kind, ${entries.points} as points, ${entries.codeId} as code_id,
        (sum(${entries.points}) over (partition by ${entries.endUserId} order by ${entries.id}))::int as balance_after
        from ${entries} join ${endUsers} on ${endUsers.id} = ${entries.endUserId}
        left join ${registrations} on ${registrations.codeId} = ${entries.codeId} and ${registrations.confirmedAt} is not null
        left join ${customerNames} on ${customerNames.id} = ${registrations.customerId}
        where ${company}`;
      const limited =
        scope.customerIds === null
          ? []
          : [codeOfCustomers(sql`history.code_id`)([...scope.customerIds])];
      const where = and(withinReportDays(sql`history.at`, { ...params, timeZone }), ...limited);
      const select = sql`select id, at, name, mobile, code, client, kind, points, balance_after from (${history}) as history where ${where}`;
      return withKindLabels(cursorRows(database, { select, orderBy: ['id'] }));
    },
  };
}
