import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { baseTokens } from '../tokens/base-tokens';
import * as styles from './foundations.css';
import { tokenEntries } from './token-entries';
import { TokenRow } from './TokenRow';

/** The spacing scale (gaps and paddings) and the fixed sizes of controls, icons and the shell, from baseTokens. */
const meta = {
  title: 'Foundations/Spacing',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** Each step as a bar of its length. */
export const Scale: Story = {
  render: () => (
    <ul className={styles.list}>
      {tokenEntries(baseTokens.space, 'space').map(([name, value]) => (
        <TokenRow key={name} name={name} value={value}>
          <span aria-hidden className={styles.bar} style={{ width: value }} />
        </TokenRow>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('space.md')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(
      Object.keys(baseTokens.space).length,
    );
  },
};

/** Heights of controls, icon sizes and the shell's menu and top bar, each as a bar of its length. */
export const Sizes: Story = {
  render: () => (
    <ul className={styles.list}>
      {tokenEntries(baseTokens.size, 'size').map(([name, value]) => (
        <TokenRow key={name} name={name} value={value}>
          <span aria-hidden className={styles.bar} style={{ width: value }} />
        </TokenRow>
      ))}
    </ul>
  ),
};
