import { assignVars, createTheme, style } from '@vanilla-extract/css';
import {
  colorThemes,
  defaultLayout,
  menuColors,
  type ColorTheme,
  type MenuColor,
} from '@veritag/domain';
import { menuTokens, themeTokens } from './color-tokens';
import { vars } from './contract.css';
import { themePalettes } from './palettes';

const fromEach = <K extends string, V>(keys: readonly K[], make: (key: K) => V) =>
  Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, V>;

/** One complete theme class per colour theme; its menu is the default (dark) one. */
export const themeClasses: Record<ColorTheme, string> = fromEach(colorThemes, (theme) =>
  createTheme(vars, themeTokens(theme, defaultLayout.menuColor), `theme-${theme}`),
);

/**
 * Menu colour classes set only the menu tokens, so any theme combines with either menu.
 * Declared after the themes in this one file: on the same element as a theme class they win
 * by source order, which one file keeps stable.
 */
export const menuColorClasses: Record<ColorTheme, Record<MenuColor, string>> = fromEach(
  colorThemes,
  (theme) =>
    fromEach(menuColors, (menuColor) =>
      style(
        { vars: assignVars(vars.color.menu, menuTokens(themePalettes[theme], menuColor)) },
        `menu-${menuColor}-${theme}`,
      ),
    ),
);

/** Text colour, background and font of a themed subtree, read from the theme's tokens. */
export const themeRoot = style({
  color: vars.color.text.default,
  background: vars.color.surface.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

/** Kept for code written before the twelve themes: the default theme. */
export const lightTheme = themeClasses[defaultLayout.theme];
