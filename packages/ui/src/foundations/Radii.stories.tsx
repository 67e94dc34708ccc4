import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { baseTokens } from '../tokens/base-tokens';
import * as styles from './foundations.css';
import { tokenEntries } from './token-entries';
import { TokenRow } from './TokenRow';

/** Corner radii, from baseTokens.radius. */
const meta = {
  title: 'Foundations/Radii',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const Radii: Story = {
  render: () => (
    <ul className={styles.list}>
      {tokenEntries(baseTokens.radius, 'radius').map(([name, value]) => (
        <TokenRow key={name} name={name} value={value}>
          <span aria-hidden className={styles.box} style={{ borderRadius: value }} />
        </TokenRow>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(
      Object.keys(baseTokens.radius).length,
    );
  },
};
