/**
 * The privilege modules and their children with maximum levels (spec 002 section 6).
 * Levels: 1 view, 2 add or edit, 3 delete.
 */
export const privilegeLevels = { view: 1, edit: 2, delete: 3 } as const;
export type PrivilegeLevel = 0 | 1 | 2 | 3;

export interface PrivilegeDefinition {
  readonly name: string;
  readonly maxPriority: PrivilegeLevel;
  readonly children: readonly { readonly name: string; readonly maxPriority: PrivilegeLevel }[];
}

export const privilegeCatalogue = [
  {
    name: 'Master',
    maxPriority: 1,
    children: [
      { name: 'Customer', maxPriority: 3 },
      { name: 'Product', maxPriority: 3 },
      { name: 'Plant', maxPriority: 3 },
      { name: 'Vendor', maxPriority: 3 },
      { name: 'Guilloche Image', maxPriority: 3 },
      { name: 'Packaging', maxPriority: 3 },
    ],
  },
  {
    name: 'Printing',
    maxPriority: 1,
    children: [
      { name: 'Print Data', maxPriority: 2 },
      { name: 'Label Production', maxPriority: 3 },
      { name: 'Rolls', maxPriority: 1 },
    ],
  },
  {
    name: 'Template',
    maxPriority: 1,
    children: [
      { name: 'Template', maxPriority: 2 },
      { name: 'Token', maxPriority: 1 },
      { name: 'Invalid Scan', maxPriority: 1 },
    ],
  },
  {
    name: 'Token Data',
    maxPriority: 1,
    children: [
      { name: 'Master Product', maxPriority: 3 },
      { name: 'Token Data', maxPriority: 2 },
      { name: 'Token Data Report', maxPriority: 1 },
    ],
  },
  { name: 'Track & Trace', maxPriority: 1, children: [] },
  { name: 'Smart Bin', maxPriority: 1, children: [] },
  // Ours (decisions 0443, 0449): API keys and webhooks; 1 view them, 2 make, rotate and resend, 3 revoke.
  { name: 'Integrations', maxPriority: 3, children: [] },
] as const satisfies readonly PrivilegeDefinition[];

type Catalogue = typeof privilegeCatalogue;
export type ModuleName = Catalogue[number]['name'];
export type PrivilegeName = ModuleName | Catalogue[number]['children'][number]['name'];
