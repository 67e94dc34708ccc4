import type { PrintData } from '@veritag/domain';

/** Names a print run in its buttons' accessible names: "print data 12 (Acme, P-100, Mar 2026)". */
export const describePrintData = (row: PrintData): string =>
  `print data ${row.id} (${[row.client.companyName, row.product?.productCode, `${row.month} ${row.year}`].filter(Boolean).join(', ')})`;
