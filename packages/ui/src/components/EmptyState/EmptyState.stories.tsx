import type { Meta, StoryObj } from '@storybook/react-vite';
import { notices } from '@veritag/domain';
import { SearchX } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: 'No customers yet', description: 'Customers you add appear here, ten to a page.' },
} satisfies Meta<typeof EmptyState>;
export default meta;

type Story = StoryObj<typeof meta>;

const onAdd = fn();

export const Default: Story = {
  args: { action: <Button onPress={onAdd}>Add customer</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No customers yet' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add customer' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

/** The spec's QR search with no result. */
export const NotFound: Story = {
  args: { title: notices.qrSearchEmpty, description: undefined, icon: <SearchX size={32} /> },
};

export const LongContent: Story = {
  args: {
    title:
      'No scans of this product have been recorded in the selected period for any of the plants',
    description: 'Scans appear here once consumers scan a printed label. '.repeat(4),
  },
};
