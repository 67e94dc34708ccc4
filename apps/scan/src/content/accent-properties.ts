/**
 * The CSS custom properties the brand's accent reaches the page by (decision 0470): set inline
 * on the page's root from `accentStyle` only, read by the styles with a theme value as fallback,
 * so a page without an accent looks as it always did.
 */
export const accentProperty = {
  fill: '--vt-accent-fill',
  onFill: '--vt-accent-on-fill',
  text: '--vt-accent-text',
  edge: '--vt-accent-edge',
} as const;

/** A style value reading one of the accent's properties, `fallback` without one. */
export const accentVar = (name: keyof typeof accentProperty, fallback: string): string =>
  `var(${accentProperty[name]}, ${fallback})`;
