import { labelProductionCalls, printDataCalls } from '@veritag/api';
import { notices, printDataNextStep, type PrintData } from '@veritag/domain';
import { showToast } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { reportFailure } from '#app/app/report-failure';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { useLiveServerList } from '#app/kit/list/use-live-server-list';
import { go } from '#app/app/navigation';
import { api } from '#app/session/api-client';
import { describePrintData } from './describe-print-data';
import { printDataColumns } from './print-data-columns';
import { viewPrintData } from './view-print-data';

/** Who may open this screen: whoever the server lets list print data (Print Data, level 1). */
export const access = printDataCalls.list.access;

/**
 * Ours: asks again for a run whose generation never started or FAILED (the save's second step
 * can fail after the record was saved, and nothing else would start it).
 */
async function generate(row: PrintData, reload: () => void): Promise<void> {
  try {
    if (
      printDataNextStep({ micrositeEnable: row.isMicrosite ?? row.client.micrositeEnable }) ===
      'generateMicrositeCodes'
    ) {
      await api.call(printDataCalls.generateMicrositeCodes, { body: { companyInfoId: row.id } });
    } else {
      await api.call(printDataCalls.generateFile, { params: { id: row.id } });
    }
    showToast({ tone: 'success', detail: notices.fileGenerating, subject: 'print-data-generate' });
  } catch (error) {
    reportFailure(error);
  }
  reload();
}

/**
 * The print data list (spec 001 section 2): paged, sorted and searched on the server, 10 rows.
 * While a run on the page is generating its file it asks for the page again (as the token list
 * does), so the progress moves and the downloads appear when the file is ready.
 */
export default function PrintDataList() {
  const list = useLiveServerList(printDataCalls.list, isGenerating);
  const declaration = defineList({
    title: 'Print Data',
    trail: [{ label: 'Printing' }],
    call: printDataCalls.list,
    columns: printDataColumns,
    getRowId: (row) => String(row.id),
    describeRow: describePrintData,
    headerActions: [{ label: 'Add', call: printDataCalls.create, to: paths.printDataAdd }],
    rowActions: [
      { label: 'View', call: printDataCalls.get, onAction: viewPrintData },
      {
        label: 'Label Production',
        call: labelProductionCalls.create,
        onAction: (row) => go(paths.labelProductionAdd, { id: row.id }),
      },
      {
        label: 'Generate file',
        call: printDataCalls.generateFile,
        isShown: (row) => !row.genStatus || row.genStatus === 'FAILED',
        onAction: (row) => void generate(row, list.reload),
      },
    ],
  });
  return <ListScreen declaration={declaration} list={list} />;
}

const isGenerating = (row: PrintData) => row.genStatus === 'RUNNING';
