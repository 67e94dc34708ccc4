import { canSee, canUseSmartBin, type PermissionSubject } from '../privileges/permissions.rules';
import type { GuardedRoute } from '../routes/routes.constants';
import { auditTrailEntry, companyMenuGroups, smartBinEntry, superAdminMenu, userManagementEntry, type MenuEntry } from './menu.constants';

/** One item of the built menu: a link, or a group of links. */
export type MenuItem =
  | { readonly kind: 'link'; readonly label: string; readonly route: GuardedRoute }
  | { readonly kind: 'group'; readonly label: string; readonly items: readonly { label: string; route: GuardedRoute }[] };

export interface MenuSubject extends PermissionSubject {
  /** The track&Trace flag (see trackAndTraceFlagOf). */
  readonly trackAndTrace: boolean;
}

const link = (label: string, route: GuardedRoute): MenuItem => ({ kind: 'link', label, route });

/**
 * The menu of spec 000 section 6 for a role, its privileges and the track&Trace flag:
 * - super admin: Company Master, Template Request, User Management, Audit Trail;
 * - admin: User Management, Audit Trail (ours), every group in full, and Smart Bin;
 * - user: the groups filtered by privileges (Add Template needs 2, the rest 1), Smart Bin
 *   by its privilege, User Management only with the flag;
 * - producer: as user, without User Management and without Smart Bin.
 * The Business Partner entry appears only for users and producers; empty groups are left out.
 */
export function menuFor(subject: MenuSubject): MenuItem[] {
  if (subject.role === 'ROLE_SUPER_ADMIN') {
    return superAdminMenu.map((item) =>
      'entries' in item
        ? { kind: 'group', label: item.label, items: item.entries.map((e) => ({ label: e.label, route: e.route })) }
        : link(item.label, item.route),
    );
  }
  const shows = (entry: MenuEntry) =>
    (entry.onlyFor === undefined || entry.onlyFor.includes(subject.role)) && canSee(subject, entry.privilege, entry.level);
  const items: MenuItem[] = [];
  const userManagement = subject.role === 'ROLE_ADMIN' || (subject.role === 'ROLE_USER' && subject.trackAndTrace);
  if (userManagement) items.push(link(userManagementEntry.label, userManagementEntry.route));
  if (subject.role === 'ROLE_ADMIN') items.push(link(auditTrailEntry.label, auditTrailEntry.route));
  for (const group of companyMenuGroups) {
    const entries = group.entries.filter(shows).map((e) => ({ label: e.label, route: e.route }));
    if (entries.length > 0) items.push({ kind: 'group', label: group.label, items: entries });
  }
  if (canUseSmartBin(subject.role) && shows(smartBinEntry)) items.push(link(smartBinEntry.label, smartBinEntry.route));
  return items;
}

/** Every route the menu offers the subject, for checks such as "may this user open X". */
export const menuRoutesOf = (menu: readonly MenuItem[]): GuardedRoute[] =>
  menu.flatMap((item) => (item.kind === 'link' ? [item.route] : item.items.map((entry) => entry.route)));
