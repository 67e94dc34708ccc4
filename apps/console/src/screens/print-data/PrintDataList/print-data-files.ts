import { printDataCalls } from '@veritag/api';
import { printDataRowActions, type PrintData, type PrintDataFileKind } from '@veritag/domain';
import { reportFailure } from '#app/app/report-failure';
import { saveFile } from '#app/kit/files/save-file';
import { api } from '#app/session/api-client';

/** What each file's button says under the Downloads header. */
const labels: Record<PrintDataFileKind, string> = { xlsx: 'Excel', csv: 'CSV', svg: 'SVG' };
const order: readonly PrintDataFileKind[] = ['xlsx', 'csv', 'svg'];

/**
 * The files a print run offers (spec 001 section 4): none while its generation is RUNNING;
 * Excel and CSV of a CLOSE production only for admins. The server already lists in `files`
 * only what the caller may fetch (and refuses the rest); the rule is applied here as well, so
 * the buttons follow the spec even from a row read before the production closed.
 */
export function offeredFiles(
  row: PrintData,
  isAdmin: boolean,
): { kind: PrintDataFileKind; label: string }[] {
  const allowed = printDataRowActions(
    { genStatus: row.genStatus, productionStatus: row.rollDetails?.productionStatus },
    isAdmin,
  );
  if (row.genStatus === 'RUNNING') return [];
  const kinds = new Set((row.files ?? []).map((file) => file.kind));
  return order
    .filter((kind) => kinds.has(kind))
    .filter(
      (kind) => kind === 'svg' || (kind === 'xlsx' ? allowed.downloadExcel : allowed.downloadCsv),
    )
    .map((kind) => ({ kind, label: labels[kind] }));
}

/** Fetches one file of a print run through its authenticated route and saves it under the server's name. */
export async function downloadPrintDataFile(
  row: PrintData,
  kind: PrintDataFileKind,
): Promise<void> {
  try {
    saveFile(await api.call(printDataCalls.download, { params: { id: row.id, kind } }));
  } catch (error) {
    reportFailure(error);
  }
}
