import { defineModule } from '../../platform/server-module';
import { codesModule } from '../codes';
import { reportFilesModule } from '../report-files';
import { smartBinRoutes } from './smart-bin.routes';
import { smartBinService } from './smart-bin.service';
import { binnedCodes, smartBinCodes } from './smart-bin.table';

/**
 * The smart bin (spec 002, decision 0299): codes collected from smart bins, uploaded by the company
 * that issued them, listed, downloaded by date range and deleted. A binned code is consumed:
 * the scan side reads it through the binnedCodes view.
 */
export const smartBinModule = defineModule({
  name: 'smartBin',
  tables: { smartBinCodes, binnedCodes },
  setup: ({ database, clock, use, outbox }) =>
    smartBinService({
      database,
      outbox,
      codes: use(codesModule),
      reportFiles: use(reportFilesModule),
      clock,
    }),
  routes: (api, bind, service) => smartBinRoutes(api, bind, service),
});
export type { SmartBinService } from './smart-bin.service';
export { binnedCodes } from './smart-bin.table';
