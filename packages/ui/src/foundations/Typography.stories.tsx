import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { baseTokens } from '../tokens/base-tokens';
import * as styles from './foundations.css';
import { tokenEntries } from './token-entries';
import { TokenRow } from './TokenRow';

/** The type scale, weights, line heights and font stacks, read from baseTokens.font. */
const meta = {
  title: 'Foundations/Typography',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const { family, size, weight, lineHeight } = baseTokens.font;
const sampleText = 'Scan the code to check that your product is genuine.';
// Sizes are in rem so text follows the reader's browser setting; at the default 16 px:
const inPx = (rem: string) => `${Number.parseFloat(rem) * 16} px at the default size`;

/** Every size of the scale, smallest first, with a line set in it. */
export const TypeScale: Story = {
  render: () => (
    <ul className={styles.list}>
      {tokenEntries(size, 'font.size').map(([name, value]) => (
        <TokenRow key={name} name={name} value={`${value} (${inPx(value)})`}>
          <p
            className={styles.sample}
            style={{ fontSize: value, width: '60%', lineHeight: lineHeight.tight }}
          >
            {sampleText}
          </p>
        </TokenRow>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(sampleText)).toHaveLength(Object.keys(size).length);
  },
};

export const Weights: Story = {
  render: () => (
    <ul className={styles.list}>
      {tokenEntries(weight, 'font.weight').map(([name, value]) => (
        <TokenRow key={name} name={name} value={value}>
          <p
            className={styles.sample}
            style={{ fontWeight: value, width: '60%', fontSize: size.lg }}
          >
            {sampleText}
          </p>
        </TokenRow>
      ))}
    </ul>
  ),
};

export const LineHeights: Story = {
  render: () => (
    <ul className={styles.list}>
      {tokenEntries(lineHeight, 'font.lineHeight').map(([name, value]) => (
        <TokenRow key={name} name={name} value={value}>
          <p
            className={styles.sample}
            style={{ lineHeight: value, width: '60%', maxWidth: '24rem' }}
          >
            {`${sampleText} `.repeat(3)}
          </p>
        </TokenRow>
      ))}
    </ul>
  ),
};

export const Families: Story = {
  render: () => (
    <ul className={styles.list}>
      {tokenEntries(family, 'font.family').map(([name, value]) => (
        <TokenRow key={name} name={name} value={value}>
          <p
            className={styles.sample}
            style={{ fontFamily: value, width: '60%', fontSize: size.lg }}
          >
            VT-2025-0042 · {sampleText}
          </p>
        </TokenRow>
      ))}
    </ul>
  ),
};
