import { PDFDocument, PDFName, type PDFPage } from '@cantoo/pdf-lib';
import type { PageSize } from '@veritag/domain';
import { LabelSetupProblem } from './labels.types';

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
  if (!page.node.Contents()) page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream('')));
  const crop = page.getCropBox();
  const box = { left: crop.x, bottom: crop.y, right: crop.x + crop.width, top: crop.y + crop.height };
  if (!(crop.width > 0 && crop.height > 0)) throw new LabelSetupProblem('The PDF has no page');
  return { page, box, size: { width: crop.width, height: crop.height } };
}
