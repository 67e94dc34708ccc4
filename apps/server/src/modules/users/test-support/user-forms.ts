import { contract } from '@veritag/api';
import type { HeldPrivilege, Role } from '@veritag/domain';
import { until } from '../../../platform/jobs/test-support/fast-jobs';
import { call } from '../../../test-support/api-calls';
import { tokenFor } from '../../../test-support/sessions';
import { demoPassword, type TestApp } from '../../../test-support/test-app';

/** Every privilege of the Track & Trace module: what makes a ROLE_USER a manager of producers. */
export const trackAndTrace: HeldPrivilege[] = [
  { parent: null, name: 'Track & Trace', priority: 1 },
];

/** The user-management tests' people: accounts, signed-in users, mailed links and first passwords. */
export function usersKit(t: () => TestApp) {
  let made = 0;
  const kit = {
    /** A user made through the accounts door (with a known password), and their login. */
    async account(
      role: Role,
      companyId: number | null,
      privileges: HeldPrivilege[] = [],
    ): Promise<{ id: number; login: string }> {
      made += 1;
      const login = `kit-${role.slice(5).toLowerCase()}-${made}`;
      const id = await t().services.accounts.create({
        login,
        password: demoPassword,
        role,
        companyId,
        privileges,
        firstName: 'Kit',
        lastName: `Person ${made}`,
        email: `${login}@example.com`,
        mobileNo: '9000000055',
      });
      return { id, login };
    },
    /** A signed-in user of the company of this role and privileges. */
    async signedIn(role: Role, companyId: number, privileges: HeldPrivilege[] = []) {
      const user = await kit.account(role, companyId, privileges);
      return { ...user, token: await tokenFor(t(), user.login) };
    },
    /** The token of the last password link mailed to the address, once the mail job has sent one other than `not`. */
    async mailedLink(email: string, not?: string): Promise<string> {
      const find = () =>
        [...t().logLines]
          .reverse()
          .find((line) => line.startsWith(`[mail] to ${email} |`))
          ?.match(/\/set_password\?token=([A-Za-z0-9_-]+)/)?.[1];
      await until(() => find() !== undefined && find() !== not);
      return find()!;
    },
    setFirstPassword: (token: string, newPassword: string) =>
      call(t(), contract.users.setFirstPassword, { body: { token, newPassword } }),
    checkLogin: (username: string, password: string) =>
      call(t(), contract.auth.checkLogin, { body: { username, password } }),
  };
  return kit;
}

/** A valid user form; change any field. */
export const userFields = (login: string, more: object = {}) => ({
  firstName: 'Nora',
  lastName: 'New',
  login,
  email: `${login}@example.com`,
  mobileNo: '9876543210',
  ...more,
});
