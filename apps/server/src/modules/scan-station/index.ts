import { compressReplies } from '../../http/compression';
import { defineModule, type ModuleContext } from '../../platform/server-module';
import { scanAssetBase, type ScanPages } from '../scans';
import { scanStationRoutes } from './scan-station.routes';

/**
 * The scan station (decision 0316): GET /station, the phone page of the scan app where producers
 * and business partners pack, take into stock, ship and receive. The page is public HTML; its
 * script calls the events API (modules/trace) with the console's token, so that API's access
 * rule (Track & Trace) and company boundary decide everything. Its assets are the scan app's,
 * served by the scans module.
 */
export const scanStationModule = defineModule({
  name: 'scan-station',
  setup: (_context: ModuleContext<{ pages?: ScanPages }>) => ({}),
  routes: (api, _bind, _service, { options }) => {
    const pages = options.pages;
    if (!pages) return;
    void api.register(async (scope) => {
      await compressReplies(scope);
      scanStationRoutes(scope, pages, scanAssetBase);
    });
  },
});
