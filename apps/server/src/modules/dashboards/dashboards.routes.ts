import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import { pageOf } from '../../db/list-page';
import type { DashboardsService } from './dashboards.service';

const calls = contract.dashboard;

export function dashboardsRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: DashboardsService,
): void {
  bind(app, calls.userProductCount, ({ caller }) => service.count(caller, 'userProducts'));
  bind(app, calls.userCount, ({ caller }) => service.count(caller, 'users'));
  bind(app, calls.offerCount, ({ caller }) => service.count(caller, 'offers'));
  bind(app, calls.campaignHistoryCount, ({ caller }) => service.count(caller, 'campaigns'));
  bind(app, calls.dealerCount, ({ caller }) => service.count(caller, 'dealers'));
  bind(app, calls.userBadgeCount, ({ caller }) => service.count(caller, 'badges'));
  bind(app, calls.totalRewards, ({ caller }) => service.total(caller, 'rewards'));
  bind(app, calls.totalRedemptions, ({ caller }) => service.total(caller, 'redemptions'));
  bind(app, calls.topUsers, ({ caller }) => service.topUsers(caller));
  bind(app, calls.topServiceCentres, ({ caller }) => service.topPlants(caller));
  bind(app, calls.topProducts, ({ caller }) => service.topProducts(caller));
  bind(app, calls.productReport, ({ caller }) => service.monthlyScans(caller));
  bind(app, calls.serviceCentreReport, ({ caller }) => service.plantChart(caller));
  bind(app, calls.validScans, async ({ caller, query }) => {
    const { content, total } = await service.latestPoints(caller, query);
    return pageOf(content, total, query);
  });
  bind(app, calls.validScanMap, ({ caller, query }) => service.positions(caller, query, 'valid'));
  bind(app, calls.invalidScanMap, ({ caller, query }) =>
    service.positions(caller, query, 'invalid'),
  );
  bind(app, calls.productScanDetails, ({ caller, query }) =>
    service.productScanDetails(caller, query),
  );
  bind(app, calls.scanClusters, ({ caller, query }) => service.scanMap(caller, query));
}
