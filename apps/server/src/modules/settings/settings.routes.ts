import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import { access, ownCompany } from '../../platform/access';
import type { Bind } from '../../app-context';
import type { SettingsService } from './settings.service';

export function settingsRoutes(app: FastifyInstance, bind: Bind, service: SettingsService): void {
  bind(app, contract.settings.get, access.anySignedIn, ({ caller }) => service.get(caller.companyId));
  // The settings screen belongs to the company admin; no privilege grants it to others.
  bind(app, contract.settings.save, access.companyAdmin, ({ caller, files }) => service.saveLogo(ownCompany(caller), files.file!));
}
