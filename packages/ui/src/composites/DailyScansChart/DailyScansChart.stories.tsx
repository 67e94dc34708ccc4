import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { captureForReview } from '../../test-support/capture-for-review';
import type { DailyCount } from './daily-scans.rules';
import { DailyScansChart } from './DailyScansChart';

/** `length` days from `start`, with counts that rise and fall by weekday (deterministic). */
const generatedDays = (start: string, length: number): DailyCount[] =>
  Array.from({ length }, (_, i) => ({
    date: new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
    count: 20 + ((i * 37) % 23) + (i % 7 === 5 ? 30 : 0),
  }));

const week: DailyCount[] = [
  { date: '2026-03-02', count: 12 },
  { date: '2026-03-03', count: 30 },
  { date: '2026-03-04', count: 7 },
  // 5 March: no scans, the server leaves it out
  { date: '2026-03-06', count: 18 },
  { date: '2026-03-07', count: 2 },
];

const meta = {
  title: 'Composites/DailyScansChart',
  component: DailyScansChart,
  args: { data: week },
} satisfies Meta<typeof DailyScansChart>;
export default meta;

type Story = StoryObj<typeof meta>;

const figureOf = (canvas: {
  getByRole: (role: 'figure', options: { name: string }) => HTMLElement;
}) => canvas.getByRole('figure', { name: 'Number of product scan per day' });

/** A few days; the missing one is a zero bar, and the numbers are in a table for screen readers. */
export const FewDays: Story = {
  play: async ({ canvas }) => {
    const figure = within(figureOf(canvas));
    await expect(
      await figure.findByRole('img', {
        name: 'Number of product scan per day: 69 scans over 6 days',
      }),
    ).toBeInTheDocument();
    const table = figure.getByRole('table', { name: 'Number of product scan per day' });
    await expect(within(table).getByRole('row', { name: 'Thu 5 Mar 2026 0' })).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: 'Tue 3 Mar 2026 30' })).toBeInTheDocument();
    await expect(figure.getByRole('list', { name: 'Weekday colours' })).toHaveTextContent(
      'SunMonTueWedThuFriSat',
    );
  },
};

export const Month: Story = {
  args: { data: generatedDays('2026-02-01', 28) },
  play: async ({ canvas }) => {
    await expect(
      await within(figureOf(canvas)).findByRole('img', { name: /scans over 28 days$/ }),
    ).toBeInTheDocument();
    await captureForReview('daily-scans-month');
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    const figure = within(figureOf(canvas));
    await expect(figure.getByText('No scans in this range')).toBeVisible();
    await expect(figure.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** A year: thin bars, a label every month or so, all 365 numbers in the table. */
export const Year: Story = {
  args: { data: generatedDays('2025-01-01', 365) },
  play: async ({ canvas }) => {
    const figure = within(figureOf(canvas));
    const chart = await figure.findByRole('img', { name: /scans over 365 days$/ });
    await expect(chart.querySelectorAll('.visx-bar')).toHaveLength(365);
    const dateLabels = chart.querySelectorAll('.visx-axis-bottom .visx-axis-tick');
    await expect(dateLabels.length).toBeGreaterThan(2);
    await expect(dateLabels.length).toBeLessThanOrEqual(20);
    await expect(within(figure.getByRole('table')).getAllByRole('row')).toHaveLength(366);
    await captureForReview('daily-scans-year');
  },
};

/** A phone's width: the chart measures its container, fewer date labels fit. */
export const Phone: Story = {
  args: { data: generatedDays('2026-02-01', 28) },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const chart = await within(figureOf(canvas)).findByRole('img', { name: /scans over 28 days$/ });
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await expect(
      chart.querySelectorAll('.visx-axis-bottom .visx-axis-tick').length,
    ).toBeLessThanOrEqual(6);
  },
};

/** Another wording, for a card that names the range. */
export const CustomTitle: Story = {
  args: { title: 'Scans per day in March' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('figure', { name: 'Scans per day in March' }),
    ).toBeInTheDocument();
  },
};
