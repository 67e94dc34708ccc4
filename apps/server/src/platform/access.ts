import {
  accessRefusal,
  type ApiScope,
  chosenCustomersOf,
  privilegeNeeded,
  type Access,
  type HeldPrivilege,
  type Role,
} from '@veritag/domain';
import { eq, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import { forbidden } from '../http/problem';

/** The authenticated user a request acts for. */
export interface Caller {
  id: number;
  login: string;
  role: Role;
  companyId: number | null;
  privileges: HeldPrivilege[];
  /**
   * The customers this user works for, when they are limited to some (a user or producer with
   * customers assigned); absent or empty: all of the company's. Admins are never limited.
   */
  customerIds?: readonly number[];
  /**
   * Set when the request came with an API key (decision 0445): the caller is then the key's maker as
   * they are now, and a call is open only if it declares a scope the key holds.
   */
  apiKey?: CallerKey;
}

/** The API key a request was made with. */
export interface CallerKey {
  id: number;
  name: string;
  scopes: readonly ApiScope[];
}

/** The rules live with the calls in the contract (see @veritag/domain access.rules). */
export { access, type Access, type PublicAccess, type SignedInAccess } from '@veritag/domain';

export function assertAllowed(caller: Caller, rule: Access): void {
  const refusal = accessRefusal(caller, rule);
  if (refusal?.reason === 'privilege')
    throw forbidden(privilegeNeeded(refusal.name, refusal.level));
  if (refusal) throw forbidden();
}

/**
 * A key opens only the calls that declare a scope it holds; what the maker may do is checked
 * after it (assertAllowed), so a key is the smaller of its scopes and its maker's rights.
 */
export function assertKeyMayMake(key: CallerKey, scope: ApiScope | undefined): void {
  if (!scope) throw forbidden('This call is not open to API keys');
  if (!key.scopes.includes(scope)) throw forbidden(`This API key lacks the scope ${scope}`);
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

/**
 * The customers a query is limited to, beside the company: the caller's assigned customers,
 * or null for all of them (admins, and users with none assigned). Modules whose records
 * belong to a customer add it to every WHERE, so a record of another customer is not found
 * (404), as one of another company is.
 */
export const customerScope = (
  caller: Pick<Caller, 'role' | 'customerIds'>,
): readonly number[] | null => chosenCustomersOf(caller.role, caller.customerIds);

/**
 * What a query of records that belong to a customer is limited to: the company (null: every
 * company, a super admin) and the customers (null: all of the company's).
 */
export interface RecordScope {
  companyId: number | null;
  customerIds: readonly number[] | null;
}
/** A scope as services take it: a bare company id (or null) means all of its customers. */
export type Scope = number | null | RecordScope;
/** A scope a new record is made in: the caller's own company, and their customers if limited. */
export type OwnScope = number | { companyId: number; customerIds: readonly number[] | null };

/** The caller's scope for records of a customer (customers, products, plants, packaging, imports). */
export const recordScope = (caller: Caller): RecordScope => ({
  companyId: companyScope(caller),
  customerIds: customerScope(caller),
});
/** The scope a caller makes a customer's record in; one without a company cannot. */
export const ownRecordScope = (caller: Caller): OwnScope => ({
  companyId: ownCompany(caller),
  customerIds: customerScope(caller),
});

/** The company and customers of any scope, a bare company id being all of its customers. */
export const asRecordScope = (scope: Scope): RecordScope =>
  typeof scope === 'object' && scope !== null ? scope : { companyId: scope, customerIds: null };

/**
 * The WHERE terms of a scope: the company column, and the record's customer among the
 * allowed ones, given as its customer column or, for records that reach their customer
 * through another table (packaging through its product), as a condition on the ids.
 */
export function scopeConditions(
  scope: Scope,
  company: AnyColumn,
  customer: AnyColumn | ((customerIds: number[]) => SQL),
): SQL[] {
  const { companyId, customerIds } = asRecordScope(scope);
  return [
    ...(companyId === null ? [] : [eq(company, companyId)]),
    ...(customerIds === null
      ? []
      : [
          typeof customer === 'function'
            ? customer([...customerIds])
            : inArray(customer, [...customerIds]),
        ]),
  ];
}
