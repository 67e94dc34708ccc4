import { canSee, type HeldPrivilege, type PrivilegeName, type Role } from '@veritag/domain';
import { forbidden } from '../http/problem';

/** The authenticated user a request acts for. */
export interface Caller {
  id: number;
  login: string;
  role: Role;
  companyId: number | null;
  privileges: HeldPrivilege[];
}

/** Who may call a route: nobody signed in, or these roles holding this privilege level. */
export interface PublicAccess {
  kind: 'public';
}
export interface SignedInAccess {
  kind: 'signedIn';
  roles: readonly Role[];
  privilege?: { name: PrivilegeName; level: 1 | 2 | 3 };
}
export type Access = PublicAccess | SignedInAccess;

const companyRoles = ['ROLE_ADMIN', 'ROLE_USER', 'ROLE_PRODUCER'] as const satisfies readonly Role[];
const allRoles = ['ROLE_SUPER_ADMIN', ...companyRoles] as const satisfies readonly Role[];

export const access = {
  public: { kind: 'public' } as PublicAccess,
  anySignedIn: { kind: 'signedIn', roles: allRoles } as SignedInAccess,
  superAdmin: { kind: 'signedIn', roles: ['ROLE_SUPER_ADMIN'] } as SignedInAccess,
  companyAdmin: { kind: 'signedIn', roles: ['ROLE_ADMIN'] } as SignedInAccess,
  /** Members of a company; users and producers also need the privilege at the level. */
  company: (name: PrivilegeName, level: 1 | 2 | 3): SignedInAccess => ({ kind: 'signedIn', roles: companyRoles, privilege: { name, level } }),
};

export function assertAllowed(caller: Caller, rule: Access): void {
  if (rule.kind === 'public') return;
  if (!rule.roles.includes(caller.role)) throw forbidden();
  if (rule.privilege && !canSee(caller, rule.privilege.name, rule.privilege.level)) {
    throw forbidden(`You need the ${rule.privilege.name} privilege at level ${rule.privilege.level}`);
  }
}

/**
 * The company a query is limited to: the caller's own, or null for a super admin, who sees
 * every company. Repositories add it to every WHERE, so another company's row is simply
 * not found (404), never forbidden (403).
 */
export const companyScope = (caller: Caller): number | null =>
  caller.role === 'ROLE_SUPER_ADMIN' ? null : caller.companyId;

/** The company a new record belongs to; a caller without one cannot create company data. */
export function ownCompany(caller: Caller): number {
  if (caller.companyId === null) throw forbidden('This needs an account of a company');
  return caller.companyId;
}
