import { dashboardCalls } from '@veritag/api';
import type { ScanRange } from '@veritag/domain';
import { browserTimeZone } from '#app/app/browser-time-zone';
import { useLoad } from '#app/app/use-load';
import { api } from '#app/session/api-client';

/**
 * The scan dashboard's two calls for one range, side by side: the figures and the map. The
 * range's days are the browser's (its time zone goes with them). Failures show the server's
 * title, as every screen does.
 */
export function useScanDashboard(range: ScanRange) {
  const query = { ...range, timeZone: browserTimeZone() };
  return {
    details: useLoad(() => api.call(dashboardCalls.productScanDetails, { query })).state,
    clusters: useLoad(() => api.call(dashboardCalls.scanClusters, { query })).state,
  };
}
