import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable } from './DataTable';
import { sampleJobColumns, sampleJobs, type SampleJob } from './data-table.fixtures';

/** A desktop's room: below 640 px the table becomes cards (see DataTableResponsive.stories). */
const desktopWidth: Decorator = (Story) => (
  <div style={{ width: 960 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Composites/DataTable',
  component: DataTable<SampleJob>,
  args: {
    caption: 'Printing jobs',
    columns: sampleJobColumns,
    rows: sampleJobs,
    describeRow: (job: SampleJob) => job.name,
  },
  decorators: [desktopWidth],
} satisfies Meta<typeof DataTable<SampleJob>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Row `index` of the body (the header and filter rows come first). */
const bodyRow = (canvas: ReturnType<typeof within>, index: number) =>
  canvas.getAllByRole('row')[index + 2] as HTMLElement;
const firstCellText = (canvas: ReturnType<typeof within>) =>
  within(bodyRow(canvas, 0)).getAllByRole('cell')[0]?.textContent;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(12);
    await expect(canvas.getByText('Page 1 of 3, 25 records')).toBeVisible();
  },
};

export const Sorting: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: 'Name' });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstCellText(canvas)).toBe('Amber batch 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCellText(canvas)).toBe('Maple batch 13');
  },
};

/** The sort button fills its header cell: a click beside the words sorts too. */
export const SortFromAnywhereInHeader: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: 'Status' });
    const box = header.getBoundingClientRect();
    const farCorner = document.elementFromPoint(box.right - 3, box.bottom - 3) as HTMLElement;
    await userEvent.click(farCorner);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const ColumnFilter: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name contains' }), 'basil');
    await expect(canvas.getByText('Page 1 of 1, 2 records')).toBeVisible();
    await expect(firstCellText(canvas)).toBe('Basil batch 2');
  },
};

export const GlobalSearch: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Global Search' }), 'FAILED');
    // A new search starts again at page 1.
    await expect(canvas.getByText('Page 1 of 1, 8 records')).toBeVisible();
  },
};

export const Paging: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 2 of 3, 25 records')).toBeVisible();
    await expect(firstCellText(canvas)).toBe('Kale batch 11');
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('Page 3 of 3, 25 records')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

const notWhileRunning = (job: SampleJob) => job.status !== 'RUNNING';

export const RowActions: Story = {
  args: {
    actions: [
      { label: 'Edit', onAction: fn() },
      { label: 'Download', onAction: fn(), isShown: notWhileRunning },
      { label: 'Delete', onAction: fn(), variant: 'danger' },
    ],
  },
  play: async ({ args, canvas }) => {
    // Three actions: two buttons, and Delete (destructive, last) under More.
    await expect(
      canvas.getByRole('button', { name: 'More actions for Amber batch 1' }),
    ).toBeVisible();
    // Basil batch 2 is RUNNING: its download is hidden, the others stay.
    await expect(canvas.queryByRole('button', { name: 'Download Basil batch 2' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download Amber batch 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Basil batch 2' }));
    await expect(args.actions?.[0]?.onAction).toHaveBeenCalledWith(sampleJobs[1]);
  },
};

export const ExpandableRows: Story = {
  args: {
    renderDetail: (job: SampleJob) => <p>{`${job.quantity} labels ordered for job ${job.id}.`}</p>,
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show details Amber batch 1' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByText('100 labels ordered for job 1.')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Hide details Amber batch 1' }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No records found');
  },
};

export const NotFound: Story = {
  args: { rows: [], emptyMessage: 'NOT FOUND' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('NOT FOUND');
  },
};

/** While a page loads the pager says so, not 'Page 1 of 1, 0 records', and waits. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    const pager = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(within(pager).getByRole('status')).toHaveTextContent('Loading…');
    await expect(pager).not.toHaveTextContent('records');
    for (const button of within(pager).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const Error: Story = {
  args: { rows: [], error: 'The server could not be reached' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server could not be reached');
  },
};

export const LongContent: Story = {
  args: {
    rows: sampleJobs.slice(0, 3).map((job) => ({
      ...job,
      name: `${job.name} for the northern regional distribution centre, reprinted after the label stock was replaced twice in one week`,
    })),
  },
};
