import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { captureForReview } from '../../test-support/capture-for-review';
import { CountBarChart } from './CountBarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const year = months.map((month, index) => ({
  label: `${month} 2026`,
  count: 40 + ((index * 37) % 23) * 3,
}));

const meta = {
  title: 'Composites/CountBarChart',
  component: CountBarChart,
  args: { title: 'Valid scans per month', countLabel: 'Scans', data: year },
} satisfies Meta<typeof CountBarChart>;
export default meta;

type Story = StoryObj<typeof meta>;

const figureOf = (
  canvas: { getByRole: (role: 'figure', options: { name: string }) => HTMLElement },
  name = 'Valid scans per month',
) => within(canvas.getByRole('figure', { name }));

/** A year of months: a bar each, the numbers in a table for screen readers. */
export const Months: Story = {
  play: async ({ canvas }) => {
    const figure = figureOf(canvas);
    const chart = await figure.findByRole('img', {
      name: /^Valid scans per month: [\d,]+ in all$/,
    });
    await expect(chart.querySelectorAll('.visx-bar')).toHaveLength(12);
    await expect(figure.getByRole('row', { name: 'Jan 2026 40' })).toBeInTheDocument();
    await captureForReview('count-bar-chart-months');
  },
};

/** A few named plants. */
export const Plants: Story = {
  args: {
    title: 'Codes printed per plant',
    countLabel: 'Codes',
    data: [
      { label: 'Pune', count: 12_000 },
      { label: 'Milan', count: 4_500 },
      { label: 'Valencia', count: 800 },
    ],
  },
  play: async ({ canvas }) => {
    const figure = figureOf(canvas, 'Codes printed per plant');
    await expect(figure.getByRole('row', { name: 'Pune 12,000' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    const figure = figureOf(canvas);
    await expect(figure.getByText('Nothing to show yet')).toBeVisible();
    await expect(figure.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** A phone's width: the chart measures its container, fewer labels fit. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 340 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const chart = await figureOf(canvas).findByRole('img');
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(340);
    await expect(chart.querySelectorAll('.visx-axis-bottom .visx-axis-tick').length).toBeLessThan(
      12,
    );
  },
};
