import { describe, expect, it } from 'vitest';
import type { HeldPrivilege } from '../privileges/privilege-tree';
import type { Role } from '../session/roles';
import { menuFor, menuRoutesOf, type MenuItem } from './menu.rules';

const held = (name: string, priority: number, parent: string | null = null): HeldPrivilege => ({ parent, name, priority });
const labels = (menu: MenuItem[]) =>
  menu.map((item) => (item.kind === 'link' ? item.label : `${item.label}: ${item.items.map((entry) => entry.label).join(', ')}`));
const menu = (role: Role, privileges: HeldPrivilege[] = [], trackAndTrace = false) => labels(menuFor({ role, privileges, trackAndTrace }));

/** Every privilege at its maximum, as an admin would grant it in full. */
const everything = [
  held('Master', 1), held('Customer', 3, 'Master'), held('Product', 3, 'Master'), held('Plant', 3, 'Master'),
  held('Vendor', 3, 'Master'), held('Guilloche Image', 3, 'Master'), held('Packaging', 3, 'Master'),
  held('Printing', 1), held('Print Data', 2, 'Printing'), held('Label Production', 3, 'Printing'), held('Rolls', 1, 'Printing'),
  held('Template', 1), held('Template', 2, 'Template'), held('Token', 1, 'Template'), held('Invalid Scan', 1, 'Template'),
  held('Token Data', 1), held('Master Product', 3, 'Token Data'), held('Token Data', 2, 'Token Data'), held('Token Data Report', 1, 'Token Data'),
  held('Track & Trace', 1), held('Smart Bin', 1),
];

const fullGroups = [
  'Master: Customer, Product, Plant, Vendor, Packaging, Guilloche Images, Link QR',
  'Printing: Print Data, Label Production, Rolls, Printing Jobs, Blacklisted Codes',
  'Template: Add Template, Template, Download Print Data, Invalid Scan, Report, F-Codes Report, EndUser Reward Report',
  'Token Data: Master Product, Token Data, Token Data Report',
];

describe('menu by role (spec 000 section 6)', () => {
  it('super admin: Company Master (Company), Template Request, User Management, Audit Trail', () => {
    expect(menu('ROLE_SUPER_ADMIN', everything, true)).toEqual(['Company Master: Company', 'Template Request', 'User Management', 'Audit Trail']);
  });

  it('admin: User Management, Audit Trail, every group in full, Smart Bin; no Business Partner entry', () => {
    expect(menu('ROLE_ADMIN')).toEqual([
      'User Management',
      'Audit Trail',
      ...fullGroups,
      'Track and Trace: Inventory, Consignment, Parent F-Codes, Inventory Reports, Search QrCode, Geo-Diversions',
      'Smart Bin',
    ]);
  });

  it('user holding everything, flag on: User Management, every group, Business Partner, Smart Bin', () => {
    expect(menu('ROLE_USER', everything, true)).toEqual([
      'User Management',
      ...fullGroups,
      'Track and Trace: Inventory, Consignment, Parent F-Codes, Inventory Reports, Search QrCode, Geo-Diversions, Business Partner',
      'Smart Bin',
    ]);
  });

  it('user with the flag off: no User Management', () => {
    expect(menu('ROLE_USER', everything, false)[0]).toBe(fullGroups[0]);
  });

  it('producer: as user, without User Management and without Smart Bin', () => {
    expect(menu('ROLE_PRODUCER', everything, true)).toEqual([
      ...fullGroups,
      'Track and Trace: Inventory, Consignment, Parent F-Codes, Inventory Reports, Search QrCode, Geo-Diversions, Business Partner',
    ]);
  });

  it('user without privileges sees nothing', () => {
    expect(menu('ROLE_USER')).toEqual([]);
  });
});

describe('menu entries filtered by privilege (Add Template needs 2, the rest 1)', () => {
  it.each([
    ['Template at 1: Template and the module-gated reports, no Add Template', [held('Template', 1)], ['Template: Template, Report, F-Codes Report, EndUser Reward Report']],
    ['Template at 2: Add Template too', [held('Template', 2, 'Template')], ['Template: Add Template, Template, Report, F-Codes Report, EndUser Reward Report']],
    ['Token at 1: Download Print Data', [held('Token', 1, 'Template')], ['Template: Download Print Data']],
    ['Customer at 1', [held('Customer', 1, 'Master')], ['Master: Customer']],
    ['Customer at 0', [held('Customer', 0, 'Master')], []],
    ['Master module: Link QR', [held('Master', 1)], ['Master: Link QR']],
    ['Guilloche Image at 1: the guilloche list (our entry)', [held('Guilloche Image', 1, 'Master')], ['Master: Guilloche Images']],
    ['Rolls at 1', [held('Rolls', 1, 'Printing')], ['Printing: Rolls']],
    ['Print Data at 1: Print Data, and the printing jobs and blacklisted codes (our entries)', [held('Print Data', 1, 'Printing')], ['Printing: Print Data, Printing Jobs, Blacklisted Codes']],
    ['Token Data child at 2', [held('Token Data', 2, 'Token Data')], ['Token Data: Token Data']],
    ['Track & Trace', [held('Track & Trace', 1)], ['Track and Trace: Inventory, Consignment, Parent F-Codes, Inventory Reports, Search QrCode, Geo-Diversions, Business Partner']],
    ['Smart Bin', [held('Smart Bin', 1)], ['Smart Bin']],
  ])('%s', (_name, privileges, expected) => {
    expect(menu('ROLE_USER', privileges)).toEqual(expected);
  });

  it('gives every entry a route', () => {
    const routes = menuRoutesOf(menuFor({ role: 'ROLE_USER', privileges: everything, trackAndTrace: true }));
    expect(routes).toContain('/template_add');
    expect(routes).toContain('/business_partner_list');
    expect(routes).toContain('/smart-bin');
    expect(routes).toContain('/user_list');
    expect(routes.every((route) => route.startsWith('/'))).toBe(true);
    expect(menuRoutesOf(menuFor({ role: 'ROLE_SUPER_ADMIN', privileges: [], trackAndTrace: false }))).toEqual([
      '/company_list',
      '/template_request_list',
      '/user_list',
      '/audit_trail',
    ]);
  });
});
