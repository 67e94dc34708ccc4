/**
 * How designed labels land on the output pages: the one model the designer and the label
 * engine share (decisions 0130 and 0131).
 *
 * - A label is the template PDF's first page at its own size; components sit on it in PDF
 *   points (1/72 inch) from its top-left corner, y downwards, as the designer shows them.
 * - The Template tab's width and height (innerFileWidth, innerFileHeight) are the output
 *   sheet in millimetres. Left empty (or 0), each label is its own page, at its own size.
 * - X space and Y space (xspace, yspace, millimetres) are the gaps between neighbouring
 *   labels on a sheet. Labels fill the sheet in rows, left to right, top to bottom.
 * - exact: the page is exactly the grid of labels (no margin), for roll and continuous
 *   presses; otherwise the page is the whole sheet with the grid centred on it.
 * - A label larger than the sheet is never scaled: the design cannot be saved.
 */
export const pointsPerMillimetre = 72 / 25.4;
export const mmToPt = (mm: number): number => mm * pointsPerMillimetre;
export const ptToMm = (pt: number): number => pt / pointsPerMillimetre;

export interface SheetSettings {
  innerFileWidth?: number | null;
  innerFileHeight?: number | null;
  xspace?: number | null;
  yspace?: number | null;
  exact?: boolean | null;
}
export interface PageSize {
  width: number;
  height: number;
}
/** Where one label's top-left corner sits on its page, in points from the page's top-left. */
export interface LabelSlot {
  x: number;
  y: number;
}
export interface SheetLayout {
  /** The output page, in points. */
  page: PageSize;
  /** One slot per label on a page, in filling order. */
  slots: LabelSlot[];
}

const positive = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** Why the label cannot be laid out on the sheet (a problem title), or undefined. */
export function sheetLayoutProblem(label: PageSize, settings: SheetSettings): string | undefined {
  const sheetWidth = mmToPt(positive(settings.innerFileWidth));
  const sheetHeight = mmToPt(positive(settings.innerFileHeight));
  if (sheetWidth > 0 !== sheetHeight > 0)
    return 'Give the template both a width and a height, or neither for one label per page';
  if (sheetWidth === 0) return undefined;
  const tolerance = 0.01;
  if (label.width > sheetWidth + tolerance || label.height > sheetHeight + tolerance) {
    const size = (s: PageSize) =>
      `${ptToMm(s.width).toFixed(1)} x ${ptToMm(s.height).toFixed(1)} mm`;
    return `The label (${size(label)}) is larger than the template's ${size({ width: sheetWidth, height: sheetHeight })}: make the template larger`;
  }
  return undefined;
}

/** The page size and label slots for `label` on the sheet the settings describe. */
export function sheetLayout(label: PageSize, settings: SheetSettings): SheetLayout {
  const problem = sheetLayoutProblem(label, settings);
  if (problem) throw new Error(problem);
  const sheetWidth = mmToPt(positive(settings.innerFileWidth));
  const sheetHeight = mmToPt(positive(settings.innerFileHeight));
  if (sheetWidth === 0) return { page: { ...label }, slots: [{ x: 0, y: 0 }] };
  const gapX = mmToPt(positive(settings.xspace));
  const gapY = mmToPt(positive(settings.yspace));
  const fit = (sheet: number, size: number, gap: number) =>
    Math.max(1, Math.floor((sheet + gap + 0.01) / (size + gap)));
  const columns = fit(sheetWidth, label.width, gapX);
  const rows = fit(sheetHeight, label.height, gapY);
  const gridWidth = columns * label.width + (columns - 1) * gapX;
  const gridHeight = rows * label.height + (rows - 1) * gapY;
  const page = settings.exact
    ? { width: gridWidth, height: gridHeight }
    : { width: sheetWidth, height: sheetHeight };
  const left = (page.width - gridWidth) / 2;
  const top = (page.height - gridHeight) / 2;
  const slots: LabelSlot[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      slots.push({ x: left + column * (label.width + gapX), y: top + row * (label.height + gapY) });
    }
  }
  return { page, slots };
}
