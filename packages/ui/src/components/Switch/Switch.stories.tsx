import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Customised microsite', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Toggled by clicking its label, then with the keyboard. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Customised microsite' });
    await userEvent.click(canvas.getByText('Customised microsite'));
    await expect(control).toBeChecked();
    await expect(control).toHaveAttribute('data-state', 'checked');
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('switch'), { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    label:
      'Send the weekly scan report to every help-desk address of the customer, including partners',
  },
};
