import {
  privilegeCatalogue,
  type HeldPrivilege,
  type PrivilegeName,
  type Role,
} from '@veritag/domain';
import type { Access } from '../platform/access';
import { demoPassword, type TestApp } from './test-app';
import { tokenFor } from './sessions';

/** The seven callers every bound call is tried as (the authorization matrix, decision 0014). */
export const principalNames = [
  'nobody',
  'super admin',
  'company admin',
  'user one level too low',
  'user at the level',
  'producer',
  'admin of another company',
] as const;
export type PrincipalName = (typeof principalNames)[number];

export interface Principal {
  name: PrincipalName;
  role: Role | null;
  /** The privileges this caller holds (admins pass every privilege check by their role). */
  held: HeldPrivilege[];
  /** Whose records it is: 'A' the demo company, 'B' the second one, null none. */
  company: 'A' | 'B' | null;
  token: () => Promise<string | null>;
  /** Forgets the token, for after a call that ends sessions (logout). */
  forget: () => void;
}

const parentOf = (name: PrivilegeName): string | null =>
  privilegeCatalogue.find((module) => module.children.some((child) => child.name === name))?.name ??
  null;

/** Every privilege at its maximum: a user for whom only the role can be the reason to refuse. */
const everyPrivilege: HeldPrivilege[] = privilegeCatalogue.flatMap((module) => [
  { parent: null, name: module.name, priority: module.maxPriority },
  ...module.children.map((child) => ({
    parent: module.name,
    name: child.name,
    priority: child.maxPriority,
  })),
]) as HeldPrivilege[];

/**
 * Callers made through the same services and login flow a person uses. Users and producers
 * are made per rule, holding exactly the level the test needs of the call's privilege.
 */
export async function principalsFor(t: TestApp) {
  const companyA = (
    await t.services.companies.page({
      page: 0,
      size: 100,
      sort: { field: 'createdDate', direction: 'desc' },
      search: '',
      'contains.name': '',
    })
  ).content[0]!.id;
  const companyB = (await t.services.companies.create({ name: 'Second Company Ltd' })).id;
  const created = new Map<string, string>();
  const cache = new Map<string, string>();
  // Made now, so the second company has a member before any generated call could delete it.
  const adminB = await account('admin:B', 'ROLE_ADMIN', companyB, []);

  async function account(
    key: string,
    role: Role,
    companyId: number,
    privileges: HeldPrivilege[],
  ): Promise<string> {
    if (!created.has(key)) {
      const login = `matrix${created.size + 1}`;
      await t.services.accounts.create({
        login,
        password: demoPassword,
        role,
        companyId,
        privileges,
        firstName: 'Matrix',
        lastName: key,
        email: `${login}@example.com`,
        mobileNo: '9000000099',
      });
      created.set(key, login);
    }
    return created.get(key)!;
  }

  const holding = (name: PrivilegeName, level: number): HeldPrivilege[] =>
    level <= 0 ? [] : ([{ parent: parentOf(name), name, priority: level }] as HeldPrivilege[]);

  function principal(
    name: PrincipalName,
    role: Role | null,
    held: HeldPrivilege[],
    company: Principal['company'],
    login: () => Promise<string | null>,
  ): Principal {
    const key = `${name}:${JSON.stringify(held)}`;
    return {
      name,
      role,
      held,
      company,
      token: async () => {
        if (!cache.has(key)) {
          const token = await login();
          if (!token) return null;
          cache.set(key, token);
        }
        return cache.get(key)!;
      },
      forget: () => cache.delete(key),
    };
  }

  /** The seven principals for one call's rule. */
  return function principalsOf(rule: Access): Principal[] {
    const privilege = rule.kind === 'signedIn' ? rule.privilege : undefined;
    const needed = privilege?.level ?? 1;
    // Without a privilege in the rule, "too low" holds nothing and "at the level" holds everything.
    const heldAt = (level: number) =>
      privilege ? holding(privilege.name, level) : level > 0 ? everyPrivilege : [];
    const member = (name: PrincipalName, role: Role, level: number) => {
      const held = heldAt(level);
      return principal(name, role, held, 'A', async () =>
        tokenFor(t, await account(`${role}:${JSON.stringify(held)}`, role, companyA, held)),
      );
    };
    return [
      principal('nobody', null, [], null, async () => null),
      principal('super admin', 'ROLE_SUPER_ADMIN', [], null, () => tokenFor(t, 'superadmin')),
      principal('company admin', 'ROLE_ADMIN', [], 'A', () => tokenFor(t, 'admin')),
      member('user one level too low', 'ROLE_USER', needed - 1),
      member('user at the level', 'ROLE_USER', needed),
      member('producer', 'ROLE_PRODUCER', needed),
      principal('admin of another company', 'ROLE_ADMIN', [], 'B', () => tokenFor(t, adminB)),
    ];
  };
}

/**
 * What the declared rule says this caller gets, worked out here on its own rather than with
 * the server's access check, so a server that stops enforcing a rule fails the matrix.
 */
export function expectedOutcome(rule: Access, caller: Principal): Outcome {
  if (rule.kind === 'public') return 'allowed';
  if (caller.role === null) return 401;
  if (!rule.roles.includes(caller.role)) return 403;
  const isAdmin = caller.role === 'ROLE_ADMIN' || caller.role === 'ROLE_SUPER_ADMIN';
  const level = Math.max(
    0,
    ...caller.held.filter((p) => p.name === rule.privilege?.name).map((p) => p.priority),
  );
  const viewsAnother = caller.held.some(
    (p) => p.priority >= 1 && rule.orViewOf?.includes(p.name as PrivilegeName),
  );
  if (rule.privilege && !isAdmin && level < rule.privilege.level && !viewsAnother) return 403;
  return 'allowed';
}
export type Outcome = 'allowed' | 401 | 403;

/** Both rules must let the caller through: the first refusal is the answer. */
export const bothAllow = (a: Outcome, b: Outcome): Outcome =>
  a === 401 || b === 401 ? 401 : a === 403 || b === 403 ? 403 : 'allowed';
