import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearAnnouncements } from './clear-announcements';
import { ChoiceForm } from './form-choice.fixtures';

/** The bound combo box, select and date fields: each validates when left, like every field. */
const meta = {
  title: 'Composites/Form/Choice fields',
  component: ChoiceForm,
  args: { onSubmit: fn() },
  beforeEach: () => clearAnnouncements,
} satisfies Meta<typeof ChoiceForm>;
export default meta;

type Story = StoryObj<typeof meta>;

const fields = (canvas: ReturnType<typeof within>) => ({
  customer: canvas.getByRole('combobox', { name: 'Customer' }),
  companyType: canvas.getByRole('button', { name: /Company type/ }),
  from: canvas.getByRole('group', { name: 'From' }),
});

/** Nothing chosen and nothing left: no message yet, whatever is required. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('This field is required')).toBeNull();
    await expect(fields(canvas).customer).toHaveValue('');
  },
};

export const Filled: Story = {
  args: { initialValues: { customer: 3, companyType: 2, fromDate: '2026-01-15' } },
  play: async ({ args, canvas }) => {
    await expect(fields(canvas).customer).toHaveValue('Customer 00003');
    await expect(fields(canvas).companyType).toHaveTextContent('Business Partner');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        customer: 3,
        companyType: 2,
        fromDate: '2026-01-15',
      }),
    );
  },
};

/** Each field left empty says so as soon as it is left, before any Save, and only that field. */
export const ErrorAfterBlur: Story = {
  play: async ({ canvas }) => {
    const { customer, from } = fields(canvas);
    const saveTop = canvas.getByRole('button', { name: 'Save' }).getBoundingClientRect().top;
    await userEvent.click(customer);
    await userEvent.tab();
    await expect(customer).toHaveAccessibleDescription('This field is required');
    // The other fields were not left: they show nothing.
    await expect(canvas.getAllByText('This field is required')).toHaveLength(1);
    // The message took its reserved line: nothing below moved.
    await expect(canvas.getByRole('button', { name: 'Save' }).getBoundingClientRect().top).toBe(
      saveTop,
    );
    const [segment] = within(from).getAllByRole('spinbutton');
    await userEvent.click(segment as HTMLElement);
    await userEvent.click(document.body);
    // The Tab went to the select, and the click left it too: all three were left empty.
    await waitFor(() => expect(canvas.getAllByText('This field is required')).toHaveLength(3));
    await expect(within(from).getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(
      'This field is required',
    );
  },
};

/** A click on the typed text opens the whole list, and a choice clears the message. */
export const ChosenAfterError: Story = {
  play: async ({ args, canvas }) => {
    const { customer } = fields(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(customer).toHaveAccessibleDescription('This field is required');
    await userEvent.click(customer);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Customer 00002' }));
    await waitFor(() => expect(customer).not.toHaveAccessibleDescription('This field is required'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The list is gone once chosen (the page's check runs on what stays).
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** Disabled, each field saying why under it. */
export const DisabledWithReason: Story = {
  args: { disabled: true, initialValues: { customer: 1, companyType: 1, fromDate: '2026-01-01' } },
  play: async ({ canvas }) => {
    const { customer, companyType } = fields(canvas);
    await expect(customer).toBeDisabled();
    await expect(customer).toHaveAccessibleDescription('Fixed by the chosen plant');
    await expect(companyType).toBeDisabled();
    await expect(canvas.getAllByText('Fixed by the chosen plant')).toHaveLength(3);
  },
};
