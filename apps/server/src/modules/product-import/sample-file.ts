import type { FileReply } from '../../http/bind-call';
import { streamReport } from '../../platform/reports';
import { importColumns, sampleRow } from './import-columns';

/**
 * Download Sample Excel: the import's own columns, in its order, and one example row that
 * imports as it is. Every cell is text, so codes such as 0012 and dates keep the form the
 * import reads.
 */
export function sampleFile(): FileReply {
  const report = streamReport(
    {
      format: 'xlsx',
      sheetName: 'Products',
      columns: importColumns.map((column) => ({
        header: column.field,
        key: column.field,
        type: 'text' as const,
        width: Math.max(14, column.field.length + 2),
      })),
      rows: [sampleRow()],
    },
    'product-upload-sample',
  );
  return {
    stream: report.stream,
    contentType: report.contentType,
    fileName: report.fileName,
    disposition: 'attachment',
  };
}
