import { defineModule } from '../../platform/server-module';
import { companiesModule } from '../companies';
import { accountsRepo } from './accounts.repo';
import { accountsRoutes } from './accounts.routes';
import { users, userPrivileges } from './accounts.table';

/** Users of the platform and their privileges; signing in is the auth module's. */
export const accountsModule = defineModule({
  name: 'accounts',
  tables: { users, userPrivileges },
  setup: ({ db, use }) => accountsRepo(db, use(companiesModule)),
  routes: (api, bind, repo) => accountsRoutes(api, bind, repo),
});
export type { AccountsRepo as AccountsService, UserRecord } from './accounts.repo';
export { normaliseLogin } from './accounts.repo';
export { verifyPassword } from './passwords';
/** For src/test-support only (see passwords.ts). */
export { useCheapPasswordHashingInTests } from './passwords';

/** The column a user reference points at, for other modules' foreign keys. */
export const userKey = () => users.id;
