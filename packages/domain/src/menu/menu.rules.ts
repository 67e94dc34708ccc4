import { canSee, canUseSmartBin, type PermissionSubject } from '../privileges/permissions.rules';
import type { MenuDefinition, MenuEntry } from './menu.definition';

/** One item of the built menu: a link, or a group of links. */
export type MenuItem<R extends string = string> =
  | { readonly kind: 'link'; readonly label: string; readonly route: R }
  | {
      readonly kind: 'group';
      readonly label: string;
      readonly items: readonly { label: string; route: R }[];
    };

export interface MenuSubject extends PermissionSubject {
  /** The track&Trace flag (see trackAndTraceFlagOf). */
  readonly trackAndTrace: boolean;
}

const link = <R extends string>({ label, route }: { label: string; route: R }): MenuItem<R> => ({
  kind: 'link',
  label,
  route,
});

/**
 * The menu of spec 000 section 6 for a role, its privileges and the track&Trace flag:
 * - super admin: the definition's super admin menu;
 * - admin: User Management, Audit Trail (ours), every group in full, and Smart Bin;
 * - user: the groups filtered by privileges, Smart Bin by its privilege, User Management only
 *   with the flag;
 * - producer: as user, without User Management and without Smart Bin.
 * Entries limited to some roles (Business Partner) show only to them; empty groups are left out.
 */
export function menuFor<R extends string>(
  subject: MenuSubject,
  definition: MenuDefinition<R>,
): MenuItem<R>[] {
  if (subject.role === 'ROLE_SUPER_ADMIN') {
    return definition.superAdmin.map((item): MenuItem<R> =>
      'entries' in item
        ? {
            kind: 'group',
            label: item.label,
            items: item.entries.map(({ label, route }) => ({ label, route })),
          }
        : link(item),
    );
  }
  const shows = (entry: MenuEntry<R>) =>
    (entry.onlyFor === undefined || entry.onlyFor.includes(subject.role)) &&
    canSee(subject, entry.privilege, entry.level);
  const items: MenuItem<R>[] = [];
  const userManagement =
    subject.role === 'ROLE_ADMIN' || (subject.role === 'ROLE_USER' && subject.trackAndTrace);
  if (userManagement) items.push(link(definition.userManagement));
  if (subject.role === 'ROLE_ADMIN') items.push(link(definition.auditTrail));
  for (const group of definition.groups) {
    const entries = group.entries.filter(shows).map(({ label, route }) => ({ label, route }));
    if (entries.length > 0) items.push({ kind: 'group', label: group.label, items: entries });
  }
  if (canUseSmartBin(subject.role) && shows(definition.smartBin))
    items.push(link(definition.smartBin));
  return items;
}

/** Every route the menu offers the subject, for checks such as "may this user open X". */
export const menuRoutesOf = <R extends string>(menu: readonly MenuItem<R>[]): R[] =>
  menu.flatMap((item) =>
    item.kind === 'link' ? [item.route] : item.items.map((entry) => entry.route),
  );
