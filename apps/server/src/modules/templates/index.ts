import { defineModule } from '../../platform/server-module';
import { publicBaseUrlOf } from '../../platform/settings';
import { companiesModule } from '../companies';
import { filesModule } from '../files';
import { guillocheModule } from '../guilloche';
import { labelsModule } from '../labels';
import { templatesDoor } from './templates-door';
import { templatesRoutes } from './templates.routes';
import { companyFonts, templateRevisions, templateSamples, templates } from './templates.table';

/**
 * Label templates (decision 0143): a customer's master PDF, its designs as numbered revisions,
 * the company's fonts and the designer's samples. Token batches build on `forGeneration`,
 * `labelSetupFor`, `batchValueProblem` and `artworkSizeOf`.
 */
export const templatesModule = defineModule({
  name: 'templates',
  tables: { templates, templateRevisions, companyFonts, templateSamples },
  setup: ({ db, use, settings, clock }) =>
    templatesDoor({
      db,
      files: use(filesModule),
      companies: use(companiesModule),
      guilloche: use(guillocheModule),
      labels: use(labelsModule),
      publicBaseUrl: publicBaseUrlOf(settings),
      clock,
    }),
  routes: (api, bind, service, { use }) => templatesRoutes(api, bind, service, use(filesModule)),
});
export type { TemplatesDoor as TemplatesService } from './templates-door';
export type { TemplateForGeneration } from './template-generation';
export { sampleBatch } from './template-designs';
export { seedDemoTemplate } from './templates.seed';

/** The columns a batch's foreign keys point at. */
export const templateKey = () => templates.id;
export const templateRevisionKey = () => templateRevisions.id;
