import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import { companyScope, ownCompany } from '../../platform/access';
import type { Bind } from '../../app-context';
import type { FilesService } from '../files';
import { guillocheImageFiles, type GuillocheService } from './guilloche.service';

const calls = contract.guilloche;

export function guillocheRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: GuillocheService,
  filesService: FilesService,
): void {
  // An image's bytes are as private as the list that shows it.
  filesService.registerOwner(guillocheImageFiles, { access: calls.list.access });
  bind(app, calls.list, ({ caller, query }) => service.list(companyScope(caller), query));
  bind(app, calls.get, ({ caller, params }) => service.get(companyScope(caller), params.id));
  bind(app, calls.create, ({ caller, body, files }) =>
    service.create(ownCompany(caller), body.color, files.file!),
  );
  bind(app, calls.update, ({ caller, body, files }) =>
    service.update(companyScope(caller), body.id, body.color, files.file),
  );
  bind(app, calls.remove, ({ caller, params }) => service.remove(companyScope(caller), params.id));
}
