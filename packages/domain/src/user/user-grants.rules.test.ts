import { describe, expect, it } from 'vitest';
import {
  privilegeTreeOf,
  type HeldPrivilege,
  type PrivilegeNode,
} from '../privileges/privilege-tree';
import { setChildLevel, setModuleEnabled } from '../privileges/privilege-tree.rules';
import { assignableAuthorities } from './user.rules';
import { grantedPrivileges, privilegeChanges } from './user-grants.rules';
import { userFormFieldsSchema } from './user.schema';
import * as v from 'valibot';

const admin = { role: 'ROLE_ADMIN' as const, privileges: [] };
const trackAndTraceUser = {
  role: 'ROLE_USER' as const,
  privileges: [{ parent: null, name: 'Track & Trace', priority: 1 }],
};
const heldOf = (result: ReturnType<typeof grantedPrivileges>) =>
  'held' in result ? result.held : result.refusal;

describe('granting privileges', () => {
  it('gives an admin the tree sent, dropping levels of 0', () => {
    const tree = setChildLevel(
      setModuleEnabled(privilegeTreeOf([]), 'Master', true),
      'Master',
      'Plant',
      0,
    );
    const held = heldOf(grantedPrivileges(tree, [], admin)) as HeldPrivilege[];
    expect(held).toContainEqual({ parent: 'Master', name: 'Product', priority: 3 });
    expect(held.find((entry) => entry.name === 'Plant')).toBeUndefined();
  });

  it('switching a module off takes its children, whatever levels were sent for them', () => {
    const tree = setModuleEnabled(privilegeTreeOf([]), 'Master', true).map((node) =>
      node.name === 'Master' ? { ...node, priority: 0 } : node,
    );
    const held = heldOf(
      grantedPrivileges(tree, [{ parent: null, name: 'Master', priority: 1 }], admin),
    ) as HeldPrivilege[];
    expect(held.filter((entry) => entry.name === 'Master' || entry.parent === 'Master')).toEqual(
      [],
    );
  });

  it('refuses a level above the catalogue', () => {
    const tree: PrivilegeNode[] = [
      {
        name: 'Printing',
        priority: 1,
        maxPriority: 1,
        children: [{ name: 'Rolls', priority: 2, maxPriority: 3 }],
      },
    ];
    expect(heldOf(grantedPrivileges(tree, [], admin))).toEqual({
      kind: 'outOfRange',
      message: 'Printing > Rolls can be at most level 1',
    });
  });

  it("keeps what a ROLE_USER granter cannot see, and refuses a level above the granter's own there", () => {
    const target: HeldPrivilege[] = [{ parent: 'Master', name: 'Plant', priority: 2 }];
    const same = grantedPrivileges(privilegeTreeOf(target), target, trackAndTraceUser);
    expect(heldOf(same)).toEqual(target);
    const lowered = grantedPrivileges(
      setChildLevel(privilegeTreeOf(target), 'Master', 'Plant', 1),
      target,
      trackAndTraceUser,
    );
    expect(heldOf(lowered)).toEqual(target);
    const raised = grantedPrivileges(
      setChildLevel(privilegeTreeOf(target), 'Master', 'Product', 2),
      target,
      trackAndTraceUser,
    );
    expect(heldOf(raised)).toEqual({
      kind: 'aboveOwn',
      message: 'You cannot grant more than you hold: Master > Product at level 2',
    });
    const tracked = grantedPrivileges(
      setModuleEnabled(privilegeTreeOf(target), 'Track & Trace', true),
      target,
      trackAndTraceUser,
    );
    expect(heldOf(tracked)).toEqual([
      ...target,
      { parent: null, name: 'Track & Trace', priority: 1 },
    ]);
  });

  it('words each change for the audit trail', () => {
    expect(
      privilegeChanges(
        [{ parent: 'Master', name: 'Plant', priority: 2 }],
        [{ parent: null, name: 'Master', priority: 1 }],
      ),
    ).toEqual(['Master 0→1', 'Master > Plant 2→0']);
  });
});

describe('who manages whom', () => {
  it.each([
    ['ROLE_SUPER_ADMIN', ['ROLE_ADMIN', 'ROLE_USER', 'ROLE_PRODUCER']],
    ['ROLE_ADMIN', ['ROLE_USER', 'ROLE_PRODUCER']],
    ['ROLE_USER', ['ROLE_PRODUCER']],
    ['ROLE_PRODUCER', []],
  ] as const)('%s gives %j', (role, expected) => {
    expect(assignableAuthorities(role)).toEqual(expected);
  });

  it('lets the contract check fields alone: no customers, authority or company demanded', () => {
    const parsed = v.safeParse(userFormFieldsSchema('edit'), {
      id: '4',
      firstName: 'A',
      lastName: 'B',
      login: 'ab',
      mobileNo: '9876543210',
    });
    expect(parsed.success).toBe(true);
    expect(
      v.safeParse(userFormFieldsSchema('edit'), {
        firstName: 'A',
        lastName: 'B',
        login: 'ab',
        mobileNo: '9876543210',
      }).success,
    ).toBe(false);
  });
});
