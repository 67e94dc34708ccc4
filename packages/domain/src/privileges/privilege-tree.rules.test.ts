import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { privilegeTreeOf, type HeldPrivilege, type PrivilegeNode } from './privilege-tree';
import {
  childSwitches,
  grantableModules,
  heldPrivilegesOf,
  moduleEnabled,
  PrivilegeSaveSchema,
  setChildLevel,
  setModuleEnabled,
  setModuleLevel,
  toggleChildSwitch,
  toggleModuleSwitch,
} from './privilege-tree.rules';

const empty = privilegeTreeOf([]);
const moduleOf = (tree: PrivilegeNode[], name: string) => tree.find((node) => node.name === name);
const levels = (node: PrivilegeNode | undefined) => [
  node?.priority,
  ...(node?.children ?? []).map((child) => child.priority),
];

describe('privilege modules and maximum levels (spec 002 section 6)', () => {
  it.each([
    [
      'Master',
      1,
      [
        ['Customer', 3],
        ['Product', 3],
        ['Plant', 3],
        ['Vendor', 3],
        ['Guilloche Image', 3],
        ['Packaging', 3],
      ],
    ],
    [
      'Printing',
      1,
      [
        ['Print Data', 2],
        ['Label Production', 3],
        ['Rolls', 1],
      ],
    ],
    [
      'Template',
      1,
      [
        ['Template', 2],
        ['Token', 1],
        ['Invalid Scan', 1],
      ],
    ],
    [
      'Token Data',
      1,
      [
        ['Master Product', 3],
        ['Token Data', 2],
        ['Token Data Report', 1],
      ],
    ],
    ['Track & Trace', 1, []],
    ['Smart Bin', 1, []],
  ])('%s (%i) has its children with their maximum', (name, max, children) => {
    const node = moduleOf(empty, name);
    expect(node?.maxPriority).toBe(max);
    expect(node?.children?.map((child) => [child.name, child.maxPriority])).toEqual(children);
  });
});

describe('privilege tree operations (spec 002 section 4)', () => {
  it('switching a module on sets it to 1 and its children to their maximum', () => {
    expect(levels(moduleOf(setModuleEnabled(empty, 'Printing', true), 'Printing'))).toEqual([
      1, 2, 3, 1,
    ]);
  });
  it('switching it off sets all to 0', () => {
    const on = setModuleEnabled(empty, 'Master', true);
    expect(levels(moduleOf(setModuleEnabled(on, 'Master', false), 'Master'))).toEqual([
      0, 0, 0, 0, 0, 0, 0,
    ]);
  });
  it('leaves other modules and the tree passed in untouched', () => {
    const on = setModuleEnabled(empty, 'Master', true);
    expect(levels(moduleOf(on, 'Printing'))).toEqual([0, 0, 0, 0]);
    expect(levels(moduleOf(empty, 'Master'))).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
  it.each([
    ['View on', 0, 'View', true, 1],
    ['Add on', 1, 'Add', true, 2],
    ['Delete on', 2, 'Delete', true, 3],
    ['Delete off lowers to Add', 3, 'Delete', false, 2],
    ['Add off lowers to View', 2, 'Add', false, 1],
    ['View off lowers to none', 1, 'View', false, 0],
  ] as const)('child switch: %s', (_name, from, switchName, on, to) => {
    const start = setChildLevel(empty, 'Master', 'Customer', from);
    const after = toggleChildSwitch(start, 'Master', 'Customer', switchName, on);
    expect(moduleOf(after, 'Master')?.children?.[0]?.priority).toBe(to);
  });
  it('keeps a child level within 0 and its maximum', () => {
    expect(
      moduleOf(setChildLevel(empty, 'Printing', 'Rolls', 3), 'Printing')?.children?.[2]?.priority,
    ).toBe(1);
    expect(
      moduleOf(setChildLevel(empty, 'Printing', 'Rolls', -1), 'Printing')?.children?.[2]?.priority,
    ).toBe(0);
  });
  it('offers View/Add/Delete switches up to the maximum', () => {
    expect(childSwitches({ priority: 2, maxPriority: 3 })).toEqual([
      { name: 'View', level: 1, on: true },
      { name: 'Add', level: 2, on: true },
      { name: 'Delete', level: 3, on: false },
    ]);
    expect(childSwitches({ priority: 0, maxPriority: 1 })).toEqual([
      { name: 'View', level: 1, on: false },
    ]);
    expect(moduleEnabled({ priority: 1 })).toBe(true);
    expect(moduleEnabled({ priority: 0 })).toBe(false);
  });
});

describe('who may grant what (spec 002 section 6)', () => {
  const fullMaster = heldPrivilegesOf(setModuleEnabled(empty, 'Master', true));
  const partialPrinting: HeldPrivilege[] = heldPrivilegesOf(
    setChildLevel(setModuleEnabled(empty, 'Printing', true), 'Printing', 'Label Production', 2),
  );
  const names = (tree: PrivilegeNode[]) => tree.map((node) => node.name);
  it.each([
    [
      'an admin sees every module',
      'ROLE_ADMIN',
      [],
      [
        'Master',
        'Printing',
        'Template',
        'Token Data',
        'Track & Trace',
        'Smart Bin',
        'Integrations',
      ],
    ],
    ['a user sees the modules held in full', 'ROLE_USER', fullMaster, ['Master']],
    [
      'a user with a child below its maximum does not see the module',
      'ROLE_USER',
      partialPrinting,
      [],
    ],
    ['a user holding nothing sees nothing', 'ROLE_USER', [], []],
  ] as const)('%s', (_name, role, privileges, expected) => {
    expect(names(grantableModules(empty, { role, privileges }))).toEqual(expected);
  });
  it('round-trips a tree through what is held', () => {
    const tree = setModuleEnabled(empty, 'Template', true);
    expect(privilegeTreeOf(heldPrivilegesOf(tree))).toEqual(tree);
  });
  it('shows a module on when a child of it is held, though the module itself was stored at 0', () => {
    const master = privilegeTreeOf([{ parent: 'Master', name: 'Product', priority: 2 }]).find(
      (node) => node.name === 'Master',
    )!;
    expect(master.priority).toBe(1);
    expect(master.children?.find((child) => child.name === 'Product')?.priority).toBe(2);
    expect(privilegeTreeOf([]).find((node) => node.name === 'Master')!.priority).toBe(0);
  });
  it('validates the save body', () => {
    expect(v.safeParse(PrivilegeSaveSchema, { userId: 3, priviladges: empty }).success).toBe(true);
    expect(
      v.safeParse(PrivilegeSaveSchema, {
        userId: 3,
        priviladges: [{ name: 'Master', priority: 4, maxPriority: 1 }],
      }).success,
    ).toBe(false);
  });
});

describe('a module with levels and no children (Integrations)', () => {
  const levelOf = (tree: PrivilegeNode[]) =>
    tree.find((node) => node.name === 'Integrations')?.priority;
  it('is switched on at View, raised by its Add and Delete switches, and off again below View', () => {
    const on = setModuleEnabled(privilegeTreeOf([]), 'Integrations', true);
    expect(levelOf(on)).toBe(1);
    const revoking = toggleModuleSwitch(on, 'Integrations', 'Delete', true);
    expect(levelOf(revoking)).toBe(3);
    expect(levelOf(toggleModuleSwitch(revoking, 'Integrations', 'Add', false))).toBe(1);
    expect(levelOf(toggleModuleSwitch(revoking, 'Integrations', 'View', false))).toBe(0);
    expect(levelOf(setModuleLevel(on, 'Integrations', 7))).toBe(3);
  });
});
