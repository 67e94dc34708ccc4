import { defineModule } from '../../platform/server-module';
import { codesModule } from '../codes';
import { reportFilesModule } from '../report-files';
import { smartBinRoutes } from './smart-bin.routes';
import { smartBinService } from './smart-bin.service';
import { smartBinCodes } from './smart-bin.table';

/**
 * The smart bin (spec 002, decision 0299): codes collected from smart bins, uploaded by the company
 * that issued them, listed, downloaded by date range and deleted. A binned code is consumed:
 * the scan side reads it through `smartBinScanJoin`.
 */
export const smartBinModule = defineModule({
  name: 'smartBin',
  tables: { smartBinCodes },
  setup: ({ database, clock, use }) =>
    smartBinService({
      database,
      codes: use(codesModule),
      reportFiles: use(reportFilesModule),
      clock,
    }),
  routes: (api, bind, service) => smartBinRoutes(api, bind, service),
});
export type { SmartBinService } from './smart-bin.service';

/**
 * For the scan's one lookup (scans/scan-store.ts), whose statement joins the issued code as
 * `c`: when the code was binned, by the unique index on code_id. Joined rather than asked
 * through the service so a scan stays one round trip, as with the blacklist; never cached,
 * so a code binned a moment ago reads as binned at once.
 */
export const smartBinScanJoin = {
  columns: 'sb.created_date as binned_at',
  join: 'left join smart_bin_codes sb on sb.code_id = c.id',
} as const;
