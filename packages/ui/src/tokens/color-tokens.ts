import type { ColorTheme, MenuColor } from '@veritag/domain';
import { themePalettes, type ThemePalette } from './palettes';
import type { ColorTokens, MenuTokens, ThemeTokens } from './theme-tokens.types';
import { baseTokens } from './base-tokens';

/** Neutral surfaces and status tones: shared by every theme, so statuses read the same. */
const neutral = {
  text: { default: '#1c2024', muted: '#5b6470', onAccent: '#ffffff', danger: '#b42318' },
  surface: {
    default: '#ffffff',
    raised: '#f6f7f9',
    sunken: '#eceef2',
    backdrop: 'rgb(16 24 40 / 0.5)',
  },
  // `control` outlines inputs: 3:1 against the surface, as WCAG 1.4.11 asks of a control's edge.
  border: { default: '#c9ced6', control: '#7a8290' },
  danger: { default: '#b42318', hover: '#912018', pressed: '#7a271a' },
  status: {
    success: {
      solid: '#1b7a3a',
      onSolid: '#ffffff',
      subtle: '#e7f5ec',
      onSubtle: '#145c2c',
      border: '#3f9b5f',
    },
    warning: {
      solid: '#f5b300',
      onSolid: '#1c2024',
      subtle: '#fff6dc',
      onSubtle: '#6b4500',
      border: '#d19a00',
    },
    danger: {
      solid: '#b42318',
      onSolid: '#ffffff',
      subtle: '#fdecea',
      onSubtle: '#8f1d14',
      border: '#e0675d',
    },
    info: {
      solid: '#1d5fb8',
      onSolid: '#ffffff',
      subtle: '#e6f0fb',
      onSubtle: '#174a8f',
      border: '#5b8fd6',
    },
    neutral: {
      solid: '#5b6470',
      onSolid: '#ffffff',
      subtle: '#eceef2',
      onSubtle: '#3a414a',
      border: '#a3abb8',
    },
  },
} as const;

/** The dark and light side menu of one theme; only the active item carries the accent. */
export function menuTokens(palette: ThemePalette, menuColor: MenuColor): MenuTokens {
  if (menuColor === 'dark') {
    return {
      background: '#1e2430',
      text: '#e6e8ec',
      textMuted: '#a3abb8',
      hoverBackground: '#2a3140',
      activeBackground: '#2f3747',
      activeText: palette.onDarkMenu,
      border: '#343c4b',
    };
  }
  return {
    background: '#ffffff',
    text: '#1c2024',
    textMuted: '#5b6470',
    hoverBackground: '#f1f3f5',
    activeBackground: palette.subtle,
    activeText: palette.accent,
    border: '#e2e5ea',
  };
}

export function colorTokens(theme: ColorTheme, menuColor: MenuColor): ColorTokens {
  const palette = themePalettes[theme];
  return {
    ...neutral,
    text: { ...neutral.text, accent: palette.accent },
    border: { ...neutral.border, focus: palette.accent },
    accent: {
      default: palette.accent,
      hover: palette.hover,
      pressed: palette.pressed,
      subtle: palette.subtle,
    },
    menu: menuTokens(palette, menuColor),
  };
}

/** A whole theme as plain values: what createTheme receives, and what the contrast test reads. */
export function themeTokens(theme: ColorTheme, menuColor: MenuColor): ThemeTokens {
  return { ...baseTokens, color: colorTokens(theme, menuColor) };
}
