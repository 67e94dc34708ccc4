import * as v from 'valibot';
import { isAdminRole, type Role } from '../session/roles';
import { IdSchema } from '../text/text.schema';
import { PrivilegeNodeSchema, type HeldPrivilege, type PrivilegeNode } from './privilege-tree';

/**
 * Operations of the privilege page (spec 002 sections 4 and 6). Pure: each returns a new
 * tree and leaves the one passed in untouched.
 */

const clamp = (level: number, max: number): number => Math.max(0, Math.min(level, max));

const mapModule = (
  tree: readonly PrivilegeNode[],
  moduleName: string,
  change: (node: PrivilegeNode) => PrivilegeNode,
): PrivilegeNode[] => tree.map((node) => (node.name === moduleName ? change(node) : node));

/** A module switch: on sets the module to 1 and every child to its maximum; off sets all to 0. */
export function setModuleEnabled(
  tree: readonly PrivilegeNode[],
  moduleName: string,
  on: boolean,
): PrivilegeNode[] {
  return mapModule(tree, moduleName, (node) => ({
    ...node,
    priority: on ? Math.min(1, node.maxPriority) : 0,
    children: (node.children ?? []).map((child) => ({
      ...child,
      priority: on ? child.maxPriority : 0,
    })),
  }));
}

/** Sets a child's level, kept within 0 and its maximum. */
export function setChildLevel(
  tree: readonly PrivilegeNode[],
  moduleName: string,
  childName: string,
  level: number,
): PrivilegeNode[] {
  return mapModule(tree, moduleName, (node) => ({
    ...node,
    children: (node.children ?? []).map((child) =>
      child.name === childName ? { ...child, priority: clamp(level, child.maxPriority) } : child,
    ),
  }));
}

/** The per-child switches: View=1, Add=2, Delete=3, as far as the child's maximum. */
export const childSwitchLevels = { View: 1, Add: 2, Delete: 3 } as const;
export type ChildSwitch = keyof typeof childSwitchLevels;

export function childSwitches(
  child: Pick<PrivilegeNode, 'priority' | 'maxPriority'>,
): { name: ChildSwitch; level: number; on: boolean }[] {
  return (Object.entries(childSwitchLevels) as [ChildSwitch, number][])
    .filter(([, level]) => level <= child.maxPriority)
    .map(([name, level]) => ({ name, level, on: child.priority >= level }));
}

/** Turning a child switch on raises the child to its level; turning it off lowers it below. */
export function toggleChildSwitch(
  tree: readonly PrivilegeNode[],
  moduleName: string,
  childName: string,
  switchName: ChildSwitch,
  on: boolean,
): PrivilegeNode[] {
  const level = childSwitchLevels[switchName];
  return setChildLevel(tree, moduleName, childName, on ? level : level - 1);
}

/**
 * A module without children but with levels (Integrations, decision 0443: 1 view, 2 add, 3 delete)
 * has its own View / Add / Delete switches; this sets its level, kept within 0 and its maximum.
 */
export function setModuleLevel(
  tree: readonly PrivilegeNode[],
  moduleName: string,
  level: number,
): PrivilegeNode[] {
  return mapModule(tree, moduleName, (node) => ({
    ...node,
    priority: Math.max(0, Math.min(level, node.maxPriority)),
  }));
}

/** A switch of such a module: on raises it to the switch's level, off lowers it below. */
export function toggleModuleSwitch(
  tree: readonly PrivilegeNode[],
  moduleName: string,
  switchName: ChildSwitch,
  on: boolean,
): PrivilegeNode[] {
  const level = childSwitchLevels[switchName];
  return setModuleLevel(tree, moduleName, on ? level : level - 1);
}

/** Whether a module's switch shows on. */
export const moduleEnabled = (node: Pick<PrivilegeNode, 'priority'>): boolean => node.priority > 0;

/** The tree flattened to what a user holds: modules with parent null, children with their module. */
export function heldPrivilegesOf(tree: readonly PrivilegeNode[]): HeldPrivilege[] {
  return tree.flatMap((node) => [
    { parent: null, name: node.name, priority: node.priority },
    ...(node.children ?? []).map((child) => ({
      parent: node.name,
      name: child.name,
      priority: child.priority,
    })),
  ]);
}

const holdsInFull = (node: PrivilegeNode, held: readonly HeldPrivilege[]): boolean => {
  const level = (parent: string | null, name: string) =>
    held.find((entry) => entry.parent === parent && entry.name === name)?.priority ?? 0;
  return (
    node.maxPriority > 0 &&
    level(null, node.name) >= node.maxPriority &&
    (node.children ?? []).every((child) => level(node.name, child.name) >= child.maxPriority)
  );
};

/**
 * Spec 002 section 6: a ROLE_USER granting privileges sees only the modules it holds in full
 * (the module and every child at their maximum). Admins see every module. Producers cannot
 * reach the page; if one did, the same filter applies.
 */
export function grantableModules(
  tree: readonly PrivilegeNode[],
  granter: { role: Role; privileges: readonly HeldPrivilege[] },
): PrivilegeNode[] {
  if (isAdminRole(granter.role)) return [...tree];
  return tree.filter((node) => holdsInFull(node, granter.privileges));
}

/** `POST user-priviladges` body (spec 002 section 7; spelling as the spec's call). */
export const PrivilegeSaveSchema = v.object({
  userId: IdSchema,
  priviladges: v.array(PrivilegeNodeSchema),
});
export type PrivilegeSave = v.InferOutput<typeof PrivilegeSaveSchema>;
