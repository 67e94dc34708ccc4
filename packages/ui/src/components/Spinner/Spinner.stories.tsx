import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const sizes = ['sm', 'md', 'lg'] as const;

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: sizes } },
} satisfies Meta<typeof Spinner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      {sizes.map((size) => (
        <Spinner key={size} {...args} size={size} aria-label={`Loading (${size})`} />
      ))}
    </div>
  ),
};

export const Labelled: Story = { args: { 'aria-label': 'Generating serial codes' } };
