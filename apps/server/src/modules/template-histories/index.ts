import { defineModule } from '../../platform/server-module';
import { codesModule } from '../codes';
import { filesModule } from '../files';
import { labelsModule } from '../labels';
import { reportFilesModule } from '../report-files';
import { templatesModule } from '../templates';
import { templateHistoriesRoutes } from './template-histories.routes';
import { templateHistoriesService } from './template-histories.service';
import { templateHistories, templateHistoryFiles } from './template-histories.table';
import { templateReport } from './template-report';
import { batchCodeKind } from './template-histories.job';
import { tokenBatchDescriber } from './token-batches';

/**
 * Token generation (spec 001, decision 0154): a batch of N unique codes and their print-ready
 * labels, made by a durable job from one revision of a template; the token list and its downloads.
 */
export const templateHistoriesModule = defineModule({
  name: 'templateHistories',
  tables: { templateHistories, templateHistoryFiles },
  setup: ({ database, jobs, clock, use }) => {
    use(codesModule).registerBatchKind(batchCodeKind, tokenBatchDescriber(use(templatesModule)));
    return {
      ...templateHistoriesService({
        database,
        jobs,
        codes: use(codesModule),
        files: use(filesModule),
        engine: use(labelsModule),
        templates: use(templatesModule),
      }),
      report: use(reportFilesModule).register('fCodes.template', templateReport(database)),
      clock,
    };
  },
  routes: (api, bind, service, { use }) =>
    templateHistoriesRoutes(api, bind, service, use(filesModule)),
  jobs: (service) => [service.job],
});
export type { TemplateHistoriesService, GenerateTuning } from './template-histories.service';
export { batchCodeKind } from './template-histories.job';
export {
  printedExpiry,
  type GenerationTemplates,
  type GenerationTemplate,
} from './generation-sources';
export { seedDemoBatch } from './seed-demo-batch';
