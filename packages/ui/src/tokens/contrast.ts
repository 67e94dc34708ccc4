/** WCAG 2.2 contrast ratio (1.4.3) of two opaque #rrggbb colours. */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Relative luminance as WCAG defines it (sRGB channels linearised, then weighted). */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Not an opaque #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1] as string, 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** AA minimums: body text, and large text or a control's edge and the focus ring (1.4.11). */
export const wcagAA = { text: 4.5, nonText: 3 } as const;
