import { defineModule } from '../../platform/server-module';
import { publicBaseUrlOf } from '../../platform/settings';
import { codeBlacklistModule } from '../code-blacklist';
import { codesModule } from '../codes';
import { linkQrModule } from '../link-qr';
import { printedRollOf, printDataBatchKind } from '../print-data';
import { smartBinModule } from '../smart-bin';
import { reportFilesModule } from '../report-files';
import { scansModule } from '../scans';
import { traceRoutes } from './trace.routes';
import type { TraceScope } from './trace-capture';
import { demoTrailOf, seedDemoTrail, type DemoTrailPlan } from './trace.seed';
import { traceService } from './trace.service';
import {
  captureJobs,
  codeAggregation,
  codeStock,
  consignmentItems,
  consignments,
  inventoryEntries,
  inventoryItems,
  traceEvents,
} from './trace.table';

/**
 * Track and trace (decision 0303): EPCIS 2.0 events (packing, unpacking, inward, outward,
 * receiving) captured whole or refused whole, the stock and consignments they make, the inventory
 * and consignment lists, a code's history as EPCIS (`historyOf`) and the inventory report.
 */
export const traceModule = defineModule({
  name: 'trace',
  tables: {
    traceEvents,
    codeAggregation,
    codeStock,
    inventoryItems,
    inventoryEntries,
    consignments,
    consignmentItems,
    captureJobs,
  },
  setup: ({ database, clock, use, settings, outbox }) => {
    const codes = use(codesModule);
    const links = use(linkQrModule);
    const smartBin = use(smartBinModule);
    const history = {
      rollOf: async (batch: { kind: string; id: number }, seq: number) =>
        batch.kind === printDataBatchKind ? printedRollOf(database.db, batch.id, seq) : undefined,
      linkOf: links.linkOf,
      binningOf: smartBin.binningOf,
      scansOf: use(scansModule).scansOfCode,
    };
    const service = traceService({
      database,
      codes,
      blacklist: use(codeBlacklistModule),
      history,
      reportFiles: use(reportFilesModule),
      clock,
      publicBaseUrl: publicBaseUrlOf(settings),
      outbox,
    });
    return {
      ...service,
      /** The demo's trail over a batch's codes, planned by their places in print order (seed/demo-trail.ts). */
      seedDemoTrail: async (
        scope: TraceScope,
        batch: { kind: string; id: number },
        plan: DemoTrailPlan,
        now: Date,
      ) => {
        const count =
          Math.max(...plan.cartons.flatMap((carton) => [carton.parent, ...carton.units])) + 1;
        await seedDemoTrail(
          service.capture,
          scope,
          demoTrailOf(plan, await codes.ofBatch(database.db, batch, count)),
          now,
        );
      },
    };
  },
  routes: (api, bind, service) => traceRoutes(api, bind, service),
});
export type { TraceService } from './trace.service';
export type { DemoTrailPlan } from './trace.seed';
export type { Carrier } from './trace-carrier';
export type { CapturedEvent } from './epcis-captured';
/** GS1's EPCIS 2.0 JSON schema, for the modules that write EPCIS documents of their own. */
export { epcisDocumentIssues } from './epcis-schema/epcis-schema';
export { epcisContextOf } from './trace-history';
