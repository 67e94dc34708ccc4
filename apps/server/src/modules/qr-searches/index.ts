import { defineModule } from '../../platform/server-module';
import { codesModule } from '../codes';
import { filesModule } from '../files';
import { traceModule } from '../trace';
import { qrSearchesRoutes } from './qr-searches.routes';
import { qrSearchesService } from './qr-searches.service';
import { qrSearches } from './qr-searches.table';

/**
 * QR code search (spec 002, decision 0325): a search of a code within a customer is recorded and a
 * job compiles the code's history (through the trace door) into a downloadable EPCIS file.
 */
export const qrSearchesModule = defineModule({
  name: 'qrSearches',
  tables: { qrSearches },
  setup: ({ db, jobs, clock, use }) =>
    qrSearchesService({
      db,
      jobs,
      clock,
      codes: use(codesModule),
      trace: use(traceModule),
      files: use(filesModule),
    }),
  routes: (api, bind, service) => qrSearchesRoutes(api, bind, service),
  jobs: (service) => [service.job],
});
export type { QrSearchesService } from './qr-searches.service';
