import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Option, OptionList, type OptionListProps } from './ListBox';
import { manyCustomers, type NamedOption } from './options.fixtures';

const meta = {
  title: 'Primitives/OptionList',
  component: OptionList<NamedOption>,
  args: {
    'aria-label': 'Customers',
    selectionMode: 'single',
    onSelectionChange: fn(),
    children: (item: NamedOption) => <Option id={item.id}>{item.name}</Option>,
  },
  // The 10,000 options stay out of args, so the controls panel does not try to show them.
  render: (args) => <OptionList {...args} items={args.items ?? manyCustomers} />,
} satisfies Meta<OptionListProps<NamedOption>>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The list inside Select, ComboBox and MultiSelect, on its own: 10,000 options of which only
 * the rows in view are rendered; Home, End and type-ahead move through all of them.
 */
export const TenThousandOptions: Story = {
  play: async ({ args, canvas }) => {
    const listbox = canvas.getByRole('listbox', { name: 'Customers' });
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(100);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(
      await within(listbox).findByRole('option', { name: 'Customer 10000' }),
    ).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(
      await within(listbox).findByRole('option', { name: 'Customer 00001' }),
    ).toBeVisible();
    await userEvent.keyboard('Customer 07500');
    const wanted = await within(listbox).findByRole('option', { name: 'Customer 07500' });
    await waitFor(() => expect(wanted).toHaveAttribute('data-focused', 'true'));
    await userEvent.keyboard('{Enter}');
    // react-aria reports a Selection, a Set of its own kind: compare its keys.
    const [chosen] = (args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall ?? [];
    await expect([...(chosen as Set<number>)]).toEqual([7500]);
    await expect(wanted).toHaveAttribute('aria-selected', 'true');
  },
};

export const Empty: Story = { args: { items: [], emptyMessage: 'No customers yet' } };
