import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';

// Text colours meet WCAG AA (4.5:1) on the surfaces they sit on; checked by axe in stories.
export const lightTheme = createTheme(vars, {
  color: {
    text: { default: '#1c2024', muted: '#5b6470', onAccent: '#ffffff', danger: '#b42318' },
    surface: { default: '#ffffff', raised: '#f6f7f9', sunken: '#eceef2' },
    border: { default: '#c9ced6', focus: '#1d4ed8' },
    accent: { default: '#1d4ed8', hover: '#1e40af', pressed: '#1e3a8a' },
    danger: { default: '#b42318', hover: '#912018', pressed: '#7a271a' },
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radius: { sm: '4px', md: '6px', full: '9999px' },
  font: {
    family: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    },
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem' },
    weight: { regular: '400', medium: '500', bold: '700' },
  },
});
