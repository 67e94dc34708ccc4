import { PDFDocument, PDFName, type PDFPage } from '@cantoo/pdf-lib';
import type { PageSize } from '@veritag/domain';
import { embedArtworkFonts } from './artwork-fonts';
import { LabelSetupProblem, type PrintReadyArtwork } from './labels.types';

/**
 * The template PDF's first page: the label's artwork. Its size is the page's CropBox (the
 * MediaBox when it has none), the part a viewer shows. Encrypted files are refused: the
 * artwork is copied into every output file, which needs it readable.
 */
export interface Artwork {
  page: PDFPage;
  /** The visible box in the page's own coordinates. */
  box: { left: number; bottom: number; right: number; top: number };
  size: PageSize;
}

export async function loadArtwork(bytes: Uint8Array): Promise<Artwork> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    throw new LabelSetupProblem('The file is not a PDF that can be read');
  }
  if (doc.isEncrypted) throw new LabelSetupProblem('The file is not a PDF that can be read');
  let page: PDFPage | undefined;
  try {
    page = doc.getPageCount() > 0 ? doc.getPage(0) : undefined;
  } catch {
    throw new LabelSetupProblem('The file is not a PDF that can be read');
  }
  if (!page) throw new LabelSetupProblem('The PDF has no page');
  // A blank page may have no content stream at all; pdf-lib embeds only pages that have one.
  if (!page.node.Contents())
    page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream('')));
  const crop = page.getCropBox();
  const box = {
    left: crop.x,
    bottom: crop.y,
    right: crop.x + crop.width,
    top: crop.y + crop.height,
  };
  if (!(crop.width > 0 && crop.height > 0)) throw new LabelSetupProblem('The PDF has no page');
  return { page, box, size: { width: crop.width, height: crop.height } };
}

/**
 * The master PDF as it is stored (at upload, decision 0409): the artwork's standard fonts that were
 * not embedded are, any other font not embedded is refused (artwork-fonts.ts). The bytes come
 * back unchanged when nothing needed embedding, so an already print-ready file is kept as sent.
 */
export async function printReadyArtwork(bytes: Uint8Array): Promise<PrintReadyArtwork> {
  const artwork = await loadArtwork(bytes);
  let embedded: string[];
  try {
    embedded = await embedArtworkFonts(artwork.page);
  } catch (error) {
    if (error instanceof LabelSetupProblem) throw error;
    // pdf-lib could open the file but not follow its font objects: a broken file, not a server fault.
    throw new LabelSetupProblem(
      "The PDF's fonts cannot be read: export it again with all fonts embedded",
    );
  }
  if (embedded.length === 0) return { pdf: bytes, size: artwork.size, embedded };
  return { pdf: await artwork.page.doc.save(), size: artwork.size, embedded };
}
