import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@veritag/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Option } from '../ListBox/ListBox';
import { longNamedOptions, manyCustomers, type NamedOption } from '../ListBox/options.fixtures';
import { ComboBox, type ComboBoxProps } from './ComboBox';

const renderOption = (item: NamedOption) => <Option id={item.id}>{item.name}</Option>;

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox<NamedOption>,
  args: { label: 'Customer', children: renderOption, onSelectionChange: fn() },
  // The 10,000 options stay out of args, so the controls panel does not try to show them.
  render: (args) => <ComboBox {...args} defaultItems={args.defaultItems ?? manyCustomers} />,
} satisfies Meta<ComboBoxProps<NamedOption>>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * 10,000 customers: the open list holds only the rows in view; typing filters them (contains,
 * ignoring case) and the keyboard chooses one far down the list.
 */
export const TenThousandOptions: Story = {
  args: { description: 'Type part of the name.', placeholder: 'Search customers' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Customer' });
    await userEvent.click(canvas.getByRole('button'));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(100);
    await expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('Customer 00001');
    await userEvent.type(input, 'CUSTOMER 0987');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(10));
    await expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('Customer 09870');
    await userEvent.type(input, '6');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}');
    // Enter only once the option is the active one: on a busy machine filtering can lag the keys.
    await waitFor(() =>
      expect(
        document.getElementById(input.getAttribute('aria-activedescendant') ?? ''),
      ).toHaveTextContent('Customer 09876'),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(9876);
    await expect(input).toHaveValue('Customer 09876');
  },
};

/** Part of a name matches anywhere in it, whatever its case and accents. */
export const MatchesAnywhere: Story = {
  args: { defaultItems: longNamedOptions },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Customer' }), 'societa');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await expect(within(listbox).getByRole('option')).toHaveTextContent(/^Società Cooperativa/);
    await userEvent.keyboard('{Escape}');
  },
};

export const Empty: Story = {
  args: { defaultItems: [], emptyMessage: 'No customers yet' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    const message = await screen.findByText('No customers yet');
    await waitFor(() => expect(message).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Customer' }), 'zzz');
    const message = await screen.findByText('No matches');
    await waitFor(() => expect(message).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

export const Loading: Story = { args: { defaultItems: [], isLoading: true } };

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 3 } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: messages.chooseOption } };

export const LongContent: Story = {
  args: {
    label: 'Business partner that receives the print files',
    defaultItems: longNamedOptions,
    defaultSelectedKey: 2,
  },
};
