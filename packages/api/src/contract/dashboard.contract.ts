import * as v from 'valibot';
import {
  access,
  ChartPointSchema,
  CountReplySchema,
  pageSchema,
  ScanDashboardSchema,
  LookupFloodSchema,
  ScanMapFiguresSchema,
  ScanPointSchema,
  ScanRangeQuerySchema,
  TopEntrySchema,
  TotalReplySchema,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { pageQuery } from './shared-schemas';

/** The main dashboard reads counts, top lists and charts whose shapes the spec does not show. */
const notShown = (shape: string) => `reply shape not shown in the spec: ${shape}`;
const main = access.mainDashboard;
const count = <const P extends string>(path: P, what: string) =>
  defineCall({
    method: 'GET',
    path,
    access: main,
    summary: `The number of ${what}.`,
    reply: CountReplySchema,
    ours: notShown('{ count }'),
  });
const top = <const P extends string>(path: P, what: string) =>
  defineCall({
    method: 'GET',
    path,
    access: main,
    summary: `The top ${what}, best first.`,
    reply: v.array(TopEntrySchema),
    ours: notShown('[{ id, name, count }]'),
  });
const total = <const P extends string>(path: P, what: string) =>
  defineCall({
    method: 'GET',
    path,
    access: main,
    summary: `The total of ${what}.`,
    reply: TotalReplySchema,
    ours: notShown('{ total }'),
  });
const chart = <const P extends string>(path: P, what: string) =>
  defineCall({
    method: 'GET',
    path,
    access: main,
    summary: `Chart data of ${what}.`,
    reply: v.array(ChartPointSchema),
    ours: notShown('[{ label, count }]'),
  });

export const dashboardCalls = {
  // Served by the products module, for whoever views products (a ROLE_USER's product list counts with it too).
  productCount: defineCall({
    method: 'GET',
    path: '/products/count',
    // The super admin's main dashboard counts the platform's products too.
    access: {
      ...access.company('Product', 1),
      roles: ['ROLE_SUPER_ADMIN', ...access.company('Product', 1).roles],
    },
    summary:
      'The number of products of the caller’s company (of their customers when limited; the platform’s for the super admin).',
    reply: CountReplySchema,
    ours: notShown('{ count }'),
  }),
  userProductCount: count('/userProduct/count', 'user products'),
  userCount: count('/users/count', 'users'),
  offerCount: count('/offer/count', 'offers'),
  campaignHistoryCount: count('/campaignHistory/count', 'campaign history entries'),
  dealerCount: count('/dealer/count', 'dealers'),
  userBadgeCount: count('/users/badge/count', 'user badges'),
  topUsers: top('/user/top', 'users'),
  topServiceCentres: top('/serviceCenter/top', 'service centres'),
  topProducts: top('/product/top', 'products'),
  totalRewards: total('/total/reward', 'rewards given'),
  totalRedemptions: total('/total/redeem', 'rewards redeemed'),
  productReport: chart('/products/report/data', 'products'),
  serviceCentreReport: chart('/serviceCenter/report/data', 'service centres'),
  validScans: defineCall({
    method: 'GET',
    path: '/validScan',
    access: main,
    scope: 'scans:read',
    summary:
      'Scan points of the main dashboard map, valid and invalid (content[] of latitude, longitude, valid).',
    query: pageQuery(),
    reply: pageSchema(ScanPointSchema),
    ours: 'the spec names no query: page and size as the other lists',
  }),
  validScanMap: defineCall({
    method: 'GET',
    path: '/valid-scans/map',
    access: access.scanDashboard,
    summary: 'Positions of valid scans between startDate and endDate.',
    query: ScanRangeQuerySchema,
    reply: v.array(ScanPointSchema),
  }),
  invalidScanMap: defineCall({
    method: 'GET',
    path: '/invalid-scans/map',
    access: access.scanDashboard,
    summary: 'Positions of invalid scans between startDate and endDate.',
    query: ScanRangeQuerySchema,
    reply: v.array(ScanPointSchema),
  }),
  productScanDetails: defineCall({
    method: 'GET',
    path: '/dashboard/report/product-scan-details',
    access: access.scanDashboard,
    summary: 'The scan dashboard: scans per day, per weekday, total and average.',
    query: ScanRangeQuerySchema,
    reply: ScanDashboardSchema,
  }),
  scanClusters: defineCall({
    method: 'GET',
    path: '/scans/map/clusters',
    access: access.scanDashboard,
    summary:
      'Valid and invalid scans between startDate and endDate gathered into clusters (the maps of both dashboards), with the number of scans of the period and of those located.',
    query: ScanRangeQuerySchema,
    reply: ScanMapFiguresSchema,
    ours: 'a year of scans is too many points to send: the server gathers them on a grid of about 11 km, each cluster at the mean position of its scans; the total and located counts let the map say what it leaves out (decision 0373)',
  }),
  lookupFloods: defineCall({
    method: 'GET',
    path: '/dashboard/lookup-floods',
    access: main,
    summary:
      "Floods of unknown-code lookups of the last 7 days, newest first: the company's own (Digital Links under its GTINs), or every one for the super admin.",
    reply: v.array(LookupFloodSchema),
    ours: 'decision 0339: limits tighten while a flood of guesses lasts; the dashboard says so',
  }),
} as const;
