/** Page sizes and sort of the spec (000 section 9, 001 section 9, 002 section 9). */
export const pageSizes = {
  /** Every table shows 10 rows. */
  tableRows: 10,
  /** Lists request pages of 100 (companies, plants, vendors, products, packaging, rolls). */
  listRequest: 100,
  /** Template requests and printing jobs request 100. */
  templateRequests: 100,
  printingJobs: 100,
  /** Inventory, consignments, QR codes and smart bin follow the table size. */
  trackAndTrace: 10,
  /** Customer and product dropdowns load up to 10000 records. */
  dropdown: 10_000,
} as const;

/** Lists sort by createdDate descending. */
export const defaultSort = { field: 'createdDate', direction: 'desc' } as const;
export const defaultSortParam = 'createdDate,desc';
