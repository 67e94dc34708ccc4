/**
 * How every report prints (decision 0399), stated once for all of them: one page wide and as many
 * pages tall as the rows need, the header row on every page, "Page n of m" in the footer, and
 * landscape when the columns are wider than a portrait page. Without it Excel prints a wide
 * sheet a few columns per page: the 18 columns of the F-Codes report took 6 portrait pages
 * for 2 rows.
 */

// Excel's "Normal" margins, in inches, written out so every program prints the same.
const margins = { left: 0.7, right: 0.7, top: 0.75, bottom: 0.75, header: 0.3, footer: 0.3 };

/**
 * A4 (Excel's paper size 9). Written because a page setup without one means Letter (the schema's
 * default: LibreOffice then printed Letter here), and our users and print shops use A4.
 */
const a4 = { paperSize: 9, widthInches: 8.27 };

/** The printable width of a portrait page, in pixels of 1/96 inch (Excel's unit for column widths on paper). */
const portraitWidthPx = Math.floor((a4.widthInches - margins.left - margins.right) * 96);

/** A column `width` characters wide as Excel draws it in Calibri 11: 7 pixels a character and 5 of padding. */
const columnPx = (width: number) => Math.trunc(width * 7 + 5);

/**
 * Landscape when portrait would have to shrink the columns to fit one page wide. Judged by the
 * columns' widths, not their count: three columns of long messages are wider than seven of numbers.
 */
export const printsLandscape = (widths: readonly number[]) =>
  widths.reduce((sum, width) => sum + columnPx(width), 0) > portraitWidthPx;

/** First in the sheet: without fitToPage Excel ignores fitToWidth and prints at 100%. */
export const fitToPageProperties = '<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>';

/**
 * Last in the sheet, in the order the schema puts them. Grid lines print because the cells have
 * no borders, and a row of many columns shrunk to one page is hard to follow without them.
 * fitToHeight 0 is "as many pages as needed". &P and &N are Excel's page number and count.
 */
export function pageSetup(widths: readonly number[]): string {
  const orientation = printsLandscape(widths) ? 'landscape' : 'portrait';
  const { left, right, top, bottom, header, footer } = margins;
  return (
    '<printOptions gridLines="1"/>' +
    `<pageMargins left="${left}" right="${right}" top="${top}" bottom="${bottom}" header="${header}" footer="${footer}"/>` +
    `<pageSetup paperSize="${a4.paperSize}" orientation="${orientation}" fitToWidth="1" fitToHeight="0"/>` +
    '<headerFooter><oddFooter>&amp;CPage &amp;P of &amp;N</oddFooter></headerFooter>'
  );
}
