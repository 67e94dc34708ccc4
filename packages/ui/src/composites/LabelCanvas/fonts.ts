/**
 * The printing fonts as CSS can show them: the PDF standard fonts map to families with the same
 * metrics (Arial and Liberation Sans are Helvetica's, Times New Roman and Liberation Serif are
 * Times's, Courier New and Liberation Mono are monospaced like Courier); an uploaded font is asked
 * for by name and falls back to sans-serif. Ascent and descent (per 1000) are the standard fonts'
 * AFM values, which the label engine uses to centre a line in its box.
 */
const standard: Record<
  string,
  { family: string; ascent: number; descent: number; widths?: readonly number[] }
> = {
  'Times-Roman': {
    family: '"Times New Roman", Times, "Liberation Serif", "Nimbus Roman", serif',
    ascent: 683,
    descent: 217,
  },
  Helvetica: {
    family: 'Helvetica, Arial, "Liberation Sans", "Nimbus Sans", sans-serif',
    ascent: 718,
    descent: 207,
  },
  Courier: {
    family: '"Courier New", Courier, "Liberation Mono", "Nimbus Mono PS", monospace',
    ascent: 629,
    descent: 157,
  },
};

/**
 * AFM advance widths (per 1000) of the printable ASCII characters, space (32) to tilde (126), of
 * the standard fonts as pdf-lib has them: the engine measures with these, so the canvas shrinks a
 * long text exactly as the print does.
 */
const afmWidths: Record<string, readonly number[]> = {
  Helvetica: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
    611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
    667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
    222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  'Times-Roman': [
    250, 333, 408, 500, 500, 833, 778, 180, 333, 333, 500, 564, 250, 333, 250, 278, 500, 500, 500,
    500, 500, 500, 500, 500, 500, 500, 278, 278, 564, 564, 564, 444, 921, 722, 667, 667, 722, 611,
    556, 722, 722, 333, 389, 722, 611, 889, 722, 722, 556, 722, 667, 556, 611, 722, 722, 944, 722,
    722, 611, 333, 278, 333, 469, 500, 333, 444, 500, 444, 500, 444, 333, 500, 500, 278, 278, 500,
    278, 778, 500, 500, 500, 500, 333, 389, 278, 500, 500, 722, 500, 500, 444, 480, 200, 480, 541,
  ],
};

export function fontOf(fontName: string) {
  return (
    standard[fontName] ?? {
      family: `"${fontName.replace(/"/g, '')}", ${standard.Helvetica!.family}`,
      ascent: 718,
      descent: 207,
    }
  );
}

/** The text's width in points at `size` from the AFM widths, or undefined for other fonts or characters outside ASCII. */
export function afmWidth(text: string, fontName: string, size: number): number | undefined {
  const widths = afmWidths[fontName];
  // Courier: every character is 600 wide.
  if (!widths && fontName !== 'Courier') return undefined;
  let total = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 32 || code > 126) return undefined;
    total += widths?.[code - 32] ?? 600;
  }
  return (total * size) / 1000;
}

let context: CanvasRenderingContext2D | null | undefined;
const widths = new Map<string, number>();

/** The text's natural width in points at `size` as the browser draws it, measured once per (font, size, text). */
export function textWidth(text: string, family: string, size: number): number {
  const key = `${family}\u0000${size}\u0000${text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  context ??=
    typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  let width = text.length * size * 0.5;
  if (context) {
    context.font = `${size}px ${family}`;
    width = context.measureText(text).width;
  }
  if (widths.size > 2000) widths.clear();
  widths.set(key, width);
  return width;
}
