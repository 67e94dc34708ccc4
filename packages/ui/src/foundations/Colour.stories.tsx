import type { Meta, StoryObj } from '@storybook/react-vite';
import { colorThemes, menuColors, type ColorTheme, type MenuColor } from '@veritag/domain';
import { expect } from 'storybook/test';
import { colorTokens } from '../tokens/color-tokens';
import { MenuSample } from './MenuSample';
import * as styles from './foundations.css';
import { tokenEntries, valueOf, type TokenEntry } from './token-entries';
import { Swatch, TokenRow } from './TokenRow';

/**
 * Every colour token of the twelve themes and both menu colours, read from the token objects
 * (color-tokens.ts and palettes.ts): what changes from theme to theme is shown side by side,
 * what every theme shares is shown once.
 */
const meta = {
  title: 'Foundations/Colour',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const entriesOf = (theme: ColorTheme, menuColor: MenuColor = 'dark') =>
  tokenEntries(colorTokens(theme, menuColor));
const isMenu = ([name]: TokenEntry) => name.startsWith('menu.');

/** Token names whose value is the same in every theme (`same`) or not (`differs`). */
function splitByTheme(entriesFor: (theme: ColorTheme) => TokenEntry[]) {
  const byTheme = colorThemes.map(entriesFor);
  const names = (byTheme[0] ?? []).map(([name]) => name);
  const isShared = (name: string) =>
    new Set(byTheme.map((entries) => valueOf(entries, name))).size === 1;
  return { same: names.filter(isShared), differs: names.filter((name) => !isShared(name)) };
}

const themeColours = splitByTheme((theme) => entriesOf(theme).filter((entry) => !isMenu(entry)));
const groupOf = (name: string) => name.slice(0, name.lastIndexOf('.'));

function TokenList({
  names,
  entries,
}: {
  names: readonly string[];
  entries: readonly TokenEntry[];
}) {
  return (
    <ul className={styles.list}>
      {names.map((name) => {
        const value = valueOf(entries, name) ?? '';
        return (
          <TokenRow key={name} name={name} value={value}>
            <Swatch color={value} />
          </TokenRow>
        );
      })}
    </ul>
  );
}

/** The tokens that make a theme: accent and its shades, the accent text and the focus ring. */
export const Themes: Story = {
  render: () => (
    <div className={styles.page}>
      <p className={styles.note}>
        The colours that differ between the twelve themes. Everything else is shared (see Shared).
      </p>
      <div className={styles.cards}>
        {colorThemes.map((theme) => (
          <section key={theme} className={styles.card} aria-label={`${theme} theme`}>
            <h2 className={styles.heading}>{theme}</h2>
            <TokenList names={themeColours.differs} entries={entriesOf(theme)} />
          </section>
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region', { name: /theme$/ })).toHaveLength(
      colorThemes.length,
    );
    await expect(themeColours.differs).toContain('accent.default');
  },
};

/** Text, surfaces, borders, danger and the status tones: one set for every theme, so statuses read the same. */
export const Shared: Story = {
  render: () => {
    const entries = entriesOf(colorThemes[0]);
    const groups = [...new Set(themeColours.same.map(groupOf))];
    return (
      <div className={styles.cards}>
        {groups.map((group) => (
          <section key={group} className={styles.card} aria-label={group}>
            <h2 className={styles.heading}>{group}</h2>
            <TokenList
              names={themeColours.same.filter((name) => groupOf(name) === group)}
              entries={entries}
            />
          </section>
        ))}
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'status.success' })).toBeInTheDocument();
  },
};

/** The dark and the light side menu: what all themes share once, then each theme's menu side by side. */
export const Menus: Story = {
  render: () => (
    <div className={styles.page}>
      {menuColors.map((menuColor) => {
        const menuEntries = (theme: ColorTheme) => entriesOf(theme, menuColor).filter(isMenu);
        const { same, differs } = splitByTheme(menuEntries);
        return (
          <section key={menuColor} className={styles.section} aria-label={`${menuColor} menu`}>
            <h2 className={styles.heading}>{menuColor} menu</h2>
            <div className={styles.card}>
              <TokenList names={same} entries={menuEntries(colorThemes[0])} />
            </div>
            <div className={styles.cards}>
              {colorThemes.map((theme) => (
                <div key={theme} className={styles.card}>
                  <h3 className={styles.name}>{theme}</h3>
                  <MenuSample
                    entries={menuEntries(theme)}
                    label={`${theme} theme, ${menuColor} menu`}
                  />
                  <TokenList names={differs} entries={menuEntries(theme)} />
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('list', { name: /menu$/ })).toHaveLength(
      colorThemes.length * menuColors.length,
    );
  },
};
