import type { Readable } from 'node:stream';
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { formatFileSize, type ContentCaps } from '@veritag/domain';
import { SpreadsheetRefused } from './cells';

export const unreadable = () => new SpreadsheetRefused('The spreadsheet could not be read');

/** The parts of an .xlsx by name, opened one at a time in whatever order the reader needs. */
export interface ZipParts {
  has(name: string): boolean;
  /** The part's bytes as they unpack; a part missing, encrypted or larger than its header says is refused. */
  open(name: string): Promise<Readable>;
}

/**
 * The zip's directory, held to the upload caps before anything is unpacked: the number of
 * parts and the sizes their headers declare. yauzl then holds each part to its declared size
 * as it unpacks (validateEntrySizes), so the declared total bounds what is ever inflated, even
 * from a zip that lies in its headers. Part names are matched without case, as the package
 * format (OPC) says.
 */
export async function zipParts(file: Buffer, caps: ContentCaps['spreadsheet']): Promise<ZipParts> {
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(file, {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch {
    throw unreadable();
  }
  if (zip.entryCount > caps.maxEntries)
    throw new SpreadsheetRefused(
      `The spreadsheet has more than ${caps.maxEntries.toLocaleString('en-US')} parts`,
    );
  const entries = new Map<string, Entry>();
  let declared = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', () => reject(unreadable()));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      declared += entry.uncompressedSize;
      if (declared > caps.maxUnpackedBytes) {
        zip.close();
        reject(
          new SpreadsheetRefused(
            `The spreadsheet unpacks to more than ${formatFileSize(caps.maxUnpackedBytes)}`,
          ),
        );
        return;
      }
      if (!entry.fileName.endsWith('/')) entries.set(partKey(entry.fileName), entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
  return {
    has: (name) => entries.has(partKey(name)),
    async open(name) {
      const entry = entries.get(partKey(name));
      if (!entry || entry.isEncrypted()) throw unreadable();
      try {
        return await zip.openReadStreamPromise(entry);
      } catch {
        throw unreadable();
      }
    },
  };
}

const partKey = (name: string) => name.replace(/^\/+/, '').toLowerCase();
