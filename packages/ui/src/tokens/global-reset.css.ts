import { globalStyle } from '@vanilla-extract/css';

/**
 * The page-level reset every screen of the kit assumes; loaded with the package, so an app
 * that imports @veritag/ui has it before its first paint (the theme classes on <body> come
 * later, from an effect). Without it the browser's 8 px body margin framed the shell and,
 * with the shell's full-height minimum, added a scrollbar.
 */
globalStyle('html, body', { margin: 0, padding: 0 });

// No background on <html> here: the theme puts it on <body> (themeRoot), and with <html>
// transparent the browser paints the body's background over the whole canvas.

// Widths mean the whole box: `width: 100%` with padding and a border stays inside its parent
// instead of pushing the page sideways on a phone. Components that need content-box say so.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
