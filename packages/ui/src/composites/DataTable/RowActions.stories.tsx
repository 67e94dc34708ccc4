import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RowActions } from './RowActions';
import { sampleCustomers, type SampleCustomer } from './data-table.fixtures';

const customer = sampleCustomers[1] as SampleCustomer;
const view = fn();
const edit = fn();
const upload = fn();
const remove = fn();

const meta = {
  title: 'Composites/DataTable/Row actions',
  component: RowActions<SampleCustomer>,
  args: { row: customer, describeRow: (row: SampleCustomer) => row.companyName, actions: [] },
} satisfies Meta<typeof RowActions<SampleCustomer>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One or two actions are buttons; nothing goes under More. */
export const TwoButtons: Story = {
  args: {
    actions: [
      { label: 'View', onAction: view },
      { label: 'Edit', onAction: edit },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Acme' }));
    await expect(edit).toHaveBeenCalledWith(customer);
    await expect(canvas.queryByRole('button', { name: 'More actions for Acme' })).toBeNull();
  },
};

/** A row's only action may be its Delete: a quiet button, not a solid red one. */
export const OnlyDelete: Story = {
  args: { actions: [{ label: 'Delete', onAction: remove, variant: 'danger' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete Acme' })).toBeVisible();
  },
};

/** View and Edit as buttons; the row's own actions, then Delete last, in the More menu. */
export const MoreMenu: Story = {
  args: {
    actions: [
      { label: 'View', onAction: view },
      { label: 'Edit', onAction: edit },
      { label: 'Upload Products', onAction: upload },
      { label: 'Delete', onAction: remove, variant: 'danger' },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Acme' }));
    const menu = await within(document.body).findByRole('menu', { name: 'More actions for Acme' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Upload Products Acme',
      'Delete Acme',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete Acme' }));
    await expect(remove).toHaveBeenCalledWith(customer);
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

/** An action the server would refuse stays in sight, disabled, with its reason. */
export const DisabledWithReason: Story = {
  args: {
    actions: [
      { label: 'View', onAction: view },
      { label: 'Edit', onAction: edit },
      {
        label: 'Upload Products',
        onAction: upload,
        disabledReason: () => 'Needs the Product privilege to add products',
      },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Acme' }));
    const item = await within(document.body).findByRole('menuitem', {
      name: /^Upload Products Acme/,
    });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await expect(item).toHaveTextContent('Needs the Product privilege to add products');
    await userEvent.click(item);
    await expect(upload).not.toHaveBeenCalled();
  },
};

/** A row action hidden for this row (e.g. Download while RUNNING) takes no place at all. */
export const HiddenForRow: Story = {
  args: {
    actions: [
      { label: 'Download', onAction: fn(), isShown: () => false },
      { label: 'View', onAction: view },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};
