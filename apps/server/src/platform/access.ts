import { accessRefusal, privilegeNeeded, type Access, type HeldPrivilege, type Role } from '@veritag/domain';
import { forbidden } from '../http/problem';

/** The authenticated user a request acts for. */
export interface Caller {
  id: number;
  login: string;
  role: Role;
  companyId: number | null;
  privileges: HeldPrivilege[];
}

/** The rules live with the calls in the contract (see @veritag/domain access.rules). */
export { access, type Access, type PublicAccess, type SignedInAccess } from '@veritag/domain';

export function assertAllowed(caller: Caller, rule: Access): void {
  const refusal = accessRefusal(caller, rule);
  if (refusal?.reason === 'privilege') throw forbidden(privilegeNeeded(refusal.name, refusal.level));
  if (refusal) throw forbidden();
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
