import { streamReport } from '../../platform/reports';
import type { FilesService } from '../files';
import type { RowProblem } from './import-rows';

/** Files of this purpose are the error files users download (row, column, message). */
export const importErrorFiles = 'product-import-errors';

/**
 * The error file of a refused upload: an XLSX of row, column and message through the report
 * writer, streamed into storage; the caller records it (or discards it) in the job's step.
 */
export function storeErrorFile(
  files: FilesService,
  importId: number,
  companyId: number,
  problems: readonly RowProblem[],
) {
  const report = streamReport(
    {
      format: 'xlsx',
      sheetName: 'Errors',
      columns: [
        { header: 'Row', key: 'row', type: 'number', width: 8 },
        { header: 'Column', key: 'column', type: 'text', width: 28 },
        { header: 'Message', key: 'message', type: 'text', width: 70 },
      ],
      rows: problems,
    },
    `product-import-${importId}-errors`,
  );
  return files.storeStream(
    report.stream,
    {
      extension: 'xlsx',
      contentType: report.contentType,
      fileName: report.fileName,
      maxBytes: 10_000_000,
    },
    importErrorFiles,
    companyId,
  );
}
