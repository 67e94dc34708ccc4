import type { ColorTheme } from '@veritag/domain';

/**
 * What tells one colour theme from another: its accent and the accent's shades. Each
 * `default` is dark enough for white text and for text on the light surfaces (4.5:1, checked
 * in contrast.test.ts), which is why amber, orange and lime sit darker than their namesakes.
 */
export interface ThemePalette {
  /** Buttons, links, selected items, the focus ring. */
  readonly accent: string;
  readonly hover: string;
  readonly pressed: string;
  /** A tint behind selected rows and the light menu's active item. */
  readonly subtle: string;
  /** The active item's text on the dark menu: a light shade of the accent. */
  readonly onDarkMenu: string;
}

export const themePalettes = {
  indigo: {
    accent: '#3f51b5',
    hover: '#303f9f',
    pressed: '#283593',
    subtle: '#e8eaf6',
    onDarkMenu: '#9fa8da',
  },
  blue: {
    accent: '#1565c0',
    hover: '#0d47a1',
    pressed: '#0b3c88',
    subtle: '#e3f2fd',
    onDarkMenu: '#90caf9',
  },
  'light-blue': {
    accent: '#0269a6',
    hover: '#01579b',
    pressed: '#014a84',
    subtle: '#e1f5fe',
    onDarkMenu: '#81d4fa',
  },
  cyan: {
    accent: '#00707a',
    hover: '#006064',
    pressed: '#004f52',
    subtle: '#e0f7fa',
    onDarkMenu: '#80deea',
  },
  teal: {
    accent: '#00796b',
    hover: '#00695c',
    pressed: '#004d40',
    subtle: '#e0f2f1',
    onDarkMenu: '#80cbc4',
  },
  green: {
    accent: '#287430',
    hover: '#1b5e20',
    pressed: '#154a19',
    subtle: '#e8f5e9',
    onDarkMenu: '#a5d6a7',
  },
  lime: {
    accent: '#6b6200',
    hover: '#595100',
    pressed: '#474100',
    subtle: '#f9fbe7',
    onDarkMenu: '#e6ee9c',
  },
  amber: {
    accent: '#8a5a00',
    hover: '#754c00',
    pressed: '#603e00',
    subtle: '#fff8e1',
    onDarkMenu: '#ffe082',
  },
  orange: {
    accent: '#b84500',
    hover: '#9a3a00',
    pressed: '#7d2f00',
    subtle: '#fff3e0',
    onDarkMenu: '#ffcc80',
  },
  'deep-orange': {
    accent: '#bf360c',
    hover: '#a52e0a',
    pressed: '#8a2608',
    subtle: '#fbe9e7',
    onDarkMenu: '#ffab91',
  },
  purple: {
    accent: '#8e24aa',
    hover: '#7b1fa2',
    pressed: '#6a1b9a',
    subtle: '#f3e5f5',
    onDarkMenu: '#ce93d8',
  },
  'blue-grey': {
    accent: '#546e7a',
    hover: '#455a64',
    pressed: '#37474f',
    subtle: '#eceff1',
    onDarkMenu: '#b0bec5',
  },
} as const satisfies Record<ColorTheme, ThemePalette>;
