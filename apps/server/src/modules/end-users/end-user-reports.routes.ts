import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import type { EndUserReports } from './end-user-reports';

/** The console's calls on end users; the scan page's forms are in end-users.routes.ts. */
export function endUserReportsRoutes(
  app: FastifyInstance,
  bind: Bind,
  reports: EndUserReports,
): void {
  bind(app, contract.endUsers.list, ({ caller, query }) => reports.list(caller, query));
  bind(app, contract.reports.userRewards, ({ caller, body }) =>
    reports.rewardHistory(caller, body),
  );
}
