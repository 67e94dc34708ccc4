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
const names = ['Amber', 'Basil', 'Cedar', 'Dahlia', 'Elm', 'Fern', 'Ginger', 'Hazel', 'Iris', 'Juniper', 'Kale', 'Laurel', 'Maple'];

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
  const contains = (value: unknown, text: string) => String(value).toLowerCase().includes(text.toLowerCase());
  const matching = rows.filter(
    (row) =>
      (query.search === '' || Object.values(row).some((value) => contains(value, query.search))) &&
      Object.entries(query.filters).every(([field, text]) => contains(row[field as keyof SampleJob], text)),
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
