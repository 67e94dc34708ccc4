import type { FastifyInstance, FastifyRequest } from 'fastify';
import { access } from '@veritag/domain';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import type { ListQuery } from '../../db/list-page';
import type { Caller } from '../../platform/access';
import type { FilesService } from '../files';
import type { UserColumn } from '../accounts';
import type { UsersModuleService } from './users-module-service';
import type { Actor } from './user-context';
import { profileImageFiles } from './users.service';

/** Who acts, and the address the audit trail records. */
const actorOf = (request: FastifyRequest, caller: Caller): Actor => ({
  caller,
  address: request.ip,
});

const calls = contract.users;
const privileges = contract.privileges;

export function usersRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: UsersModuleService,
  files: FilesService,
): void {
  // A profile image shows beside its owner's name to any signed-in colleague (their company's files only).
  files.registerOwner(profileImageFiles, { access: access.anySignedIn });

  bind(app, calls.list, ({ caller, query }) => service.users.list(caller, query));
  bind(app, calls.search, ({ caller, query }) =>
    service.users.list(caller, {
      page: query.page,
      size: query.size,
      sort: query.sort,
      search: '',
      [`contains.${query.columnName}`]: query.searchKey,
    } as ListQuery<UserColumn>),
  );
  bind(app, calls.get, ({ caller, params }) => service.users.get(caller, params.id));
  bind(app, calls.authorities, async ({ caller }) => service.users.authorities(caller));
  bind(app, calls.create, ({ caller, body, files: uploads, request }) =>
    service.users.create(actorOf(request, caller), body, uploads.profileImage),
  );
  bind(app, calls.update, ({ caller, body, files: uploads, request }) =>
    service.users.update(
      actorOf(request, caller),
      body as typeof body & { id: number },
      uploads.profileImage,
    ),
  );
  bind(app, calls.remove, ({ caller, params, request }) =>
    service.users.remove(actorOf(request, caller), params.id),
  );
  bind(app, calls.changePassword, ({ caller, body, request }) =>
    service.passwords.changePassword(actorOf(request, caller), body),
  );
  bind(app, calls.sendInvitation, ({ caller, params, request }) =>
    service.passwords.sendInvitation(actorOf(request, caller), params.id),
  );
  bind(app, calls.setFirstPassword, ({ body, request }) =>
    service.passwords.setFirstPassword(request.ip, body),
  );
  bind(app, calls.updateProfile, ({ caller, body, files: uploads, request }) =>
    service.profile(actorOf(request, caller), body, uploads.profileImage),
  );
  bind(app, privileges.ofUser, ({ caller, params }) =>
    service.privileges.of(caller, params.userId),
  );
  bind(app, privileges.save, ({ caller, body, request }) =>
    service.privileges.save(actorOf(request, caller), body),
  );
}
