import { scanRefusalText } from '@veritag/domain';
import { compressReplies } from '../../http/compression';
import { defineModule, type ModuleContext } from '../../platform/server-module';
import type { ScanPages } from './scan-pages';
import { codeBlacklistModule } from '../code-blacklist';
import { codesModule } from '../codes';
import { filesModule } from '../files';
import { publicLimitsModule } from '../public-limits';
import { productScanRulesRoutes } from './product-scan-rules.routes';
import { productScanRulesService } from './product-scan-rules.service';
import { scanDevices } from './scan-devices';
import { scanTokens } from './scan-tokens';
import { scansRoutes } from './scans.routes';
import { scanPreviewRoutes } from './scan-previews.routes';
import { scanPreviews } from './scan-previews';
import { scansService, type ScansServiceOptions } from './scans.service';
import { pastScans } from './past-scans';
import { seedDemoScans } from './scans.seed';
import { invalidScanReports, scanVerdicts } from './scan-views.table';
import { flaggedCodes, invalidScans, productScanRules, scans } from './scans.table';

/**
 * The consumer side's scans (decision 0253): the printed URL's page and verdict, scan sessions,
 * scan limits and thresholds, the place a person shares and the reports of not-genuine
 * products. Other modules read them through its service (a code's scans) or the views of
 * scan-views.table.ts (the dashboards' figures, the invalid scans' list), never its tables.
 */
/** What app.ts hands the scans module: the scan app's pages (without them a scan answers JSON). */
export interface ScansModuleOptions {
  pages?: ScanPages;
}

export const scansModule = defineModule({
  name: 'scans',
  tables: { scans, flaggedCodes, productScanRules, invalidScans, scanVerdicts, invalidScanReports },
  setup: ({ db, clock, settings, use, outbox }: ModuleContext<ScansModuleOptions>) => {
    const tokens = scanTokens(settings.secret, clock);
    const blacklist = use(codeBlacklistModule);
    const limits = use(publicLimitsModule);
    const scanOptions: ScansServiceOptions = {
      db,
      codes: use(codesModule),
      tokens,
      clock,
      fileUrl: (fileId) => `/scan-files/${tokens.file(fileId)}`,
      lookups: limits.lookups,
      reportBudget: limits.budget('reports', (dimension) =>
        scanRefusalText(dimension === 'address' ? 'tooManyReports' : 'reportsBusy'),
      ),
      autoBlacklist: (tx, code, evidence) =>
        blacklist.autoBlacklist(tx, {
          codeId: code.codeId,
          companyId: code.companyId,
          evidence: {
            ...evidence,
            firstAt: evidence.firstAt.toISOString(),
            lastAt: evidence.lastAt.toISOString(),
          },
        }),
      placeListeners: [],
    };
    const scans = scansService({ ...scanOptions, outbox });
    return {
      tokens,
      devices: scanDevices(settings.secret),
      clientOf: limits.clientOf,
      ...scans,
      productRules: productScanRulesService(db, scans.sources),
      /** The customer and product forms' scan page previews (decision 0473). */
      previews: scanPreviews(db, scanOptions.fileUrl, clock),
      /** The demo's scan history: the first `count` codes of a batch scanned over the 60 days before `now`, near `townOf` their index. */
      seedDemoScans: async (
        batch: { kind: string; id: number },
        count: number,
        now: Date,
        townOf?: (index: number) => { lat: number; lng: number },
      ) =>
        seedDemoScans(
          pastScans(scanOptions, limits.clientOf),
          await scanOptions.codes.ofBatch(db, batch, count),
          now,
          townOf,
        ),
    };
  },
  routes: (api, bind, service, { use, options }) => {
    // The public pages a phone opens on a slow network are compressed; their scope holds nothing else.
    void api.register(async (pages) => {
      await compressReplies(pages);
      scansRoutes(pages, bind, service, {
        tokens: service.tokens,
        devices: service.devices,
        clientOf: service.clientOf,
        files: use(filesModule),
        pages: options.pages,
      });
    });
    productScanRulesRoutes(api, bind, service.productRules);
    scanPreviewRoutes(api, bind, service.previews, options.pages);
  },
});
export type { ScansService, ScanBehind, PlacedScan, PlaceListener } from './scans.service';
export type { CodeScan } from './code-scans';
export { scanActionTtlMs } from './scan-tokens';
export { shopperLanguagesOf } from './shopper-languages';
export { scanAssetBase, type ScanPages } from './scan-pages';
export { pageLanguageOf } from './scan-language';
export { invalidScanReports, scanVerdicts } from './scan-views.table';
