import type { Db } from '../../db/database';
import type { CompaniesService } from '../companies';
import type { FilesService } from '../files';
import type { GuillocheService } from '../guilloche';
import type { LabelEngine } from '../labels';
import { companyFontsService } from './company-fonts';
import { labelSetups } from './label-setups';
import { templateDesignsService } from './template-designs';
import { templateGeneration } from './template-generation';
import { templatesService } from './templates.service';

export interface TemplatesDoorDeps {
  db: Db;
  files: FilesService;
  companies: CompaniesService;
  guilloche: GuillocheService;
  labels: LabelEngine;
  publicBaseUrl: string;
  clock: () => Date;
}

/**
 * The templates module's door: templates themselves, their designs (`designs`), the
 * company fonts (`fonts`), and what token batches build on (`forGeneration`,
 * `labelSetupFor`, `batchValueProblem`, `artworkSizeOf`).
 */
export function templatesDoor({
  db,
  files,
  companies,
  guilloche,
  labels,
  publicBaseUrl,
  clock,
}: TemplatesDoorDeps) {
  const fonts = companyFontsService(db, files);
  const setups = labelSetups({ files, fonts, guilloche, publicBaseUrl });
  return {
    ...templatesService({ db, files, companies, labels }),
    designs: templateDesignsService({ db, files, labels, setups, clock }),
    fonts,
    ...templateGeneration(db, setups, labels),
  };
}
export type TemplatesDoor = ReturnType<typeof templatesDoor>;
