import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearAnnouncements } from './clear-announcements';
import { CustomersForm } from './form-multi.fixtures';

/** `field.MultiSelect`: several ids of the form (a user's customers), validated when left. */
const meta = {
  title: 'Composites/Form/Multi-select field',
  component: CustomersForm,
  args: { onSubmit: fn() },
  beforeEach: () => clearAnnouncements,
} satisfies Meta<typeof CustomersForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Left with nothing chosen, it says so at once; nothing is sent. */
export const ErrorAfterBlur: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Customers' });
    await expect(canvas.queryByText('This field is required')).toBeNull();
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText('This field is required')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Two customers picked: the chips show them, the message goes, and Save sends their ids as numbers. */
export const ChosenIds: Story = {
  args: { initialCustomers: [1] },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Customers' });
    const chips = canvas.getByRole('grid', { name: 'Selected Customers' });
    await expect(within(chips).getAllByRole('row')).toHaveLength(1);
    await userEvent.type(input, 'nova');
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Nova Lubricants' }));
    // The list stays open for the next pick (the rest of the page hidden from readers meanwhile).
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        within(canvas.getByRole('grid', { name: 'Selected Customers' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ customers: [1, 3] }));
  },
};
