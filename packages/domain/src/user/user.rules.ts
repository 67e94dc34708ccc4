import { roles, type Role } from '../session/roles';

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
export const authoritiesHiddenInTrackAndTrace = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_USER'] as const satisfies readonly Role[];

/** Without the dropdown (outside track-and-trace mode) a new user is a normal user. */
export const defaultAuthority: Role = 'ROLE_USER';

/** The authority choices: the dropdown exists only in track-and-trace mode. */
export function authorityOptions(authorities: readonly string[], trackAndTrace: boolean): string[] {
  if (!trackAndTrace) return [];
  return authorities.filter((authority) => !(authoritiesHiddenInTrackAndTrace as readonly string[]).includes(authority));
}

/**
 * The fields of the user form for a context and the chosen authority: company for super
 * admins, the authority dropdown in track-and-trace mode, customers unless producer, and
 * a single customer (a business partner) in track-and-trace mode.
 */
export function userFormFields(context: Pick<UserFormContext, 'actorRole' | 'trackAndTrace' | 'mode'>, authority: string | undefined) {
  return {
    company: context.actorRole === 'ROLE_SUPER_ADMIN',
    authority: context.trackAndTrace,
    customers: authority !== 'ROLE_PRODUCER',
    singleCustomer: context.trackAndTrace,
    customerType: context.trackAndTrace ? ('Business Partner' as const) : ('Customer' as const),
    /** Username is shown but disabled on edit. */
    loginEditable: context.mode === 'add',
  };
}

export const isKnownRole = (authority: string): authority is Role => (roles as readonly string[]).includes(authority);
