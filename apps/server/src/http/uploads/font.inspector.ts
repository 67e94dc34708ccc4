import type { FileRule } from '@veritag/domain';
import { notAccepted, type Inspection } from './inspection';

/** The sfnt versions a font file starts with: TrueType (0x00010000, or 'true' from old Macs) and OpenType with CFF outlines ('OTTO'). */
const signatures: { tag: number; format: 'ttf' | 'otf' }[] = [
  { tag: 0x00010000, format: 'ttf' },
  { tag: 0x74727565, format: 'ttf' },
  { tag: 0x4f54544f, format: 'otf' },
];
const contentTypes = { ttf: 'font/ttf', otf: 'font/otf' } as const;
/** A real font has a dozen to a few dozen tables; this bounds a header that claims thousands. */
const maxTables = 200;

/**
 * A TrueType or OpenType font: the sfnt version, then a table directory whose every table
 * lies inside the file. A collection (.ttc), WOFF or anything else is refused; nothing
 * beyond the directory is parsed here (the label engine's font reader does that on use).
 */
export function inspectFont(buffer: Buffer, rule: FileRule): Inspection {
  if (buffer.length < 12) return notAccepted(rule);
  const version = buffer.readUInt32BE(0);
  const format = signatures.find((signature) => signature.tag === version)?.format;
  if (!format) return notAccepted(rule);
  const tables = buffer.readUInt16BE(4);
  if (tables === 0 || tables > maxTables || 12 + tables * 16 > buffer.length)
    return notAccepted(rule, 'The font file is damaged');
  for (let index = 0; index < tables; index++) {
    const record = 12 + index * 16;
    const offset = buffer.readUInt32BE(record + 8);
    const length = buffer.readUInt32BE(record + 12);
    if (offset + length > buffer.length) return notAccepted(rule, 'The font file is damaged');
  }
  return { contentType: contentTypes[format], extension: format };
}
