import { dashboardCalls as calls, geoDiversionCalls } from '@veritag/api';
import { addMonths, datePartsOf, formatIsoDate } from '@veritag/domain';
import { browserTimeZone } from '#app/app/browser-time-zone';
import { useLoad } from '#app/app/use-load';
import { useAllowed } from '#app/kit/access/use-allowed';
import { api } from '#app/session/api-client';

// Every figure loads on its own, all at once: one failing call leaves the others shown.
// Silent, since a dozen failures would be a dozen toasts; each part says it is missing instead.
const quietly = { silent: true };
const useCount = (load: () => Promise<{ count: number }>) =>
  useLoad(() => load().then((reply) => reply.count), quietly).state;
const useTotal = (load: () => Promise<{ total: number }>) =>
  useLoad(() => load().then((reply) => reply.total), quietly).state;

/** The last 12 months up to today, in the browser's days: what the main map shows. */
const lastYear = () => {
  const today = datePartsOf(new Date());
  return {
    startDate: formatIsoDate(addMonths(today, -12)),
    endDate: formatIsoDate(today),
    timeZone: browserTimeZone(),
  };
};

/** The figures of the main dashboard (spec 000 section 2.6), each with its own loading state. */
export function useMainDashboard() {
  // Products are counted for whoever views products: a producer without that privilege is not asked.
  const mayCountProducts = useAllowed()(calls.productCount);
  return {
    mayCountProducts,
    counts: {
      products: useCount(() =>
        mayCountProducts ? api.call(calls.productCount) : Promise.resolve({ count: 0 }),
      ),
      registeredProducts: useCount(() => api.call(calls.userProductCount)),
      endUsers: useCount(() => api.call(calls.userCount)),
      productsWithOffers: useCount(() => api.call(calls.offerCount)),
      printRuns: useCount(() => api.call(calls.campaignHistoryCount)),
      businessPartners: useCount(() => api.call(calls.dealerCount)),
      endUsersWithPoints: useCount(() => api.call(calls.userBadgeCount)),
      pointsEarned: useTotal(() => api.call(calls.totalRewards)),
      pointsToRedeem: useTotal(() => api.call(calls.totalRedemptions)),
    },
    top: {
      endUsers: useLoad(() => api.call(calls.topUsers), quietly).state,
      plants: useLoad(() => api.call(calls.topServiceCentres), quietly).state,
      products: useLoad(() => api.call(calls.topProducts), quietly).state,
    },
    charts: {
      scansPerMonth: useLoad(() => api.call(calls.productReport), quietly).state,
      codesPerPlant: useLoad(() => api.call(calls.serviceCentreReport), quietly).state,
    },
    clusters: useLoad(() => api.call(calls.scanClusters, { query: lastYear() }), quietly).state,
    /**
     * Floods of guessed codes of the last week (decision 0339), shown above all while there are
     * any.
     */
    floods: useLoad(() => api.call(calls.lookupFloods), quietly).state,
    /** Scans far from their consignment's destination (geo-diversion), a third layer of the map. */
    diverted: useLoad(() => api.call(geoDiversionCalls.map, { query: lastYear() }), quietly).state,
  };
}

export type MainDashboardData = ReturnType<typeof useMainDashboard>;
