import type { DesignSave, PageSize } from '@veritag/domain';

/**
 * The label engine's inputs and outputs: one renderer for the designer's sample (`tryit`)
 * and for production batches, so what the designer previews is what prints.
 */
export interface LabelSetup {
  /** The template PDF: its first page is the label's artwork, embedded once. */
  artwork: Uint8Array;
  /** The design as saved (a revision); components resolved with resolveComponents. */
  design: DesignSave;
  /** Uploaded fonts by the name the design uses (TTF or OTF bytes); the three design fonts come with the engine (design-fonts/). */
  fonts: ReadonlyMap<string, Uint8Array>;
  /** The company's guilloche image for the Guilloche component (PNG or JPEG), if any. */
  guilloche?: { bytes: Uint8Array; contentType: string } | undefined;
  /** Values the same on every label of the batch. */
  batch: BatchValues;
  /** The public address a code's QR or Data Matrix carries. */
  urlOf: (code: string) => string;
  /** The file's Title (its Info dictionary), which a browser's PDF viewer shows as the tab's title. */
  title?: string | undefined;
}

export interface BatchValues {
  /** The template customer's company name (Customer component). */
  customer: string;
  /** The batch's quantity (Quantity component). */
  quantity: number;
  /** The printed expiry (Expiry Date component), e.g. '05/2027', or null to leave it blank. */
  expiry: string | null;
  poNumber?: string | null;
  productDescription?: string | null;
}

/** A batch's value the design prints with a font that cannot draw it: the sentence, and which value. */
export interface BatchValueProblem {
  title: string;
  value: keyof BatchValues;
}

/** One label to print: its code and its number in the batch (the Carton component prints seq). */
export interface LabelInput {
  seq: number;
  code: string;
}

/** What one rendered PDF file holds. */
export interface RenderedFile {
  labels: number;
  pages: number;
  bytes: number;
  sha256: string;
}

/** A setup checked and embedded once, ready to render any number of files. */
export interface PreparedLabels {
  /** The label's size and the output page size, in points. */
  readonly label: PageSize;
  readonly page: PageSize;
  readonly labelsPerPage: number;
  /**
   * Writes one PDF of the given labels to `out`, as it goes (memory stays flat), and ends
   * `out`. `onProgress` hears the labels done so far.
   */
  render(
    labels: AsyncIterable<readonly LabelInput[]>,
    out: NodeJS.WritableStream,
    onProgress?: (labelsDone: number) => void,
  ): Promise<RenderedFile>;
}

/** A master PDF as it is stored: its bytes (the upload's own when no font needed embedding), its label size, the standard fonts embedded. */
export interface PrintReadyArtwork {
  pdf: Uint8Array;
  size: PageSize;
  embedded: string[];
}

/** A problem the user can mend (bad artwork, a symbol too small, an unknown font): a 400 with this title. */
export class LabelSetupProblem extends Error {
  override name = 'LabelSetupProblem';
}

/**
 * A master PDF whose artwork uses a font it does not embed, other than the standard fonts with a
 * Liberation twin (artwork-fonts.ts): a print shop's preflight would refuse it in every label file.
 */
export class UnembeddedFontProblem extends LabelSetupProblem {
  override name = 'UnembeddedFontProblem';
  constructor(readonly fontName: string) {
    super(
      `The PDF uses the font ${fontName} without embedding it: export it again with all fonts embedded`,
    );
  }
}
