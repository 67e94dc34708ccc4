import type { CSSProperties } from 'react';
import { accentColors, defaultLayout } from '@veritag/domain';
import { themeTokens } from '@veritag/ui/css';
import { accentProperty } from './accent-properties';

// The backgrounds the accent is drawn on: the page's (surface.raised) and its cards' (surface.default),
// from the same theme the page is styled with (render/document.css.ts).
const { surface } = themeTokens(defaultLayout.theme, 'light').color;
const backgrounds = [surface.raised, surface.default];

/**
 * The brand's colour as the page's accent (decision 0470): the inline custom properties of
 * accentColors' AA-checked colours, or undefined. What reaches the style attribute is only ever
 * a `#rrggbb` the domain wrote itself, never the record's text; anything else gives no accent.
 */
export function accentStyle(brand: string | undefined): CSSProperties | undefined {
  const accent = accentColors(brand, backgrounds);
  if (!accent) return undefined;
  return {
    [accentProperty.fill]: accent.fill,
    [accentProperty.onFill]: accent.onFill,
    [accentProperty.text]: accent.text,
    [accentProperty.edge]: accent.edge,
  } as CSSProperties;
}
