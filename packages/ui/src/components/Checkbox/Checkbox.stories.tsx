import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: 'Track and trace', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Track and trace' });
    await userEvent.click(canvas.getByText('Track and trace'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'All products' } };

export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };

export const Invalid: Story = { args: { isInvalid: true, children: 'I accept the terms' } };

export const LongContent: Story = {
  args: {
    children:
      'Send the consumer a confirmation e-mail after every genuine scan of a label of this product '.repeat(
        2,
      ),
  },
};
