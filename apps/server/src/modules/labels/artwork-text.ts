import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
  type PDFContext,
  type PDFObject,
  type PDFPageLeaf,
} from '@cantoo/pdf-lib';
import { OperandName, readOperations, type Operand } from './content-operations';

/**
 * The fonts an artwork page can draw with, and the codes its text shows in each. What the label
 * engine copies into a label file is the page's content and resources (`embedPage`), so that is
 * what is read: the page's content streams, the form XObjects they draw (which inherit the
 * current font), tiling patterns, and Type 3 glyph procedures. Annotations are not copied into
 * labels (form fields, comments), so their appearance streams are left alone. The file's other
 * pages never print either, but they may draw with the same font objects: their text is read
 * for its codes only, so a font embedded for the artwork still draws them.
 */
export interface ArtworkText {
  /** Every font dictionary named in those resources, with its reference (a direct one is made indirect). */
  fonts: Map<PDFDict, PDFRef>;
  /** The one-byte codes shown with each font. */
  codes: Map<PDFDict, Set<number>>;
  /**
   * Text was shown whose font could not be told (a stream that could not be read whole, text
   * before any font was set): then any code of any font may print.
   */
  unsure: boolean;
}

/** Deeper than this, a form drawing forms is a loop or a trap, not artwork. */
const maxFormDepth = 12;
/**
 * The most content a walk decodes (all streams, each time read). A label's artwork holds far
 * less; a file that unpacks to more (a compression bomb) is not followed further, and its fonts
 * are embedded with every glyph their encoding names instead.
 */
const maxDecodedBytes = 32 * 1024 * 1024;

const key = PDFName.of;

export function artworkText(
  context: PDFContext,
  page: PDFPageLeaf,
  otherPages: readonly PDFPageLeaf[] = [],
): ArtworkText {
  const result: ArtworkText = { fonts: new Map(), codes: new Map(), unsure: false };
  // False once the artwork page is read: the other pages add codes, not fonts.
  let listing = true;
  const budget = { bytes: maxDecodedBytes };
  const listed = new Set<PDFDict>();
  const formsRead = new Map<PDFStream, Set<PDFDict | undefined>>();
  // Lookups that answer undefined for an object of another type than asked: the file is the customer's.
  const resolve = (object: PDFObject | undefined) =>
    object instanceof PDFRef ? context.lookup(object) : object;
  const dictAt = (object: PDFObject | undefined) => {
    const resolved = resolve(object);
    return resolved instanceof PDFDict ? resolved : undefined;
  };
  const streamAt = (object: PDFObject | undefined) => {
    const resolved = resolve(object);
    return resolved instanceof PDFStream ? resolved : undefined;
  };
  const entriesOf = (dict: PDFDict | undefined, name: string) =>
    dictAt(dict?.get(key(name)))?.entries() ?? [];
  const fontOfState = (state: PDFDict | undefined) => {
    const setting = resolve(state?.get(key('Font')));
    const font = setting instanceof PDFArray ? setting.get(0) : undefined;
    return font instanceof PDFRef && dictAt(font) ? { font: dictAt(font)!, ref: font } : undefined;
  };
  const resourcesOf = (stream: PDFStream | PDFDict, outer: PDFDict | undefined) =>
    dictAt((stream instanceof PDFStream ? stream.dict : stream).get(key('Resources'))) ?? outer;
  const named = (resources: PDFDict | undefined, category: string, name: Operand | undefined) =>
    name instanceof OperandName
      ? dictAt(resources?.get(key(category)))?.get(key(name.name))
      : undefined;
  const isForm = (stream: PDFStream | undefined): stream is PDFStream =>
    stream?.dict.get(key('Subtype')) === key('Form');

  const addFont = (font: PDFDict, ref: PDFRef) => {
    if (result.fonts.has(font)) return;
    result.fonts.set(font, ref);
    if (font.get(key('Subtype')) !== key('Type3')) return;
    const resources = resourcesOf(font, undefined);
    list(resources);
    for (const [, proc] of entriesOf(font, 'CharProcs')) {
      const stream = streamAt(proc);
      if (stream) read(stream, resources, undefined, 1);
    }
  };

  /** Lists the fonts of a resource dictionary and of what it holds. */
  function list(resources: PDFDict | undefined) {
    if (!resources || listed.has(resources)) return;
    listed.add(resources);
    const fonts = dictAt(resources.get(key('Font')));
    for (const [name, value] of fonts?.entries() ?? []) {
      const font = dictAt(value);
      if (!font) continue;
      let ref = value instanceof PDFRef ? value : undefined;
      // A font written inline gets a reference of its own, so that its replacement can take its place.
      if (!ref) fonts!.set(name, (ref = context.register(font)));
      addFont(font, ref);
    }
    for (const [, value] of entriesOf(resources, 'ExtGState')) {
      const state = fontOfState(dictAt(value));
      if (state) addFont(state.font, state.ref);
    }
    for (const [, value] of entriesOf(resources, 'XObject')) {
      const form = streamAt(value);
      if (isForm(form)) list(resourcesOf(form, undefined));
    }
    // Tiling patterns are content streams; shading patterns are dictionaries and draw no text.
    for (const [, value] of entriesOf(resources, 'Pattern')) {
      const pattern = streamAt(value);
      if (pattern) read(pattern, resourcesOf(pattern, resources), undefined, 1);
    }
  }

  function read(
    stream: PDFStream | PDFStream[],
    resources: PDFDict | undefined,
    inherited: PDFDict | undefined,
    depth: number,
  ) {
    if (listing) list(resources);
    const bytes = decoded(Array.isArray(stream) ? stream : [stream], budget);
    if (!bytes) {
      result.unsure = true;
      return;
    }
    let font = inherited;
    const saved: (PDFDict | undefined)[] = [];
    const show = (operand: Operand | undefined) => {
      if (!(operand instanceof Uint8Array)) return;
      if (!font) {
        result.unsure = true;
        return;
      }
      let codes = result.codes.get(font);
      if (!codes) result.codes.set(font, (codes = new Set()));
      for (const code of operand) codes.add(code);
    };
    const whole = readOperations(bytes, ({ operator, operands }) => {
      if (operator === 'q') saved.push(font);
      else if (operator === 'Q' && saved.length > 0) font = saved.pop();
      else if (operator === 'Tf') font = dictAt(named(resources, 'Font', operands[0]));
      else if (operator === 'gs')
        font = fontOfState(dictAt(named(resources, 'ExtGState', operands[0])))?.font ?? font;
      else if (operator === 'Tj' || operator === "'" || operator === '"') show(operands.at(-1));
      else if (operator === 'TJ')
        for (const part of (operands.at(-1) as Operand[] | undefined) ?? []) show(part);
      else if (operator === 'Do') {
        const form = streamAt(named(resources, 'XObject', operands[0]));
        if (!isForm(form)) return;
        const fontsRead = formsRead.get(form) ?? new Set();
        formsRead.set(form, fontsRead);
        if (depth >= maxFormDepth) result.unsure = true;
        else if (!fontsRead.has(font)) {
          fontsRead.add(font);
          // A form without resources of its own uses its caller's (PDF 1.1 files).
          read(form, resourcesOf(form, resources), font, depth + 1);
        }
      }
    });
    if (!whole) result.unsure = true;
  }

  const readPage = (leaf: PDFPageLeaf) => {
    const contents = resolve(leaf.get(key('Contents')));
    const streams =
      contents === undefined
        ? []
        : contents instanceof PDFArray
          ? contents.asArray().map(streamAt)
          : [streamAt(contents)];
    if (streams.every((stream) => stream !== undefined))
      read(
        streams as PDFStream[],
        dictAt(leaf.getInheritableAttribute(key('Resources'))),
        undefined,
        0,
      );
    else result.unsure = true;
  };
  readPage(page);
  listing = false;
  for (const other of otherPages) readPage(other);
  return result;
}

/**
 * The content's bytes, its streams one after the other (an operation may span two), or undefined
 * when one cannot be decoded or the budget is spent. Decoded a block at a time: pdf-lib sizes its
 * buffer to what is asked, so asking for the whole budget at once would take it.
 */
function decoded(streams: PDFStream[], budget: { bytes: number }): Uint8Array | undefined {
  const parts: Uint8Array[] = [];
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) return undefined;
    try {
      const decoder = decodePDFRawStream(stream);
      let length = 0;
      for (
        let block = decoder.getBytes(1 << 16);
        block.length > 0;
        block = decoder.getBytes(1 << 16)
      ) {
        length += block.length;
        budget.bytes -= block.length;
        if (budget.bytes < 0) return undefined;
      }
      decoder.reset();
      const content = decoder.getBytes(length);
      parts.push(
        new Uint8Array(content.buffer, content.byteOffset, content.byteLength),
        Uint8Array.of(0x0a),
      );
    } catch {
      return undefined;
    }
  }
  return Buffer.concat(parts);
}
