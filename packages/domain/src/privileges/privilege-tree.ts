import * as v from 'valibot';
import { privilegeCatalogue, type PrivilegeLevel, type PrivilegeName } from './privilege-catalogue';

/** One entry of the privilege tree as the spec's calls carry it (spec 002 section 3). */
export interface PrivilegeNode {
  id?: number;
  name: string;
  priority: number;
  maxPriority: number;
  children?: PrivilegeNode[];
}

export const PrivilegeNodeSchema: v.GenericSchema<PrivilegeNode> = v.object({
  id: v.optional(v.number()),
  name: v.string(),
  priority: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
  maxPriority: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
  children: v.optional(v.array(v.lazy(() => PrivilegeNodeSchema))),
});

/** A held privilege, flattened: `parent` is the module name for a child, null for a module. */
export interface HeldPrivilege {
  parent: string | null;
  name: string;
  priority: number;
}

/** The whole catalogue as a tree, with the priorities the user holds (0 where none). */
export function privilegeTreeOf(held: readonly HeldPrivilege[]): PrivilegeNode[] {
  const level = (parent: string | null, name: string) =>
    held.find((p) => p.parent === parent && p.name === name)?.priority ?? 0;
  return privilegeCatalogue.map((module) => {
    const children = module.children.map((child) => ({
      name: child.name,
      priority: level(module.name, child.name),
      maxPriority: child.maxPriority,
    }));
    // A child held under a module stored at 0 (a grant made outside the privilege page) still
    // gives its access, which matches by name: the module shows on, as the access it gives is.
    const anyChild = children.some((child) => child.priority > 0);
    return {
      name: module.name,
      priority: Math.max(level(null, module.name), anyChild ? 1 : 0),
      maxPriority: module.maxPriority,
      children,
    };
  });
}

/**
 * The level a user holds for a privilege name. "Template" and "Token Data" name both a
 * module and a child, so the highest entry of that name counts (spec 000 section 6 matches
 * by name only).
 */
export function privilegeLevelOf(
  held: readonly HeldPrivilege[],
  name: PrivilegeName,
): PrivilegeLevel {
  return held.reduce<PrivilegeLevel>(
    (best, p) => (p.name === name && p.priority > best ? (p.priority as PrivilegeLevel) : best),
    0,
  );
}
