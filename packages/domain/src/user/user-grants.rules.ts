import {
  privilegeTreeOf,
  type HeldPrivilege,
  type PrivilegeNode,
} from '../privileges/privilege-tree';
import { grantableModules } from '../privileges/privilege-tree.rules';
import { isAdminRole, type Role } from '../session/roles';

/** Who grants: their role and what they hold. */
export interface Granter {
  role: Role;
  privileges: readonly HeldPrivilege[];
}

/** Why a grant is refused: a level outside the catalogue (400) or above the granter's own (403). */
export type GrantRefusal = { kind: 'outOfRange' | 'aboveOwn'; message: string };

const labelOf = (parent: string | null, name: string) => (parent ? `${parent} > ${name}` : name);
const levelIn = (held: readonly HeldPrivilege[], parent: string | null, name: string) =>
  held.find((entry) => entry.parent === parent && entry.name === name)?.priority ?? 0;

/**
 * The privileges a user holds after a grant (decision 0120, spec 002 sections 4 and 6). The tree
 * sent is read against the catalogue: names it does not know are ignored, a level above the
 * catalogue's maximum is refused. Modules the granter may not see (a ROLE_USER sees those it
 * holds in full) keep the target's levels, and a level there above the granter's own is
 * refused rather than silently dropped, so a forged request is told why.
 */
export function grantedPrivileges(
  sent: readonly PrivilegeNode[],
  target: readonly HeldPrivilege[],
  granter: Granter,
): { held: HeldPrivilege[] } | { refusal: GrantRefusal } {
  const catalogue = privilegeTreeOf(target);
  const visible = new Set(grantableModules(catalogue, granter).map((node) => node.name));
  const held: HeldPrivilege[] = [];
  for (const module of catalogue) {
    const sentModule = sent.find((node) => node.name === module.name);
    const entries = [
      { parent: null, node: module, sentLevel: sentModule?.priority },
      ...(module.children ?? []).map((child) => ({
        parent: module.name,
        node: child,
        sentLevel: sentModule?.children?.find((node) => node.name === child.name)?.priority,
      })),
    ];
    for (const { parent, node, sentLevel } of entries) {
      const label = labelOf(parent, node.name);
      const current = levelIn(target, parent, node.name);
      // What the page showed: a module with a child held shows on (privilegeTreeOf).
      const shown = node.priority;
      if (sentLevel !== undefined && sentLevel > node.maxPriority) {
        return {
          refusal: {
            kind: 'outOfRange',
            message: `${label} can be at most level ${node.maxPriority}`,
          },
        };
      }
      if (!visible.has(module.name) || sentLevel === undefined) {
        if (
          sentLevel !== undefined &&
          !isAdminRole(granter.role) &&
          sentLevel > Math.max(shown, levelIn(granter.privileges, parent, node.name))
        ) {
          return {
            refusal: {
              kind: 'aboveOwn',
              message: `You cannot grant more than you hold: ${label} at level ${sentLevel}`,
            },
          };
        }
        held.push({ parent, name: node.name, priority: current });
      } else {
        held.push({ parent, name: node.name, priority: sentLevel });
      }
    }
  }
  // A module the granter switched off takes its children with it (spec 002 section 4: off sets all to 0),
  // whatever levels the tree sent for them: access matches by name, so a child left held under
  // a module shown off would still open its screens.
  const offModules = new Set(
    catalogue
      .filter(
        (module) =>
          visible.has(module.name) &&
          sent.find((node) => node.name === module.name)?.priority === 0,
      )
      .map((module) => module.name),
  );
  return {
    held: held.filter(
      (entry) => entry.priority > 0 && !(entry.parent !== null && offModules.has(entry.parent)),
    ),
  };
}

/** What a grant changed, one line per privilege: 'Master > Product 0→1'. */
export function privilegeChanges(
  before: readonly HeldPrivilege[],
  after: readonly HeldPrivilege[],
): string[] {
  const changes: string[] = [];
  for (const module of privilegeTreeOf([])) {
    for (const [parent, name] of [
      [null, module.name] as const,
      ...(module.children ?? []).map((child) => [module.name, child.name] as const),
    ]) {
      const from = levelIn(before, parent, name);
      const to = levelIn(after, parent, name);
      if (from !== to) changes.push(`${labelOf(parent, name)} ${from}→${to}`);
    }
  }
  return changes;
}
