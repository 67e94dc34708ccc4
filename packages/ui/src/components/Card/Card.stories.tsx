import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    title: 'Scans this week',
    children: <p style={{ margin: 0 }}>1,204 genuine, 3 suspicious.</p>,
  },
  argTypes: {
    padding: { control: 'inline-radio', options: ['none', 'md', 'lg'] },
    elevation: { control: 'inline-radio', options: ['flat', 'raised'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
} satisfies Meta<typeof Card>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Scans this week' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Scans this week' }),
    ).toBeInTheDocument();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="secondary">
        Export
      </Button>
    ),
  },
};

export const Untitled: Story = { args: { title: undefined, elevation: 'flat' } };

export const Empty: Story = { args: { children: undefined, title: 'No scans yet' } };

export const LongContent: Story = {
  args: {
    title: 'Number of product scan per day in the last thirty days across every plant and market',
    children: <p style={{ margin: 0 }}>{'A long description of the numbers. '.repeat(20)}</p>,
    actions: <Button size="sm">Download report</Button>,
  },
};
