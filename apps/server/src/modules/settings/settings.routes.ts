import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import { ownCompany } from '../../platform/access';
import type { Bind } from '../../app-context';
import type { FilesService } from '../files';
import { companyLogoFiles, type SettingsService } from './settings.service';

export function settingsRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: SettingsService,
  filesService: FilesService,
): void {
  // The logo is in every member's top bar, so whoever may read the settings may read it.
  filesService.registerOwner(companyLogoFiles, { access: contract.settings.get.access });
  bind(app, contract.settings.get, ({ caller }) => service.get(caller.companyId));
  // The settings screen belongs to the company admin; no privilege grants it to others.
  bind(app, contract.settings.save, ({ caller, files }) =>
    service.saveLogo(ownCompany(caller), files.file!),
  );
}
