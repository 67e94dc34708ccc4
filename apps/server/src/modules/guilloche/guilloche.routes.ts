import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import { access, companyScope, ownCompany } from '../../platform/access';
import type { Bind } from '../../app-context';
import type { GuillocheService } from './guilloche.service';

const calls = contract.guilloche;
const privilege = 'Guilloche Image';

export function guillocheRoutes(app: FastifyInstance, bind: Bind, service: GuillocheService): void {
  bind(app, calls.list, access.company(privilege, 1), ({ caller }) => service.list(companyScope(caller)));
  bind(app, calls.get, access.company(privilege, 1), ({ caller, params }) => service.get(companyScope(caller), params.id));
  bind(app, calls.create, access.company(privilege, 2), ({ caller, body, files }) =>
    service.create(ownCompany(caller), body.color, files.file!),
  );
  bind(app, calls.update, access.company(privilege, 2), ({ caller, body, files }) =>
    service.update(companyScope(caller), body.id, body.color, files.file),
  );
  bind(app, calls.remove, access.company(privilege, 3), ({ caller, params }) => service.remove(companyScope(caller), params.id));
}
