import { defineModule } from '../../platform/server-module';
import { codesModule } from '../codes';
import { filesModule } from '../files';
import { masterProductsModule } from '../master-products';
import { plantsModule } from '../plants';
import { reportFilesModule } from '../report-files';
import { describeTokenDataBatch } from './token-data-batches';
import { tokenDataCodeKind } from './token-data.job';
import { tokenDataRoutes } from './token-data.routes';
import { tokenDataService } from './token-data.service';
import { tokenData } from './token-data.table';

/**
 * Token data (spec 002, decision 0214): a purchase order's pack list uploaded as a CSV, and the
 * token file a durable job makes from it, `zpack` unique codes a pack from the code service.
 */
export const tokenDataModule = defineModule({
  name: 'tokenData',
  tables: { tokenData },
  setup: ({ database, jobs, clock, use }) => {
    use(codesModule).registerBatchKind(tokenDataCodeKind, describeTokenDataBatch);
    return tokenDataService({
      database,
      jobs,
      clock,
      codes: use(codesModule),
      files: use(filesModule),
      plants: use(plantsModule),
      masterProducts: use(masterProductsModule),
      reportFiles: use(reportFilesModule),
    });
  },
  routes: (api, bind, service) => tokenDataRoutes(api, bind, service),
  jobs: (service) => [service.job],
});
export type { TokenDataService, GenerateTuning } from './token-data.service';
export { tokenDataCodeKind } from './token-data.job';
export { seedDemoTokenData } from './seed-demo-token-data';
