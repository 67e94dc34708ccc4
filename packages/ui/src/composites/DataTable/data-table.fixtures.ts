import { dataTableColumns } from './data-table.columns';
import type { DataTableQuery } from './use-data-table';

/** Sample rows for stories: a printing job list (spec 001), 25 rows so there are 3 pages. */
export interface SampleJob {
  id: number;
  name: string;
  status: 'RUNNING' | 'COMPLETED' | 'FAILED';
  quantity: number;
}

const statuses = ['COMPLETED', 'RUNNING', 'FAILED'] as const;
const names = [
  'Amber',
  'Basil',
  'Cedar',
  'Dahlia',
  'Elm',
  'Fern',
  'Ginger',
  'Hazel',
  'Iris',
  'Juniper',
  'Kale',
  'Laurel',
  'Maple',
];

export const sampleJobs: SampleJob[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: `${names[index % names.length]} batch ${index + 1}`,
  status: statuses[index % statuses.length] ?? 'COMPLETED',
  quantity: (index + 1) * 100,
}));

const column = dataTableColumns<SampleJob>();
export const sampleJobColumns = column.columns([
  column.accessor('name', { header: 'Name' }),
  column.accessor('status', { header: 'Status' }),
  column.accessor('quantity', { header: 'Quantity', enableColumnFilter: false }),
]);

/** A stand-in for the server of the lazy tables: filters, sorts and cuts one page. */
export function samplePage(rows: readonly SampleJob[], query: DataTableQuery) {
  const contains = (value: unknown, text: string) =>
    String(value).toLowerCase().includes(text.toLowerCase());
  const matching = rows.filter(
    (row) =>
      (query.search === '' || Object.values(row).some((value) => contains(value, query.search))) &&
      Object.entries(query.filters).every(([field, text]) =>
        contains(row[field as keyof SampleJob], text),
      ),
  );
  const [order] = query.sort;
  const sorted = order
    ? [...matching].sort((a, b) => {
        const [x, y] = [a[order.field as keyof SampleJob], b[order.field as keyof SampleJob]];
        const compared = x < y ? -1 : x > y ? 1 : 0;
        return order.direction === 'asc' ? compared : -compared;
      })
    : matching;
  const start = query.page * query.size;
  return { rows: sorted.slice(start, start + query.size), total: matching.length };
}

/** Sample rows for the responsive stories: a customer list (spec 000 section 2.8), long values included. */
export interface SampleCustomer {
  id: number;
  companyName: string;
  mobileNo: string;
  email: string;
  address: string;
  companyCode: string;
  status: 'ACTIVE' | 'INACTIVE';
}

export const sampleCustomers: SampleCustomer[] = [
  {
    id: 1,
    companyName: 'Greenleaf Organic Farms',
    mobileNo: '+31 20 555 0101',
    email: 'procurement.department@greenleaf-organic-farms.example',
    address: 'Keizersgracht 123, 1015 CJ Amsterdam, the Netherlands',
    companyCode: 'GLF-001',
    status: 'ACTIVE',
  },
  {
    id: 2,
    companyName: 'Acme',
    mobileNo: '+1 555 0102',
    email: 'ops@acme.example',
    address: '1 Main Street, Springfield',
    companyCode: 'ACM',
    status: 'INACTIVE',
  },
  {
    id: 3,
    companyName: 'Northwind Traders International Distribution',
    mobileNo: '+44 20 7946 0958',
    email: 'orders@northwind.example',
    address: 'Unit 4, Riverside Industrial Estate, Reading RG1 8DQ',
    companyCode: 'NWT-17',
    status: 'ACTIVE',
  },
];

const customerColumn = dataTableColumns<SampleCustomer>();
export const sampleCustomerColumns = customerColumn.columns([
  customerColumn.accessor('companyName', {
    header: 'Company Name',
    meta: { priority: 1, minWidth: 160, role: 'title' },
  }),
  customerColumn.accessor('mobileNo', {
    header: 'Phone No.',
    meta: { priority: 3, minWidth: 130 },
  }),
  customerColumn.accessor('email', { header: 'Email', meta: { priority: 2, minWidth: 180 } }),
  customerColumn.accessor('address', { header: 'Address', meta: { priority: 5, minWidth: 180 } }),
  customerColumn.accessor('companyCode', {
    header: 'Company Code',
    meta: { priority: 4, minWidth: 110 },
  }),
  customerColumn.accessor('status', {
    header: 'Status',
    meta: { priority: 2, minWidth: 100, role: 'status' },
  }),
]);
