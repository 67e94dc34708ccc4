import { defaultLayout, type ColorTheme, type MenuColor } from '@veritag/domain';
import { menuColorClasses, themeClasses, themeRoot } from './themes.css';

export interface ThemeChoice {
  readonly theme?: ColorTheme;
  readonly menuColor?: MenuColor;
}

/**
 * The classes that theme a subtree: colour theme, menu colour and base text styles. Put them
 * on `document.body` (or pass a portal container), because dialogs, popovers and toasts render
 * in portals outside the app's root element.
 */
export function themeClassName({
  theme = defaultLayout.theme,
  menuColor = defaultLayout.menuColor,
}: ThemeChoice = {}) {
  return `${themeClasses[theme]} ${menuColorClasses[theme][menuColor]} ${themeRoot}`;
}
