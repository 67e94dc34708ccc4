import type { vars } from './contract.css';

/** Plain values for every token of the contract: the shape createTheme demands of a theme. */
type ValuesOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : ValuesOf<T[K]> };

export type ThemeTokens = ValuesOf<typeof vars>;
export type ColorTokens = ThemeTokens['color'];
export type MenuTokens = ColorTokens['menu'];
export type ToneTokens = ColorTokens['status']['info'];
export type StatusTone = keyof ColorTokens['status'];
