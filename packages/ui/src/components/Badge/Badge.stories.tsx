import type { Meta, StoryObj } from '@storybook/react-vite';
import { jobStatuses, templateStatuses } from '@veritag/domain';
import { expect } from 'storybook/test';
import { Badge } from './Badge';
import { statusTones } from './status-tones';

const tones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'COMPLETED', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
} satisfies Meta<typeof Badge>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('COMPLETED')).toHaveAttribute('data-tone', 'success');
  },
};

/** Every job and template status in its tone. */
export const Statuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {[...jobStatuses, ...templateStatuses].map((status) => (
        <Badge key={status} tone={statusTones[status]}>
          {status}
        </Badge>
      ))}
    </div>
  ),
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const LongContent: Story = {
  args: { children: 'REQUEST SUCCESSFULLY SUBMITTED, PLEASE WAIT FOR SOME TIME', tone: 'info' },
  render: (args) => (
    <div style={{ maxWidth: 200 }}>
      <Badge {...args} />
    </div>
  ),
};
