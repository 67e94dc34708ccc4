import { submenuAnimationMs } from '@veritag/domain';
import type { ThemeTokens } from './theme-tokens.types';

/** Every token but colour: the same in all twelve themes. */
export const baseTokens = {
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { sm: '4px', md: '6px', lg: '10px', full: '9999px' },
  font: {
    family: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    },
    // rem, so text follows the reader's browser font size.
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5', relaxed: '1.75' },
  },
  size: {
    // 2.5rem keeps controls above the 24 px target size of WCAG 2.2 (2.5.8) at any zoom.
    control: { sm: '2rem', md: '2.5rem' },
    icon: { sm: '14px', md: '18px', lg: '24px' },
    sideMenu: { expanded: '16rem', slim: '4.5rem' },
    topBar: '3.5rem',
  },
  shadow: {
    sm: '0 1px 2px rgb(16 24 40 / 0.08)',
    md: '0 4px 12px rgb(16 24 40 / 0.12)',
    lg: '0 12px 32px rgb(16 24 40 / 0.18)',
  },
  // Spaced by ten so a screen can slot a layer between two without renumbering.
  zIndex: { sticky: '10', menu: '20', overlay: '30', modal: '40', popover: '50', toast: '60' },
  motion: {
    duration: { fast: '120ms', normal: '200ms', submenu: `${submenuAnimationMs}ms` },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.3)' },
  },
} as const satisfies Omit<ThemeTokens, 'color'>;
