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
export function canSee(subject: PermissionSubject, privilege: PrivilegeName, level: Exclude<PrivilegeLevel, 0>): boolean {
  if (isAdminRole(subject.role)) return true;
  return privilegeLevelOf(subject.privileges, privilege) >= level;
}
