import { rollCalls, vendorCalls } from '@veritag/api';
import { notices, type Roll } from '@veritag/domain';
import { showToast } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { reportFailure } from '#app/app/report-failure';
import { saveFile } from '#app/kit/files/save-file';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { useLiveServerList } from '#app/kit/list/use-live-server-list';
import { api } from '#app/session/api-client';
import { rollColumns } from './roll-columns';

/** Who may open this screen: whoever the server lets list the rolls (Rolls, level 1). */
export const access = rollCalls.list.access;

const describeRoll = (roll: Roll) =>
  `roll ${roll.id} (${roll.startingToken} to ${roll.endingToken})`;

/** Spec 002 section 4: asks for the roll's file, says so, and shows the roll RUNNING. */
async function generate(roll: Roll, reload: () => void): Promise<void> {
  try {
    await api.call(rollCalls.generateFile, { params: { id: roll.id } });
    showToast({ tone: 'info', detail: notices.rollFileRequested, subject: 'roll-file' });
  } catch (error) {
    reportFailure(error);
  }
  reload();
}

/** The roll's file through its authenticated route (the spec's static file URL), saved under the server's name. */
async function download(roll: Roll): Promise<void> {
  try {
    saveFile(await api.call(rollCalls.download, { params: { id: roll.id } }));
  } catch (error) {
    reportFailure(error);
  }
}

/**
 * roll_file_list, the menu's Rolls (spec 002 sections 2 and 4): Download when the roll file is
 * COMPLETED, Generate when it is neither COMPLETED nor RUNNING, nothing while RUNNING. While a
 * roll on the page is RUNNING the page is asked for again, so its Download appears by itself.
 * The spec's add action leads to vendor_add (shown by the Vendor privilege's add rule).
 */
export default function RollFileList() {
  const list = useLiveServerList(rollCalls.list, isRunning);
  const declaration = defineList({
    title: 'Rolls',
    trail: [{ label: 'Printing' }],
    call: rollCalls.list,
    columns: rollColumns,
    getRowId: (roll) => String(roll.id),
    describeRow: describeRoll,
    headerActions: [{ label: 'Add Vendor', call: vendorCalls.create, to: paths.vendorAdd }],
    rowActions: [
      {
        label: 'Download',
        call: rollCalls.download,
        isShown: (roll) => roll.rollFileStatus === 'COMPLETED',
        onAction: (roll) => void download(roll),
      },
      {
        label: 'Generate',
        call: rollCalls.generateFile,
        isShown: (roll) => roll.rollFileStatus !== 'COMPLETED' && roll.rollFileStatus !== 'RUNNING',
        onAction: (roll) => void generate(roll, list.reload),
      },
    ],
  });
  return <ListScreen declaration={declaration} list={list} />;
}

const isRunning = (roll: Roll) => roll.rollFileStatus === 'RUNNING';
