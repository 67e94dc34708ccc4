// The one door of @veritag/ui: every public export is named here.

// --- tokens and themes ---
export { vars } from './tokens/contract.css';
export { lightTheme } from './tokens/light-theme.css';

// --- primitives (packages/ui/src/components) ---
export { Button, type ButtonProps } from './components/Button/Button';

// --- composites (packages/ui/src/composites) ---
