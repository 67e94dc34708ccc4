import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@veritag/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MonthPicker } from './MonthPicker';

const meta = {
  title: 'Primitives/MonthPicker',
  component: MonthPicker,
  args: { label: 'Mfg month', onChange: fn() },
} satisfies Meta<typeof MonthPicker>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Month and year chosen with the keyboard give an ISO month. */
export const Default: Story = {
  args: { description: 'The month the product was made.' },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Mfg month' });
    await expect(group).toHaveAccessibleDescription('The month the product was made.');
    within(group).getByRole('button', { name: /Month/ }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Mar' }),
    );
    await userEvent.click(within(group).getByRole('button', { name: /Year/ }));
    // Type-ahead: the year list is virtualized, so 2024 may not be rendered until reached.
    await screen.findByRole('listbox');
    await userEvent.keyboard('2024{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-03');
  },
};

/** With a maximum month, later months of its year are disabled and later years are not offered. */
export const MaximumMonth: Story = {
  args: { label: 'Report month', defaultValue: '2025-06', maxValue: '2025-06' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Month/ }));
    const months = await screen.findByRole('listbox');
    await expect(within(months).getByRole('option', { name: 'Jul' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const Chosen: Story = { args: { defaultValue: '2023-11' } };

export const Empty: Story = {};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2023-11' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: messages.expiryNotAfterMfg, label: 'Expiry month' },
};

export const LongContent: Story = {
  args: {
    label: 'Month in which the batch of labels leaves the plant for the customer’s warehouse',
    description:
      'Used on the microsite as the production month shown to consumers after a genuine scan.',
  },
};
