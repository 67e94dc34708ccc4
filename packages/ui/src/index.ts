// The one door of @veritag/ui: every public export is named here.
export { vars } from './tokens/contract.css';
export { lightTheme } from './tokens/light-theme.css';
export { Button, type ButtonProps } from './components/Button/Button';
