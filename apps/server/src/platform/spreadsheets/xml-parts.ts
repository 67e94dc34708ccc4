import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import { SpreadsheetRefused } from './cells';
import { unreadable } from './zip-parts';

/** What a part's reader does with its elements, by local name (`x:c` and `c` alike: some writers prefix the main namespace). */
export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** An attribute by its local name (`r:id` is `id`), whatever prefix the writer bound. */
export function attribute(attributes: Record<string, string>, name: string): string | undefined {
  if (name in attributes) return attributes[name];
  for (const key in attributes) if (localName(key) === name) return attributes[key];
  return undefined;
}

/**
 * Feeds a part to saxes, a strict streaming XML parser, one unpacked chunk at a time, and
 * yields after each so the caller can hand on what the handlers gathered: memory holds a
 * chunk, never the part. A part that is not well-formed XML is refused, and so is a DTD:
 * OOXML parts have none, and entity declarations are how XML bombs are built.
 */
export async function* parseXml(stream: Readable, handlers: XmlHandlers): AsyncGenerator<void> {
  const parser = new SaxesParser({ position: false });
  parser.on('doctype', () => {
    throw unreadable();
  });
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag) =>
      open(localName(tag.name), tag.attributes as Record<string, string>),
    );
  }
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(localName(tag.name)));
  }
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of stream) {
      parser.write(decoder.write(chunk as Buffer));
      yield;
    }
    parser.write(decoder.end());
    parser.close();
    yield;
  } catch (error) {
    // saxes throws on XML that is not well-formed; yauzl on a part longer than declared or a broken deflate stream.
    throw error instanceof SpreadsheetRefused ? error : unreadable();
  } finally {
    stream.destroy();
  }
}

/** Reads a whole part through its handlers (the small parts: workbook, relationships, strings, styles). */
export async function readXml(stream: Readable, handlers: XmlHandlers): Promise<void> {
  const parsing = parseXml(stream, handlers);
  while (!(await parsing.next()).done);
}

/**
 * Text as OOXML escapes it: a character XML cannot carry is written `_xHHHH_` (Excel writes a
 * carriage return as `_x000D_`), and a literal `_x` that would read as one is `_x005F_x`.
 */
export const unescapeText = (text: string): string =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      )
    : text;
