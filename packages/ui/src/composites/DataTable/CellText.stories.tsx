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
    const holder = canvas.getByText(/Greenleaf/).parentElement;
    await waitFor(() => expect(holder).toHaveAttribute('data-cut'));
    await expect(holder).toHaveAttribute(
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

/** A hyphen inside a word is not a place to break: a key's prefix reads as one value, on one line. */
export const HyphenKeepsWordWhole: Story = {
  args: { text: 'Key of Ada vtk_O2_-d2Q5xy made' },
  play: async ({ canvas }) => {
    const word = canvas.getByText('vtk_O2_-d2Q5xy');
    const lines = new Set([...word.getClientRects()].map((box) => Math.round(box.top)));
    await expect(lines.size).toBe(1);
  },
};
