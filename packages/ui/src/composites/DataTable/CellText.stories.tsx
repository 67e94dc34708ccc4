import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CellText } from './CellText';

const meta = {
  title: 'Composites/DataTable/Cell text',
  component: CellText,
  decorators: [
    (Story) => (
      <div style={{ width: 140 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CellText>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Short text: shown whole, no tab stop. */
export const Fits: Story = {
  args: { text: 'Acme' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Acme').parentElement).not.toHaveAttribute('tabindex');
  },
};

/** Words wrap between words only ("Greenleaf" stays whole) and stop after three lines. */
export const WrapsBetweenWords: Story = {
  args: {
    text: 'Greenleaf Organic Farms and Northwind Traders International Distribution of Reading',
  },
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Greenleaf/);
    await waitFor(() => expect(text.parentElement).toHaveAttribute('data-cut'));
    await expect(text.parentElement).toHaveAttribute(
      'title',
      'Greenleaf Organic Farms and Northwind Traders International Distribution of Reading',
    );
  },
};

/** One long word (an email) stays on one line with an ellipsis; focus shows it whole. */
export const LongWordOnFocus: Story = {
  args: { text: 'procurement.department@greenleaf-organic-farms.example' },
  play: async ({ canvas }) => {
    const holder = canvas.getByText(/procurement/).parentElement as HTMLElement;
    await waitFor(() => expect(holder).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(holder).toHaveFocus();
    await expect(holder).toHaveAttribute(
      'data-full-text',
      'procurement.department@greenleaf-organic-farms.example',
    );
  },
};
