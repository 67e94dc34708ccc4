import { defineModule } from '../../platform/server-module';
import { companiesModule } from '../companies';
import { accountsRepo } from './accounts.repo';
import { accountsRoutes } from './accounts.routes';
import { users, userCustomers, userPrivileges } from './accounts.table';
import { managedUsers } from './managed-users';

/** Users of the platform and their privileges; signing in is the auth module's. */
export const accountsModule = defineModule({
  name: 'accounts',
  tables: { users, userPrivileges, userCustomers },
  // `managed`: user management's queries (the users module's screens).
  setup: ({ db, use }) => ({
    ...accountsRepo(db, use(companiesModule)),
    managed: managedUsers(db),
  }),
  routes: (api, bind, repo) => accountsRoutes(api, bind, repo),
});
export type AccountsService = ReturnType<typeof accountsRepo> & {
  managed: ReturnType<typeof managedUsers>;
};
export type { UserRecord } from './accounts.repo';
export {
  userColumns,
  type ManagedUser,
  type ManagedUserFields,
  type UserColumn,
  type UserReach,
} from './managed-users';
export { normaliseLogin } from './accounts.repo';
export { verifyPassword } from './passwords';
/** For src/test-support only (see passwords.ts). */
export { useCheapPasswordHashingInTests } from './passwords';

/** The column a user reference points at, for other modules' foreign keys. */
export const userKey = () => users.id;
