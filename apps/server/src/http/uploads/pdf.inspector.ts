import {
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRef,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { formatFileSize, type FileRule } from '@veritag/domain';
import { ApiProblem } from '../problem';
import { formatCount, notAccepted, startsWith, type Inspection } from './inspection';
import { PdfStreamTooLargeError, withPdfStreamLimit } from './pdf-stream-limit';

const pdfSignature = Buffer.from('%PDF-');

/**
 * A PDF is accepted when pdf-lib can read its structure and count its pages. pdf-lib only
 * parses: it never runs the file's JavaScript or follows its launch actions, so reading an
 * uploaded PDF here is safe. Encrypted files are refused: nothing downstream can read them.
 */
export async function inspectPdf(buffer: Buffer, rule: FileRule): Promise<Inspection> {
  if (!startsWith(buffer, pdfSignature)) return notAccepted(rule);
  const { maxPages, maxUnpackedStreamBytes } = rule.caps.pdf;
  let pages: number | 'not a tree';
  try {
    const document = await withPdfStreamLimit(maxUnpackedStreamBytes, () =>
      PDFDocument.load(buffer, { updateMetadata: false }),
    );
    pages = countPages(document, maxPages);
  } catch (error) {
    if (error instanceof EncryptedPDFError)
      return new ApiProblem(
        415,
        'Encrypted PDF files are not accepted; remove the password and upload again',
      );
    if (error instanceof PdfStreamTooLargeError) {
      return new ApiProblem(
        413,
        `The PDF file holds a part that unpacks to more than ${formatFileSize(maxUnpackedStreamBytes)}`,
      );
    }
    return unreadable();
  }
  if (pages === 'not a tree' || pages === 0) return unreadable();
  if (pages > maxPages)
    return new ApiProblem(413, `The PDF file has more than ${formatCount(maxPages)} pages`);
  return { contentType: 'application/pdf', extension: 'pdf' };
}

const unreadable = () => new ApiProblem(415, 'The PDF file could not be read');

/**
 * Counts leaves of the page tree, stopping past `maxPages`. pdf-lib's own count walks the
 * tree recursively and would loop on a cycle or multiply a node listed twice (a few objects
 * can claim billions of pages), so a node met twice makes the file unreadable.
 */
function countPages(document: PDFDocument, maxPages: number): number | 'not a tree' {
  const seen = new Set<PDFRef>();
  const pending: PDFObject[] = [document.catalog.get(PDFName.of('Pages'))].filter(
    (node) => node !== undefined,
  );
  let pages = 0;
  while (pending.length > 0 && pages <= maxPages) {
    const next = pending.pop();
    if (next instanceof PDFRef) {
      if (seen.has(next)) return 'not a tree';
      seen.add(next);
    }
    const node = document.context.lookup(next);
    if (!(node instanceof PDFDict)) continue;
    const kids = node.lookup(PDFName.of('Kids'));
    if (kids instanceof PDFArray) for (const kid of kids.asArray()) pending.push(kid);
    else pages += 1;
  }
  return pages;
}
