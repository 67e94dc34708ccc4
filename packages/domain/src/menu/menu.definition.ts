import type { PrivilegeName } from '../privileges/privilege-catalogue';
import type { Role } from '../session/roles';

/**
 * The shape of the menu of spec 000 section 6. The console fills it from its screen
 * declarations (each entry is a screen: its title is the entry's label, its path the link),
 * so a route and a name are written once; the rules of who sees what stay here.
 */
export interface MenuLink<R extends string = string> {
  readonly label: string;
  readonly route: R;
}

/**
 * An entry users and producers see when they hold `privilege` at `level` or above (Add
 * Template needs 2, every other entry 1); admins see it always.
 */
export interface MenuEntry<R extends string = string> extends MenuLink<R> {
  readonly privilege: PrivilegeName;
  readonly level: 1 | 2;
  /** Shown only to these roles (the Business Partner entry). */
  readonly onlyFor?: readonly Role[];
}

export interface MenuGroup<R extends string = string> {
  readonly label: string;
  readonly entries: readonly MenuEntry<R>[];
}

export interface MenuDefinition<R extends string = string> {
  /** The super admin's menu, as it shows: links and groups of links, no privilege gates. */
  readonly superAdmin: readonly (
    MenuLink<R> | { readonly label: string; readonly entries: readonly MenuLink<R>[] }
  )[];
  /** Admins always; a ROLE_USER only with the track&Trace flag; never a producer. */
  readonly userManagement: MenuLink<R>;
  /** Ours (decision 0121): the company admin's audit trail, after User Management. */
  readonly auditTrail: MenuLink<R>;
  /** The privilege-filtered groups, in the order the menu shows them. */
  readonly groups: readonly MenuGroup<R>[];
  /** No Smart Bin for producers or the super admin. */
  readonly smartBin: MenuEntry<R>;
}
