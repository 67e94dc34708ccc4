import type { LabelFont } from './fonts';
import { fillColour, pdfNumber } from './pdf-syntax';

/**
 * One line of text in a component's local box (0,0)-(width,height), origin bottom-left:
 * left aligned and vertically centred on the font's ascent and descent. A text wider than its
 * box is SHRUNK to fit rather than clipped: a label that prints a code or a customer's name
 * must print all of it, and the designer sees the same box. Nothing is ever enlarged; a
 * height smaller than the font is left to the designer (the text overflows evenly above and
 * below, as centred).
 */
export interface TextStyle {
  font: LabelFont;
  fontSize: number;
  color: string;
  width: number;
  height: number;
}

/** Content operators printing `text` in the box; '' for an empty text. */
export function textOperators(text: string, style: TextStyle): string {
  if (text === '') return '';
  const { font } = style;
  const natural = font.widthOf(text, style.fontSize);
  const size =
    natural > style.width && natural > 0
      ? (style.fontSize * style.width) / natural
      : style.fontSize;
  const ascent = font.ascent(size);
  const descent = font.descent(size);
  const baseline = (style.height - ascent - descent) / 2 + descent;
  return `BT /${font.resourceName} ${pdfNumber(size)} Tf ${fillColour(style.color)} 1 0 0 1 0 ${pdfNumber(baseline)} Tm ${font.encode(text)} Tj ET`;
}
