import { isAdminRole, roles, type Role } from '../session/roles';

/** Who fills the user form, and in which mode (spec 001 section 6). */
export interface UserFormContext {
  readonly mode: 'add' | 'edit';
  /** The role of the person filling the form: a super admin chooses the company. */
  readonly actorRole: Role;
  readonly trackAndTrace: boolean;
  /** YYYY-MM-DD: the account expiry cannot be before it. */
  readonly today: string;
}

/** Track-and-trace mode hides these from the authority dropdown. */
export const authoritiesHiddenInTrackAndTrace = [
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
  'ROLE_USER',
] as const satisfies readonly Role[];

/** Without the dropdown (outside track-and-trace mode) a new user is a normal user. */
export const defaultAuthority: Role = 'ROLE_USER';

/** The authority choices: the dropdown exists only in track-and-trace mode. */
export function authorityOptions(authorities: readonly string[], trackAndTrace: boolean): string[] {
  if (!trackAndTrace) return [];
  return authorities.filter(
    (authority) => !(authoritiesHiddenInTrackAndTrace as readonly string[]).includes(authority),
  );
}

/**
 * Whether a user of this authority is given customers. The spec asks for them unless the
 * authority is producer; an admin works on every customer of the company anyway, so none are
 * asked for an admin either (ours: a super admin adding a company's admin has no call that
 * lists that company's customers, and they would mean nothing).
 */
export const worksForCustomers = (authority: string | undefined): boolean =>
  authority !== 'ROLE_PRODUCER' && authority !== 'ROLE_ADMIN';

/**
 * The customers someone works on, when limited: a user or producer with customers assigned.
 * Null: all of their company's (admins, and users with none assigned). The server filters by
 * it; the console hides what the server would refuse such a user.
 */
export const chosenCustomersOf = (
  role: Role,
  customerIds: readonly number[] | undefined,
): readonly number[] | null =>
  isAdminRole(role) || !customerIds || customerIds.length === 0 ? null : customerIds;

/**
 * The fields of the user form for a context and the chosen authority: company for super
 * admins, the authority dropdown in track-and-trace mode, customers unless producer, and
 * a single customer (a business partner) in track-and-trace mode.
 */
export function userFormFields(
  context: Pick<UserFormContext, 'actorRole' | 'trackAndTrace' | 'mode'>,
  authority: string | undefined,
) {
  return {
    company: context.actorRole === 'ROLE_SUPER_ADMIN',
    authority: context.trackAndTrace,
    customers: worksForCustomers(authority),
    singleCustomer: context.trackAndTrace,
    customerType: context.trackAndTrace ? ('Business Partner' as const) : ('Customer' as const),
    /** Username is shown but disabled on edit. */
    loginEditable: context.mode === 'add',
  };
}

export const isKnownRole = (authority: string): authority is Role =>
  (roles as readonly string[]).includes(authority);

/**
 * The authorities a person may give, which are also the users they manage (decision 0117): the
 * super admin every company role, an admin users and producers of their company, a track and
 * trace user producers of theirs. Nobody makes a super admin, and producers manage nobody.
 */
export function assignableAuthorities(actorRole: Role): Role[] {
  switch (actorRole) {
    case 'ROLE_SUPER_ADMIN':
      return ['ROLE_ADMIN', 'ROLE_USER', 'ROLE_PRODUCER'];
    case 'ROLE_ADMIN':
      return ['ROLE_USER', 'ROLE_PRODUCER'];
    case 'ROLE_USER':
      return ['ROLE_PRODUCER'];
    default:
      return [];
  }
}
