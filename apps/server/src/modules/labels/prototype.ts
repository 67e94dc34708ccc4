import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFRef,
  PDFStream,
  type PDFContext,
  type PDFObject,
} from '@cantoo/pdf-lib';
import type { Artwork } from './artwork';
import { embedLabelFonts, type KnownText, type LabelFont } from './fonts';
import { LabelSetupProblem } from './labels.types';

/**
 * The objects every page of an output file shares, built once with pdf-lib and serialized
 * once as the start of each file (pdf-stream-writer.ts writes the pages after them): the
 * artwork page as one Form XObject (`/Art`), the fonts (`/F1`...), the guilloche image
 * (`/Gl`) and one Resources dictionary naming them. pdf-lib keeps a whole document in
 * memory, so it builds only these; the pages are written by hand as they are made.
 */
export interface Prototype {
  /** `%PDF` header and the shared objects, with their pdf-lib object numbers. */
  readonly head: Buffer;
  /** Object number -> byte offset in `head`. */
  readonly offsets: ReadonlyMap<number, number>;
  readonly resourcesNumber: number;
  readonly firstFreeNumber: number;
  readonly fonts: ReadonlyMap<string, LabelFont>;
  readonly hasGuilloche: boolean;
}

export interface PrototypeInput {
  artwork: Artwork;
  /** Font name -> every text known before the pages (the design's and the batch's). */
  fontTexts: ReadonlyMap<string, readonly KnownText[]>;
  uploadedFonts: ReadonlyMap<string, Uint8Array>;
  guilloche?: { bytes: Uint8Array; contentType: string } | undefined;
}

// The second line's bytes above 127 tell transfer tools the file is binary (PDF 32000 7.5.2).
const fileHeader = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');

export async function buildPrototype(input: PrototypeInput): Promise<Prototype> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const artwork = await doc.embedPage(input.artwork.page, input.artwork.box);
  const fonts = await embedLabelFonts(doc, input.fontTexts, input.uploadedFonts);
  const xObjects: Record<string, PDFRef> = { Art: artwork.ref };
  if (input.guilloche) {
    try {
      const image = /png/i.test(input.guilloche.contentType)
        ? await doc.embedPng(input.guilloche.bytes)
        : await doc.embedJpg(input.guilloche.bytes);
      xObjects.Gl = image.ref;
    } catch {
      throw new LabelSetupProblem(
        'The guilloche image cannot be read: upload it again as a PNG or JPEG',
      );
    }
  }
  await doc.flush();
  const fontRefs: Record<string, PDFRef> = {};
  for (const font of fonts.values()) fontRefs[font.resourceName] = font.ref;
  const resources = doc.context.obj({
    XObject: xObjects,
    Font: fontRefs,
    ProcSet: ['PDF', 'Text', 'ImageB', 'ImageC'],
  });
  const resourcesRef = doc.context.register(resources);
  const { head, offsets, largest } = serializeReachable(doc.context, resourcesRef);
  return {
    head,
    offsets,
    resourcesNumber: resourcesRef.objectNumber,
    firstFreeNumber: largest + 1,
    fonts,
    hasGuilloche: 'Gl' in xObjects,
  };
}

/**
 * Writes every object reachable from `root` (and only those: pdf-lib's own catalog, page tree
 * and the copied artwork page leaf stay out) as indirect objects, keeping their numbers.
 */
function serializeReachable(context: PDFContext, root: PDFRef) {
  const seen = new Set<number>();
  const queue: PDFRef[] = [root];
  const visit = (object: PDFObject | undefined): void => {
    if (object instanceof PDFRef) {
      if (!seen.has(object.objectNumber)) queue.push(object);
    } else if (object instanceof PDFDict) {
      for (const [, value] of object.entries()) visit(value);
    } else if (object instanceof PDFArray) {
      for (const value of object.asArray()) visit(value);
    } else if (object instanceof PDFStream) {
      visit(object.dict);
    }
  };
  const chunks: Buffer[] = [fileHeader];
  const offsets = new Map<number, number>();
  let length = fileHeader.length;
  let largest = 0;
  while (queue.length > 0) {
    const ref = queue.shift()!;
    if (seen.has(ref.objectNumber)) continue;
    seen.add(ref.objectNumber);
    const object = context.lookup(ref);
    if (!object) continue;
    visit(object);
    const body = Buffer.alloc(object.sizeInBytes());
    object.copyBytesInto(body, 0);
    const opening = Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`, 'latin1');
    const closing = Buffer.from('\nendobj\n', 'latin1');
    offsets.set(ref.objectNumber, length);
    chunks.push(opening, body, closing);
    length += opening.length + body.length + closing.length;
    largest = Math.max(largest, ref.objectNumber);
  }
  largest = Math.max(largest, context.largestObjectNumber);
  return { head: Buffer.concat(chunks), offsets, largest };
}
