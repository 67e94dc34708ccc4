import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Edit company', children: <Pencil size={18} />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof IconButton>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Reached and pressed with the keyboard, found by its label. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit company' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Danger: Story = {
  args: { variant: 'danger', 'aria-label': 'Delete company', children: <Trash2 size={18} /> },
};

export const Small: Story = { args: { size: 'sm' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit company' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = { args: { isPending: true } };
