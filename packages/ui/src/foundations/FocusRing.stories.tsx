import type { Meta, StoryObj } from '@storybook/react-vite';
import { colorThemes, defaultLayout } from '@veritag/domain';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../components/Button/Button';
import { TextField } from '../components/TextField/TextField';
import { baseTokens } from '../tokens/base-tokens';
import { colorTokens } from '../tokens/color-tokens';
import { contrastRatio, wcagAA } from '../tokens/contrast';
import { focusRing, focusRingInset } from '../tokens/focus-ring.css';
import * as styles from './foundations.css';
import { Swatch, TokenRow } from './TokenRow';

/** The kit's one focus ring (tokens/focus-ring.css.ts): how it looks, where it is drawn, and its contrast in each theme. */
const meta = {
  title: 'Foundations/Focus ring',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const ringText = (ring: { outline: string; outlineOffset: string }) =>
  `outline ${ring.outline.replace(/var\(.*\)/, 'border.focus')}, offset ${ring.outlineOffset}`;

/** Both variants drawn as they are on a focused control; then a real button and field to reach with Tab. */
export const Variants: Story = {
  render: () => (
    <div className={styles.page}>
      <ul className={styles.list}>
        <TokenRow
          name="focusRing: around the control (buttons, fields, links)"
          value={ringText(focusRing)}
        >
          <span
            aria-hidden
            className={styles.box}
            style={{ ...focusRing, borderRadius: baseTokens.radius.md }}
          >
            Save
          </span>
        </TokenRow>
        <TokenRow
          name="focusRingInset: inside the row (menu entries, list options, tabs)"
          value={ringText(focusRingInset)}
        >
          <span aria-hidden className={styles.box} style={focusRingInset}>
            Customer
          </span>
        </TokenRow>
      </ul>
      <div className={styles.row}>
        <Button>Save</Button>
        <TextField label="Company name" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toHaveFocus();
    const ring = getComputedStyle(save);
    await expect([ring.outlineStyle, ring.outlineWidth, ring.outlineOffset]).toEqual([
      'solid',
      '2px',
      focusRing.outlineOffset,
    ]);
  },
};

const surfaces = ['default', 'raised', 'sunken'] as const;

/** The ring takes each theme's accent; WCAG 1.4.11 asks 3:1 against the surface it is drawn on. */
export const ContrastPerTheme: Story = {
  render: () => (
    <ul className={styles.cards}>
      {colorThemes.map((theme) => {
        const colour = colorTokens(theme, defaultLayout.menuColor);
        const ratios = surfaces.map(
          (surface) =>
            `${contrastRatio(colour.border.focus, colour.surface[surface]).toFixed(2)}:1 on ${surface}`,
        );
        return (
          <TokenRow
            key={theme}
            name={theme}
            value={`${colour.border.focus} · ${ratios.join(' · ')}`}
          >
            <Swatch color={colour.border.focus} />
          </TokenRow>
        );
      })}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(colorThemes.length);
    for (const theme of colorThemes) {
      const colour = colorTokens(theme, defaultLayout.menuColor);
      for (const surface of surfaces)
        await expect(
          contrastRatio(colour.border.focus, colour.surface[surface]),
        ).toBeGreaterThanOrEqual(wcagAA.nonText);
    }
  },
};
