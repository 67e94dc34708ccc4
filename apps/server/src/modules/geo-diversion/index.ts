import { defineModule } from '../../platform/server-module';
import { scansModule } from '../scans';
import { traceModule } from '../trace';
import { geoDiversionRoutes } from './geo-diversion.routes';
import { geoDiversionService } from './geo-diversion.service';
import { geoDiversions } from './geo-diversion.table';

/**
 * Geo-diversion (decision 0327): a consumer scan far from the destination of the consignment that
 * carried the code is flagged, for the dashboard map and the Geo-Diversions list. It listens to
 * the scans module's places and asks the trace module for the carrier, so neither of those
 * depends on it (trace already reads scans).
 */
export const geoDiversionModule = defineModule({
  name: 'geoDiversion',
  tables: { geoDiversions },
  setup: ({ db, use }) => {
    const trace = use(traceModule);
    const service = geoDiversionService({ db, carrierOf: trace.carrierOf });
    use(scansModule).onPlaceShared(service.check);
    return service;
  },
  routes: (api, bind, service) => geoDiversionRoutes(api, bind, service),
});
export type { GeoDiversionService } from './geo-diversion.service';
