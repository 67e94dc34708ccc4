import { describe, expect, it } from 'vitest';
import type { HeldPrivilege } from '../privileges/privilege-tree';
import type { Role } from '../session/roles';
import type { PrivilegeName } from '../privileges/privilege-catalogue';
import type { MenuDefinition, MenuEntry } from './menu.definition';
import { menuFor as menuOf, menuRoutesOf, type MenuItem, type MenuSubject } from './menu.rules';

const entry = (
  label: string,
  route: string,
  privilege: PrivilegeName,
  level: 1 | 2 = 1,
  onlyFor?: readonly Role[],
): MenuEntry =>
  onlyFor ? { label, route, privilege, level, onlyFor } : { label, route, privilege, level };

/** The menu of spec 000 section 6 with our entries, as the console declares it from its screens. */
const specMenu: MenuDefinition = {
  superAdmin: [
    { label: 'Company Master', entries: [{ label: 'Company', route: '/company_list' }] },
    { label: 'Template Request', route: '/template_request_list' },
    { label: 'User Management', route: '/user_list' },
    { label: 'Audit Trail', route: '/audit_trail' },
  ],
  userManagement: { label: 'User Management', route: '/user_list' },
  auditTrail: { label: 'Audit Trail', route: '/audit_trail' },
  groups: [
    {
      label: 'Master',
      entries: [
        entry('Customer', '/customer_list', 'Customer'),
        entry('Product', '/product_list', 'Product'),
        entry('Plant', '/plant_list', 'Plant'),
        entry('Vendor', '/vendor_list', 'Vendor'),
        entry('Packaging', '/packaging_list', 'Packaging'),
        entry('Guilloche Images', '/guilloche_images_list', 'Guilloche Image'),
        entry('Link QR', '/link_qr', 'Master'),
      ],
    },
    {
      label: 'Printing',
      entries: [
        entry('Print Data', '/print_data_list', 'Print Data'),
        entry('Label Production', '/label_production_list', 'Label Production'),
        entry('Rolls', '/roll_file_list', 'Rolls'),
        entry('Printing Jobs', '/printing_job_list', 'Print Data'),
        entry('Blacklisted Codes', '/code_blacklist', 'Print Data'),
      ],
    },
    {
      label: 'Template',
      entries: [
        entry('Add Template', '/template_add', 'Template', 2),
        entry('Template', '/template_design', 'Template'),
        entry('Download Print Data', '/template_history_list', 'Token'),
        entry('Invalid Scan', '/invalid_scan_list', 'Invalid Scan'),
        entry('Report', '/report', 'Template'),
        entry('F-Codes Report', '/reports', 'Template'),
        entry('EndUser Reward Report', '/enduser_reward_reports', 'Template'),
      ],
    },
    {
      label: 'Token Data',
      entries: [
        entry('Master Product', '/master_product_list', 'Master Product'),
        entry('Token Data', '/token_data_list', 'Token Data'),
        entry('Token Data Report', '/token_data_report', 'Token Data Report'),
      ],
    },
    {
      label: 'Track and Trace',
      entries: [
        entry('Inventory', '/inventory_list', 'Track & Trace'),
        entry('Consignment', '/consignment_list', 'Track & Trace'),
        entry('Parent F-Codes', '/consignment_fcode_list', 'Track & Trace'),
        entry('Inventory Reports', '/inventory_report', 'Track & Trace'),
        entry('Search QrCode', '/search_qr_code', 'Track & Trace'),
        entry('Geo-Diversions', '/geo_diversion_list', 'Track & Trace'),
        entry('Business Partner', '/business_partner_list', 'Track & Trace', 1, [
          'ROLE_USER',
          'ROLE_PRODUCER',
        ]),
      ],
    },
  ],
  smartBin: entry('Smart Bin', '/smart-bin', 'Smart Bin'),
};
const menuFor = (subject: MenuSubject) => menuOf(subject, specMenu);

const held = (name: string, priority: number, parent: string | null = null): HeldPrivilege => ({
  parent,
  name,
  priority,
});
const labels = (menu: MenuItem[]) =>
  menu.map((item) =>
    item.kind === 'link'
      ? item.label
      : `${item.label}: ${item.items.map((entry) => entry.label).join(', ')}`,
  );
const menu = (role: Role, privileges: HeldPrivilege[] = [], trackAndTrace = false) =>
  labels(menuFor({ role, privileges, trackAndTrace }));

/** Every privilege at its maximum, as an admin would grant it in full. */
const everything = [
  held('Master', 1),
  held('Customer', 3, 'Master'),
  held('Product', 3, 'Master'),
  held('Plant', 3, 'Master'),
  held('Vendor', 3, 'Master'),
  held('Guilloche Image', 3, 'Master'),
  held('Packaging', 3, 'Master'),
  held('Printing', 1),
  held('Print Data', 2, 'Printing'),
  held('Label Production', 3, 'Printing'),
  held('Rolls', 1, 'Printing'),
  held('Template', 1),
  held('Template', 2, 'Template'),
  held('Token', 1, 'Template'),
  held('Invalid Scan', 1, 'Template'),
  held('Token Data', 1),
  held('Master Product', 3, 'Token Data'),
  held('Token Data', 2, 'Token Data'),
  held('Token Data Report', 1, 'Token Data'),
  held('Track & Trace', 1),
  held('Smart Bin', 1),
];

const fullGroups = [
  'Master: Customer, Product, Plant, Vendor, Packaging, Guilloche Images, Link QR',
  'Printing: Print Data, Label Production, Rolls, Printing Jobs, Blacklisted Codes',
  'Template: Add Template, Template, Download Print Data, Invalid Scan, Report, F-Codes Report, EndUser Reward Report',
  'Token Data: Master Product, Token Data, Token Data Report',
];

describe('menu by role (spec 000 section 6)', () => {
  it('super admin: Company Master (Company), Template Request, User Management, Audit Trail', () => {
    expect(menu('ROLE_SUPER_ADMIN', everything, true)).toEqual([
      'Company Master: Company',
      'Template Request',
      'User Management',
      'Audit Trail',
    ]);
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
    [
      'Template at 1: Template and the module-gated reports, no Add Template',
      [held('Template', 1)],
      ['Template: Template, Report, F-Codes Report, EndUser Reward Report'],
    ],
    [
      'Template at 2: Add Template too',
      [held('Template', 2, 'Template')],
      ['Template: Add Template, Template, Report, F-Codes Report, EndUser Reward Report'],
    ],
    [
      'Token at 1: Download Print Data',
      [held('Token', 1, 'Template')],
      ['Template: Download Print Data'],
    ],
    ['Customer at 1', [held('Customer', 1, 'Master')], ['Master: Customer']],
    ['Customer at 0', [held('Customer', 0, 'Master')], []],
    ['Master module: Link QR', [held('Master', 1)], ['Master: Link QR']],
    [
      'Guilloche Image at 1: the guilloche list (our entry)',
      [held('Guilloche Image', 1, 'Master')],
      ['Master: Guilloche Images'],
    ],
    ['Rolls at 1', [held('Rolls', 1, 'Printing')], ['Printing: Rolls']],
    [
      'Print Data at 1: Print Data, and the printing jobs and blacklisted codes (our entries)',
      [held('Print Data', 1, 'Printing')],
      ['Printing: Print Data, Printing Jobs, Blacklisted Codes'],
    ],
    ['Token Data child at 2', [held('Token Data', 2, 'Token Data')], ['Token Data: Token Data']],
    [
      'Track & Trace',
      [held('Track & Trace', 1)],
      [
        'Track and Trace: Inventory, Consignment, Parent F-Codes, Inventory Reports, Search QrCode, Geo-Diversions, Business Partner',
      ],
    ],
    ['Smart Bin', [held('Smart Bin', 1)], ['Smart Bin']],
  ])('%s', (_name, privileges, expected) => {
    expect(menu('ROLE_USER', privileges)).toEqual(expected);
  });

  it('gives every entry a route', () => {
    const routes = menuRoutesOf(
      menuFor({ role: 'ROLE_USER', privileges: everything, trackAndTrace: true }),
    );
    expect(routes).toContain('/template_add');
    expect(routes).toContain('/business_partner_list');
    expect(routes).toContain('/smart-bin');
    expect(routes).toContain('/user_list');
    expect(routes.every((route) => route.startsWith('/'))).toBe(true);
    expect(
      menuRoutesOf(menuFor({ role: 'ROLE_SUPER_ADMIN', privileges: [], trackAndTrace: false })),
    ).toEqual(['/company_list', '/template_request_list', '/user_list', '/audit_trail']);
  });
});
