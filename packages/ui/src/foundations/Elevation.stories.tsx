import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { baseTokens } from '../tokens/base-tokens';
import * as styles from './foundations.css';
import { tokenEntries } from './token-entries';

/** Shadows, from baseTokens.shadow, and the layers (z-index) things stack in. */
const meta = {
  title: 'Foundations/Elevation',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** Each shadow on a card, over the sunken page background the shell's screens use. */
export const Shadows: Story = {
  render: () => (
    <ul className={`${styles.list} ${styles.stage}`}>
      {tokenEntries(baseTokens.shadow, 'shadow').map(([name, value]) => (
        <li
          key={name}
          className={`${styles.card} ${styles.label}`}
          style={{ boxShadow: value, width: '16rem', border: 'none' }}
        >
          <span className={styles.name}>{name}</span>
          <span className={styles.value}>{value}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(
      Object.keys(baseTokens.shadow).length,
    );
  },
};

/** The stacking order, lowest first: each layer covers the ones listed before it. */
export const Layers: Story = {
  render: () => (
    <ol className={styles.list}>
      {tokenEntries(baseTokens.zIndex, 'zIndex').map(([name, value]) => (
        <li key={name} className={styles.label}>
          <span className={styles.name}>{name}</span>
          <span className={styles.value}>{value}</span>
        </li>
      ))}
    </ol>
  ),
};
