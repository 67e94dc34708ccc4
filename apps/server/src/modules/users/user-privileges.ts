import {
  grantableModules,
  grantedPrivileges,
  isAdminRole,
  privilegeChanges,
  privilegeTreeOf,
  type PrivilegeNode,
  type PrivilegeSave,
} from '@veritag/domain';
import { badRequest, forbidden } from '../../http/problem';
import type { Caller } from '../../platform/access';
import { auditEntry, userInReach, type Actor, type UsersDeps } from './user-context';

/**
 * Another user's privileges (spec 002 sections 4 and 6, decision 0120). A ROLE_USER granter sees
 * and sets only the modules they hold in full, and never above their own levels. The change
 * is immediate: every request reads the caller's privileges afresh.
 */
export function userPrivileges(deps: UsersDeps) {
  const { db, accounts, audit } = deps;

  const treeFor = (
    caller: Caller,
    held: Parameters<typeof privilegeTreeOf>[0],
  ): PrivilegeNode[] => {
    const tree = privilegeTreeOf(held);
    return isAdminRole(caller.role) ? tree : grantableModules(tree, caller);
  };

  return {
    async of(caller: Caller, userId: number): Promise<PrivilegeNode[]> {
      const user = await userInReach(deps, caller, userId);
      return treeFor(caller, await accounts.privilegesOf(user.id));
    },

    /** Replaces the user's privileges with the tree sent, in one transaction; replies the saved tree. */
    async save(actor: Actor, input: PrivilegeSave): Promise<PrivilegeNode[]> {
      const held = await db.transaction(async (tx) => {
        const user = await userInReach(deps, actor.caller, input.userId, tx);
        const before = await accounts.privilegesOf(user.id, tx);
        const result = grantedPrivileges(input.priviladges, before, actor.caller);
        if ('refusal' in result) {
          throw result.refusal.kind === 'aboveOwn'
            ? forbidden(result.refusal.message)
            : badRequest(result.refusal.message);
        }
        await accounts.managed.replacePrivileges(tx, user.id, result.held);
        const changes = privilegeChanges(before, result.held);
        const detail = changes.length > 0 ? changes.join(', ') : 'saved without changes';
        await audit.record(
          auditEntry(actor, {
            action: 'privileges.changed',
            companyId: user.companyId,
            target: { id: user.id, login: user.login },
            detail,
          }),
          tx,
        );
        return result.held;
      });
      return treeFor(actor.caller, held);
    },
  };
}
