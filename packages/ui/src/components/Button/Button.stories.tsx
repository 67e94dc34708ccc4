import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Save', onPress: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'danger', 'dangerQuiet'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };
/** A row's Delete: destructive, but quiet beside the row's other actions. */
export const DangerQuiet: Story = { args: { variant: 'dangerQuiet', children: 'Delete' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Clear filters' } };

export const Small: Story = { args: { size: 'sm' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }), { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Save/ });
    await expect(canvas.getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    children: 'Generate the print file for every label of this batch and send it to the plant',
  },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <Button {...args} />
    </div>
  ),
};
