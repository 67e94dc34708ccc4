import { toFormData } from '@veritag/api';
import type { HeldPrivilege, Role } from '@veritag/domain';
import { until } from '../../../platform/jobs/test-support/fast-jobs';
import { bearer, post, tokenFor } from '../../../test-support/sessions';
import { demoPassword, type TestApp } from '../../../test-support/test-app';

/** Every privilege of the Track & Trace module: what makes a ROLE_USER a manager of producers. */
export const trackAndTrace: HeldPrivilege[] = [
  { parent: null, name: 'Track & Trace', priority: 1 },
];

/** The user-management tests' calls, made as the console makes them. */
export function usersKit(t: () => TestApp) {
  let made = 0;
  const kit = {
    call: (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
      t().app.inject({
        method,
        url: `/api${url}`,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      }),
    /** POST or PUT users, multipart, nested fields flattened as the console's client does. */
    save: (
      method: 'POST' | 'PUT',
      fields: object,
      token: string,
      files: Record<string, File> = {},
    ) =>
      t().app.inject({
        method,
        url: '/api/users',
        payload: toFormData(fields, files) as never,
        headers: bearer(token),
      }),
    multipart: (method: 'POST' | 'PUT', url: string, fields: object, token: string) =>
      t().app.inject({
        method,
        url: `/api${url}`,
        payload: toFormData(fields, {}) as never,
        headers: bearer(token),
      }),
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
      post(t(), '/api/account/first-password', { token, newPassword }),
    checkLogin: (username: string, password: string) =>
      post(t(), '/api/account/checklogin', { username, password }),
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
