import { describe, expect, it } from 'vitest';
import type { Role } from '../session/roles';
import {
  allowedActions,
  canSee,
  canUseSmartBin,
  customerListActions,
  showsLinkQrCustomer,
  showsSampleExcel,
} from './permissions.rules';
import type { HeldPrivilege } from './privilege-tree';

const user = (name: string, priority: number, role: Role = 'ROLE_USER') => ({
  role,
  privileges: [{ parent: 'Master', name, priority }] as HeldPrivilege[],
});

describe('canSee (spec 000 section 6)', () => {
  it.each([
    ['admin without privileges', { role: 'ROLE_ADMIN' as Role, privileges: [] }, 3, true],
    [
      'super admin without privileges',
      { role: 'ROLE_SUPER_ADMIN' as Role, privileges: [] },
      3,
      true,
    ],
    ['user at the level', user('Customer', 2), 2, true],
    ['user above the level', user('Customer', 3), 2, true],
    ['user below the level', user('Customer', 1), 2, false],
    ['producer at the level', user('Customer', 1, 'ROLE_PRODUCER'), 1, true],
  ] as const)('%s', (_name, subject, level, expected) => {
    expect(canSee(subject, 'Customer', level)).toBe(expected);
  });
});

describe('per-area action levels (spec 002 section 6, 001 section 6)', () => {
  it.each([
    ['Plant', 1, { view: true, add: false, edit: false, delete: false }],
    ['Plant', 2, { view: true, add: true, edit: true, delete: false }],
    ['Plant', 3, { view: true, add: true, edit: true, delete: true }],
    ['Vendor', 1, { view: true, add: false, edit: false, delete: false }],
    ['Vendor', 3, { view: true, add: true, edit: true, delete: true }],
    ['Packaging', 1, { add: false, edit: false, delete: false }],
    ['Packaging', 2, { add: true, edit: true, delete: false }],
    ['Product', 1, { view: true, add: false, edit: false, delete: false }],
    ['Product', 2, { view: true, add: true, edit: true, delete: false }],
    ['Master Product', 2, { add: true, edit: true, delete: false }],
    ['Master Product', 3, { add: true, edit: true, delete: true }],
    ['Token Data', 1, { add: false }],
    ['Token Data', 2, { add: true }],
    ['Print Data', 1, { add: false }],
    ['Print Data', 2, { add: true }],
    ['Label Production', 2, { add: true }],
  ] as const)('%s at %i', (area, level, expected) => {
    expect(allowedActions(user(area, level), area)).toEqual(expected);
  });
  it('gives admins every action', () => {
    expect(allowedActions({ role: 'ROLE_ADMIN', privileges: [] }, 'Packaging')).toEqual({
      add: true,
      edit: true,
      delete: true,
    });
  });
});

describe('customer list (spec 000 section 6)', () => {
  it.each([
    [0, { view: false, uploadProducts: false, add: false, edit: false, delete: false }],
    [1, { view: true, uploadProducts: true, add: false, edit: false, delete: false }],
    [2, { view: true, uploadProducts: true, add: true, edit: true, delete: false }],
    [3, { view: true, uploadProducts: true, add: true, edit: true, delete: true }],
  ])('Customer at %i', (level, expected) => {
    expect(customerListActions(user('Customer', level), false)).toEqual(expected);
  });
  it('shows every action in business-partner mode, and the sample Excel only for customers', () => {
    expect(customerListActions(user('Customer', 0), true)).toEqual({
      view: true,
      uploadProducts: true,
      add: true,
      edit: true,
      delete: true,
    });
    expect(showsSampleExcel(false)).toBe(true);
    expect(showsSampleExcel(true)).toBe(false);
  });
});

describe('Link QR customer and Smart Bin (spec 002 section 6)', () => {
  it.each([
    ['ROLE_ADMIN', true, true],
    ['ROLE_SUPER_ADMIN', false, false],
    ['ROLE_USER', false, true],
    ['ROLE_PRODUCER', false, false],
  ] as const)('%s: Link QR customer %s, Smart Bin %s', (role, linkQrCustomer, smartBin) => {
    expect(showsLinkQrCustomer(role)).toBe(linkQrCustomer);
    expect(canUseSmartBin(role)).toBe(smartBin);
  });
});
