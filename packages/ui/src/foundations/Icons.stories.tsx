/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as lucide from 'lucide-react';
import { expect } from 'storybook/test';
import { baseTokens } from '../tokens/base-tokens';
import * as styles from './foundations.css';
import { TokenRow } from './TokenRow';

/**
 * The lucide-react icons used across the kit, found by reading the imports of its files, so the
 * page lists what the code uses and cannot fall behind it. A story's own example icons are
 * listed too, marked by the story file that shows them.
 */
const meta = {
  title: 'Foundations/Icons',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const sources = import.meta.glob<string>(['../**/*.tsx', '!./**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Icon name (as exported by lucide-react) to the files that import it. */
function iconsUsed(files: Record<string, string>) {
  const used = new Map<string, string[]>();
  for (const [path, text] of Object.entries(files)) {
    for (const [, names = ''] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      // `Calendar as CalendarIcon` is the Calendar icon.
      for (const name of names
        .split(',')
        .map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')
        .filter(Boolean)) {
        used.set(name, [
          ...(used.get(name) ?? []),
          path.replace(/^.*\//, '').replace(/\.tsx$/, ''),
        ]);
      }
    }
  }
  return [...used.entries()].sort(([a], [b]) => a.localeCompare(b));
}

const icons = iconsUsed(sources);
const iconOf = (name: string) =>
  (lucide as unknown as Record<string, lucide.LucideIcon | undefined>)[name];

/** Each icon at the kit's three icon sizes, with the components that use it. */
export const Used: Story = {
  render: () => (
    <ul className={styles.cards}>
      {icons.map(([name, users]) => {
        const Icon = iconOf(name);
        return (
          <TokenRow key={name} name={name} value={`in ${users.join(', ')}`}>
            <span aria-hidden className={styles.row} style={{ gap: baseTokens.space.sm }}>
              {Icon &&
                Object.values(baseTokens.size.icon).map((size) => <Icon key={size} size={size} />)}
            </span>
          </TokenRow>
        );
      })}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(icons.map(([name]) => name)).toEqual(
      expect.arrayContaining(['ChevronDown', 'X', 'Menu']),
    );
    // Every name found is a real lucide-react icon: a rename upstream shows up here.
    await expect(icons.filter(([name]) => !iconOf(name))).toEqual([]);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(icons.length);
  },
};
