import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import { access, companyScope, ownCompany } from '../../platform/access';
import type { Bind } from '../../app-context';
import type { FilesService } from '../files';
import { guillocheImageFiles, type GuillocheService } from './guilloche.service';

const calls = contract.guilloche;
const privilege = 'Guilloche Image';
const read = access.company(privilege, 1);

export function guillocheRoutes(app: FastifyInstance, bind: Bind, service: GuillocheService, filesService: FilesService): void {
  // An image's bytes are as private as the list that shows it.
  filesService.registerOwner(guillocheImageFiles, { access: read });
  bind(app, calls.list, read, ({ caller }) => service.list(companyScope(caller)));
  bind(app, calls.get, read, ({ caller, params }) => service.get(companyScope(caller), params.id));
  bind(app, calls.create, access.company(privilege, 2), ({ caller, body, files }) =>
    service.create(ownCompany(caller), body.color, files.file!),
  );
  bind(app, calls.update, access.company(privilege, 2), ({ caller, body, files }) =>
    service.update(companyScope(caller), body.id, body.color, files.file),
  );
  bind(app, calls.remove, access.company(privilege, 3), ({ caller, params }) => service.remove(companyScope(caller), params.id));
}
