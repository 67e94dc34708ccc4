import { createThemeContract } from '@vanilla-extract/css';

/**
 * The token contract every theme must fill: named by role, never by hue. A theme that misses
 * a token does not compile (themes.css.ts builds each one from theme-tokens.ts). Names are
 * only ever added: screens and composites read them.
 */
const tone = { solid: null, onSolid: null, subtle: null, onSubtle: null, border: null };

export const vars = createThemeContract({
  color: {
    text: { default: null, muted: null, onAccent: null, danger: null, accent: null },
    surface: { default: null, raised: null, sunken: null, backdrop: null },
    border: { default: null, focus: null, control: null },
    accent: { default: null, hover: null, pressed: null, subtle: null },
    danger: { default: null, hover: null, pressed: null },
    status: { success: tone, warning: tone, danger: tone, info: tone, neutral: tone },
    // The side menu has its own colours so the dark and light menu work with every theme.
    menu: {
      background: null,
      text: null,
      textMuted: null,
      hoverBackground: null,
      activeBackground: null,
      activeText: null,
      border: null,
    },
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: {
    family: { body: null, mono: null },
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, semibold: null, bold: null },
    lineHeight: { tight: null, normal: null, relaxed: null },
  },
  size: {
    control: { sm: null, md: null },
    icon: { sm: null, md: null, lg: null },
    sideMenu: { expanded: null, slim: null },
    topBar: null,
  },
  shadow: { sm: null, md: null, lg: null },
  zIndex: { sticky: null, menu: null, overlay: null, modal: null, popover: null, toast: null },
  motion: {
    duration: { fast: null, normal: null, submenu: null },
    easing: { standard: null, emphasized: null },
  },
});
