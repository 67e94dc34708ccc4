import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable } from './DataTable';
import { sampleCustomerColumns, sampleCustomers, type SampleCustomer } from './data-table.fixtures';

const actions = [
  { label: 'View', onAction: fn() },
  { label: 'Edit', onAction: fn() },
  { label: 'Upload Products', onAction: fn() },
  { label: 'Delete', onAction: fn(), variant: 'danger' as const },
];

const framed =
  (width: number): Decorator =>
  (Story) => (
    <div style={{ width }}>
      <Story />
    </div>
  );
const width1200 = framed(1200);
const width760 = framed(760);
const width360 = framed(360);

const meta = {
  title: 'Composites/DataTable/Responsive',
  component: DataTable<SampleCustomer>,
  args: {
    caption: 'Customer List',
    columns: sampleCustomerColumns,
    rows: sampleCustomers,
    actions,
    describeRow: (row: SampleCustomer) => row.companyName,
  },
} satisfies Meta<typeof DataTable<SampleCustomer>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The table never outgrows its box: nothing scrolls sideways. */
const fitsItsBox = async (canvasElement: HTMLElement) => {
  const root = canvasElement.querySelector<HTMLElement>('[data-slot="data-table"]');
  await expect(root).not.toBeNull();
  await expect(root?.scrollWidth).toBeLessThanOrEqual((root?.clientWidth ?? 0) + 1);
};

/** Room for every column: all six show, with the row's buttons and More. */
export const Wide: Story = {
  decorators: [width1200],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'More actions for Acme' })).toBeVisible();
    await fitsItsBox(canvasElement);
  },
};

/** Less room: the lowest priorities (Address, then Company Code) fold into Show details. */
export const FoldsLowPriority: Story = {
  decorators: [width760],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('columnheader', { name: 'Address' })).toBeNull();
    await expect(canvas.getByRole('columnheader', { name: 'Company Name' })).toBeVisible();
    // A folded column keeps its Contains box, above the table.
    await expect(canvas.getByRole('textbox', { name: 'Address contains' })).toBeVisible();
    await fitsItsBox(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show details Acme' }));
    await expect(canvas.getByText('1 Main Street, Springfield')).toBeVisible();
  },
};

/** Below 640 px: one card a row, its title, key fields, status and actions, within the width. */
export const Cards: Story = {
  decorators: [width360],
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Customer List' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(
      within(cards[1] as HTMLElement).getByRole('heading', { name: 'Acme' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Company Name contains' })).toBeVisible();
    const more = canvas.getByRole('button', { name: 'More actions for Acme' });
    const box = more.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(360);
    await fitsItsBox(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show details Acme' }));
    await expect(canvas.getByText('1 Main Street, Springfield')).toBeVisible();
  },
};

export const CardsEmpty: Story = {
  args: { rows: [] },
  decorators: [width360],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No records found');
  },
};

export const CardsLoading: Story = {
  args: { isLoading: true },
  decorators: [width360],
};

export const CardsError: Story = {
  args: { rows: [], error: 'The server could not be reached' },
  decorators: [width360],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server could not be reached');
  },
};
