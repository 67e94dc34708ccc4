import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@veritag/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Option } from '../ListBox/ListBox';
import {
  fewCompanyTypes,
  longNamedOptions,
  manyCustomers,
  type NamedOption,
} from '../ListBox/options.fixtures';
import { Select, type SelectProps } from './Select';

const renderOption = (item: NamedOption) => <Option id={item.id}>{item.name}</Option>;

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Company type',
    items: fewCompanyTypes,
    children: renderOption,
    onSelectionChange: fn(),
  },
} satisfies Meta<SelectProps<NamedOption>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Opened and chosen with the keyboard only. */
export const Default: Story = {
  args: { description: 'Customers get the scan message fields.' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Company type/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(2);
    await expect(trigger).toHaveTextContent('Business Partner');
  },
};

/**
 * 10,000 options: the list renders only the rows in view; End reaches the last, and typing a
 * name (type-ahead) moves to it far down the list, where Enter chooses it.
 */
export const TenThousandOptions: Story = {
  args: { label: 'Customer', items: manyCustomers, placeholder: 'Choose a customer' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Customer/ });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    const rendered = within(listbox).getAllByRole('option').length;
    await expect(rendered).toBeGreaterThan(0);
    await expect(rendered).toBeLessThan(100);
    await userEvent.keyboard('{End}');
    await expect(
      await within(listbox).findByRole('option', { name: 'Customer 10000' }),
    ).toBeVisible();
    await userEvent.keyboard('Customer 09876');
    const wanted = await within(listbox).findByRole('option', { name: 'Customer 09876' });
    await waitFor(() => expect(wanted).toHaveAttribute('data-focused', 'true'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(9876);
    await expect(trigger).toHaveTextContent('Customer 09876');
  },
};

/** Nothing to choose: the placeholder says so and the list does not open. */
export const Empty: Story = {
  args: { items: [], placeholder: 'No company types yet' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Company type/ });
    await expect(trigger).toHaveTextContent('No company types yet');
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 1 } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: messages.required, isRequired: true },
};

export const LongContent: Story = {
  args: {
    label: 'Business partner that receives the print files',
    items: longNamedOptions,
    defaultSelectedKey: 1,
  },
};
