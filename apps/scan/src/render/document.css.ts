import { createTheme, globalStyle, style } from '@vanilla-extract/css';
import { defaultLayout } from '@veritag/domain';
import { themeTokens, vars } from '@veritag/ui/css';

/**
 * The scan page's one theme: the default colour theme's tokens, filled into the design
 * system's contract. The console's twelve themes are not shipped: a phone on a slow network
 * should load only the variables it uses.
 */
export const scanTheme = createTheme(vars, themeTokens(defaultLayout.theme, 'light'));

export const body = style({
  margin: 0,
  color: vars.color.text.default,
  background: vars.color.surface.raised,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  // Long unbroken words (a code, a URL) wrap instead of widening the page on a 320 px phone.
  overflowWrap: 'anywhere',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// The hidden attribute hides whatever class styles the element (a class's display would win otherwise).
globalStyle('[hidden]', { display: 'none !important' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });
