import { defineModule } from '../../platform/server-module';
import { codeBlacklistModule } from '../code-blacklist';
import { codesModule } from '../codes';
import { productsModule } from '../products';
import { reportFilesModule } from '../report-files';
import { scansModule } from '../scans';
import { traceRoutes } from './trace.routes';
import { traceService } from './trace.service';
import { codeAggregation, codeStock, consignmentItems, consignments, inventoryEntries, inventoryItems, traceEvents } from './trace.table';

/**
 * Track and trace (issue 20): EPCIS 2.0 events (packing, unpacking, inward, outward, receiving)
 * captured whole or refused whole, the stock and consignments they make, the inventory and
 * consignment lists, a code's history as EPCIS (`historyOf`) and the inventory report.
 */
export const traceModule = defineModule({
  name: 'trace',
  tables: { traceEvents, codeAggregation, codeStock, inventoryItems, inventoryEntries, consignments, consignmentItems },
  setup: ({ database, clock, use }) => {
    // Listed for order: products are named, and consumer scans read, through these.
    use(productsModule);
    use(scansModule);
    return traceService({ database, codes: use(codesModule), blacklist: use(codeBlacklistModule), reportFiles: use(reportFilesModule), clock });
  },
  routes: (api, bind, service) => traceRoutes(api, bind, service),
});
export type { TraceService } from './trace.service';
export type { Carrier } from './trace-carrier';
