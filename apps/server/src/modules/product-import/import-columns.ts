import { productDefaults, productFlags } from '@veritag/domain';

/**
 * The columns of a product upload, in the sample's order: the one list both the sample
 * (Download Sample Excel) and the import read, so the file a user fills in is the file the
 * import reads. Headers are the product form's field names (spec 002 section 3), exactly as
 * the API names them; the customer is not a column (the upload names it). Images are not
 * imported: they are uploaded on the product's edit screen.
 */
export interface ImportColumn {
  /** The header, and the product form's field it fills. */
  readonly field: string;
  /** A column the file must have: the product cannot be saved without it. */
  readonly required: boolean;
  /** The sample row's value: one product that imports as it is. */
  readonly example: string;
}

const column = (field: string, example = '', required = false): ImportColumn => ({
  field,
  required,
  example,
});

export const importColumns: readonly ImportColumn[] = [
  column('productName', 'Premium Engine Oil 1L', true),
  column('productSrNo', 'SR-0001', true),
  column('productCode', 'PEO-1L', true),
  column('productDescription', 'Fully synthetic engine oil, 1 litre can', true),
  column('labelSize', '50 x 25 mm', true),
  column('labelSpecification', 'Void tamper-evident, matte finish', true),
  column('productLink', 'https://example.com/products/peo-1l'),
  column('offerCode', ''),
  column('authenticationMsg', productDefaults.authenticationMsg),
  column('fontName', 'Helvetica'),
  column('fontSize', '12'),
  column('color', productDefaults.color),
  column('mfgDate', '2025-01'),
  column('expiryDate', '2027-01'),
  column('countOfScanning'),
  column('customTextPostScan'),
  column('customTextOnIdentification'),
  column('customTextForRegistration'),
  column('customTextOnLastPage'),
  column('videoLinkOnLastPage'),
  column('loyaltyPoints'),
  column('offersPageLink'),
  column('allowNumberOfScans', '5'),
  column('msgAfterScanExceded', 'This code has been scanned too often'),
  column('warrantyLink'),
  ...productFlags.map((flag) =>
    column(
      flag,
      [
        'authenticationActivated',
        'showProductImage',
        'showMfgDate',
        'showExpiryDate',
        'checkCountOfScan',
      ].includes(flag)
        ? 'true'
        : 'false',
    ),
  ),
];

export const flagColumns: ReadonlySet<string> = new Set(productFlags);

/** The sample's one example row, keyed by header. */
export const sampleRow = (): Record<string, string> =>
  Object.fromEntries(importColumns.map((c) => [c.field, c.example]));
