/**
 * Small pieces of PDF content-stream syntax the engine writes by hand (numbers, colours,
 * placement matrices). Numbers keep at most three decimals: a thousandth of a point is far
 * below any printer's resolution, and short numbers keep the streams short.
 */

/** A number as a content stream writes it: at most 3 decimals, no exponent, no "-0". */
export function pdfNumber(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  if (Number.isInteger(rounded)) return rounded === 0 ? '0' : String(rounded);
  return rounded.toFixed(3).replace(/0+$/, '');
}

/** The `rg` operator for `#rrggbb` (or `#rgb`); black when the colour cannot be read. */
export function fillColour(colour: string): string {
  const hex = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(colour.trim())?.[1];
  if (!hex) return '0 0 0 rg';
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const channel = (index: number) => pdfNumber(parseInt(full.slice(index, index + 2), 16) / 255);
  return `${channel(0)} ${channel(2)} ${channel(4)} rg`;
}

/** A box on the label as the design gives it: points from the label's top-left, y down. */
export interface DesignBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees, clockwise as on screen, about the box's centre. */
  rotation: number;
}

/**
 * The `cm` operator that maps a local box (0,0)-(width,height), origin bottom-left, y up, onto
 * the design box of a label `labelHeight` high whose bottom-left is the current origin.
 */
export function placeBox(box: DesignBox, labelHeight: number): string {
  const centreX = box.x + box.width / 2;
  const centreY = labelHeight - box.y - box.height / 2;
  // Clockwise on screen is a negative angle in PDF's y-up space.
  const angle = (-box.rotation * Math.PI) / 180;
  const cos = box.rotation === 0 ? 1 : Math.cos(angle);
  const sin = box.rotation === 0 ? 0 : Math.sin(angle);
  const e = centreX - (cos * box.width) / 2 + (sin * box.height) / 2;
  const f = centreY - (sin * box.width) / 2 - (cos * box.height) / 2;
  return `${pdfNumber(cos)} ${pdfNumber(sin)} ${pdfNumber(-sin)} ${pdfNumber(cos)} ${pdfNumber(e)} ${pdfNumber(f)} cm`;
}

/** The corners of a rotated design box, in design coordinates (y down): to tell whether it leaves the label. */
export function boxBounds(box: DesignBox): {
  left: number;
  top: number;
  right: number;
  bottom: number;
} {
  const angle = (box.rotation * Math.PI) / 180;
  const halfWidth =
    (Math.abs(Math.cos(angle)) * box.width + Math.abs(Math.sin(angle)) * box.height) / 2;
  const halfHeight =
    (Math.abs(Math.sin(angle)) * box.width + Math.abs(Math.cos(angle)) * box.height) / 2;
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  return {
    left: centreX - halfWidth,
    top: centreY - halfHeight,
    right: centreX + halfWidth,
    bottom: centreY + halfHeight,
  };
}
