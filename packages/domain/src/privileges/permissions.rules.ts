import { isAdminRole, type Role } from '../session/roles';
import type { PrivilegeLevel, PrivilegeName } from './privilege-catalogue';
import { privilegeLevelOf, type HeldPrivilege } from './privilege-tree';

export interface PermissionSubject {
  role: Role;
  privileges: readonly HeldPrivilege[];
}

/**
 * Spec 000 section 6: admins and super admins see everything; others need a privilege of
 * the same name at or above the level asked for.
 */
export function canSee(
  subject: PermissionSubject,
  privilege: PrivilegeName,
  level: Exclude<PrivilegeLevel, 0>,
): boolean {
  if (isAdminRole(subject.role)) return true;
  return privilegeLevelOf(subject.privileges, privilege) >= level;
}

type ActionLevels = Readonly<Record<string, Exclude<PrivilegeLevel, 0>>>;

/**
 * The level each action of an area needs (spec 000 section 6, 001 section 6, 002 section 6).
 * Levels: 1 view, 2 add or edit or save, 3 delete.
 */
export const areaActionLevels = {
  Customer: { view: 1, uploadProducts: 1, add: 2, edit: 2, delete: 3 },
  Plant: { view: 1, add: 2, edit: 2, delete: 3 },
  Vendor: { view: 1, add: 2, edit: 2, delete: 3 },
  Packaging: { add: 2, edit: 2, delete: 3 },
  Product: { view: 1, add: 2, edit: 2, delete: 3 },
  'Master Product': { add: 2, edit: 2, delete: 3 },
  'Token Data': { add: 2 },
  'Print Data': { add: 2 },
  'Label Production': { add: 2 },
} as const satisfies Partial<Record<PrivilegeName, ActionLevels>>;
export type Area = keyof typeof areaActionLevels;
export type AreaAction<A extends Area> = keyof (typeof areaActionLevels)[A];

/** Which actions of an area the subject may take. */
export function allowedActions<A extends Area>(
  subject: PermissionSubject,
  area: A,
): Record<AreaAction<A>, boolean> {
  const levels: ActionLevels = areaActionLevels[area];
  return Object.fromEntries(
    Object.entries(levels).map(([action, level]) => [action, canSee(subject, area, level)]),
  ) as Record<AreaAction<A>, boolean>;
}

/** Customer list: by the Customer privilege; in business-partner mode every action shows. */
export function customerListActions(
  subject: PermissionSubject,
  trackAndTrace: boolean,
): Record<AreaAction<'Customer'>, boolean> {
  if (trackAndTrace)
    return { view: true, uploadProducts: true, add: true, edit: true, delete: true };
  return allowedActions(subject, 'Customer');
}

/** Download Sample Excel is for customers only, not business partners (spec 000 section 2.8). */
export const showsSampleExcel = (trackAndTrace: boolean): boolean => !trackAndTrace;

/** The Link QR customer dropdown is for admin only (spec 002 section 6). */
export const showsLinkQrCustomer = (role: Role): boolean => role === 'ROLE_ADMIN';

/** Smart Bin is not offered to producers or super admins (spec 000 and 002 section 6). */
export const canUseSmartBin = (role: Role): boolean =>
  role !== 'ROLE_PRODUCER' && role !== 'ROLE_SUPER_ADMIN';
