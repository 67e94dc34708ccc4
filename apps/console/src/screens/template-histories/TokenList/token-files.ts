import { templateHistoryCalls } from '@veritag/api';
import { tokenRowActions, type TokenBatch, type TokenFile } from '@veritag/domain';
import { reportFailure } from '#app/app/report-failure';
import { saveFile } from '#app/kit/files/save-file';
import { api } from '#app/session/api-client';

/** A file a batch offers, with what its download button says under the Downloads header. */
export interface OfferedFile {
  label: string;
  file: TokenFile;
}

const byPart = (a: TokenFile, b: TokenFile) => a.part - b.part;

/**
 * The downloads of a batch (spec 001 section 2), none while it is RUNNING (section 4) and
 * only of files it made: the PDF, one per part ("PDF part 2 of 3") when its labels were split
 * into several files; the CSV of codes; the URLs CSV; and the manifest (ours: the template
 * revision, the count, the first and last code and every file's size and SHA-256).
 */
export function offeredFiles(batch: TokenBatch): OfferedFile[] {
  if (!tokenRowActions(batch.status).downloadPdf) return [];
  const files = batch.files ?? [];
  const pdfs = files.filter((file) => file.kind === 'pdf').sort(byPart);
  const one = (kind: TokenFile['kind'], label: string) =>
    files
      .filter((file) => file.kind === kind)
      .slice(0, 1)
      .map((file) => ({ label, file }));
  return [
    ...pdfs.map((file, index) => ({
      label: pdfs.length === 1 ? 'PDF' : `PDF part ${index + 1} of ${pdfs.length}`,
      file,
    })),
    ...one('codes', 'CSV'),
    ...one('urls', 'URLs CSV'),
    ...one('manifest', 'Manifest'),
  ];
}

/** Fetches one file of a batch through its authenticated route and saves it under its name. */
export async function downloadTokenFile(batch: TokenBatch, file: TokenFile): Promise<void> {
  try {
    const { blob } = await api.call(templateHistoryCalls.download, {
      params: { id: batch.id, kind: file.kind },
      query: { part: file.part },
    });
    saveFile({ blob, fileName: file.name });
  } catch (error) {
    reportFailure(error);
  }
}
