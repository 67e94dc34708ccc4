import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@veritag/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { manyCustomers } from '../ListBox/options.fixtures';
import { MultiSelect } from './MultiSelect';

const customers = manyCustomers.map(({ id, name }) => ({ id, label: name }));

const meta = {
  title: 'Primitives/MultiSelect',
  component: MultiSelect,
  args: { onSelectionChange: fn() },
} satisfies Meta<typeof MultiSelect>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The help-desk e-mails of the email settings: typed, added with Enter or a comma, removed as chips. */
export const HelpDeskEmails: Story = {
  args: {
    label: 'Help desk e-mails',
    description: 'Press Enter or type a comma after each address.',
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Help desk e-mails' });
    await userEvent.type(input, 'help@acme.example{enter}desk@acme.example,');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([
      'help@acme.example',
      'desk@acme.example',
    ]);
    await expect(input).toHaveValue('');
    const chips = canvas.getByRole('grid', { name: 'Selected Help desk e-mails' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove help@acme.example' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['desk@acme.example']);
  },
};

/** A user's customers, picked among 10,000 by typing: with the pointer, then with the keyboard far down the list. */
export const UserCustomers: Story = {
  args: { label: 'Customers', items: customers, defaultSelectedKeys: [1] },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Customers' });
    await userEvent.type(input, '00042');
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Customer 00042' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([1, 42]);
    // The list stays open for the next pick, with every option but the chosen ones, in view only.
    await expect(input).toHaveValue('');
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(100);
    await userEvent.type(input, 'customer 09876');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(
        document.getElementById(input.getAttribute('aria-activedescendant') ?? ''),
      ).toHaveTextContent('Customer 09876'),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([1, 42, 9876]);
    // Escape closes the list and shows the chips to assistive technology again.
    await userEvent.keyboard('{Escape}');
    const chips = await canvas.findByRole('grid', { name: 'Selected Customers' });
    await expect(within(chips).getAllByRole('row')).toHaveLength(3);
  },
};

/** Escape while typing: the list closes and the typed text goes; nothing is added. */
export const EscapeDropsTypedText: Story = {
  args: { label: 'Customers', items: customers },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Customers' });
    await userEvent.type(input, '0999');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue('');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { label: 'Help desk e-mails', placeholder: 'name@example.com' },
};

export const Disabled: Story = {
  args: {
    label: 'Help desk e-mails',
    isDisabled: true,
    defaultSelectedKeys: ['help@acme.example'],
  },
};

export const Invalid: Story = {
  args: {
    label: 'Help desk e-mails',
    isInvalid: true,
    isRequired: true,
    errorMessage: messages.required,
  },
};

export const LongContent: Story = {
  args: {
    label: 'Help desk e-mails that receive the consumers’ reports of suspected counterfeits',
    defaultSelectedKeys: [
      'customer.service.department.of.the.brand@very-long-company-domain.example',
      'quality@acme.example',
      'a@b.example',
      'counterfeit-reports@acme.example',
    ],
  },
};
