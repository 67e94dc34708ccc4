import { fileTypeFromBuffer } from 'file-type';
import { imageTypes, mediaTypes, type FileRule, type UploadKind } from '@veritag/domain';
import { inspectCsv, readsAsText } from './csv.inspector';
import { inspectFont } from './font.inspector';
import { inspectImage } from './image.inspector';
import { notAccepted, type Inspection } from './inspection';
import { inspectSpreadsheet } from './spreadsheet.inspector';

/** file-type's names for what an Excel file may look like before the spreadsheet inspector looks inside. */
const spreadsheetSignatures = [
  'application/x-cfb',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/**
 * Judges an upload by its bytes alone: the signature says which kind it claims to be, that
 * kind's inspector checks it is one, within the caps. A file with no signature may only be
 * CSV text. The name and the declared type the browser sent play no part.
 */
export async function inspectUpload(buffer: Buffer, rule: FileRule): Promise<Inspection> {
  // A font rule takes fonts only, judged by the sfnt header (file-type misses old 'true' fonts).
  if (rule.kinds.includes('font')) return inspectFont(buffer, rule);
  // Text is judged as text first: file-type takes letters at the start of a text for a
  // signature ("BM", "MZ", "ID3"...), and no kind but CSV is plain text (readsAsText).
  if (rule.kinds.includes('csv') && readsAsText(buffer)) return inspectCsv(buffer, rule);
  // file-type reads signatures and bounds what it unpacks (1 MB of a zip entry); a file it
  // cannot make sense of is one without a signature.
  const detected = await fileTypeFromBuffer(buffer).catch(() => undefined);
  const kind = detected ? kindOf(detected.mime) : 'csv';
  if (kind === undefined || !rule.kinds.includes(kind)) return notAccepted(rule);
  switch (kind) {
    case 'csv':
      return inspectCsv(buffer, rule);
    case 'spreadsheet':
      return inspectSpreadsheet(buffer, rule);
    case 'pdf': {
      // pdf-lib adds about 35 MB to a process when loaded; a process that never receives a
      // PDF (a jobs worker, an API process before its first PDF upload) does not pay it.
      const { inspectPdf } = await import('./pdf.inspector');
      return inspectPdf(buffer, rule);
    }
    case 'image':
      return inspectImage(buffer, rule);
    case 'font':
      return inspectFont(buffer, rule);
    case 'media':
      // Videos and sound are stored and served as they are, never decoded on the server.
      return rule.accept.includes(detected!.mime)
        ? { contentType: detected!.mime, extension: detected!.ext }
        : notAccepted(rule);
  }
}

function kindOf(mime: string): UploadKind | undefined {
  if ((imageTypes as readonly string[]).includes(mime)) return 'image';
  if (mime === 'application/pdf') return 'pdf';
  if (spreadsheetSignatures.includes(mime)) return 'spreadsheet';
  if ((mediaTypes as readonly string[]).includes(mime)) return 'media';
  return undefined;
}
