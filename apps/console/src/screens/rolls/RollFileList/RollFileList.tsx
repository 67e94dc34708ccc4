import { rollCalls, vendorCalls } from '@veritag/api';
import { notices, type Roll } from '@veritag/domain';
import { Button, DataTable, showToast } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { paths } from '#app/app/paths';
import { reportFailure } from '#app/app/report-failure';
import { useAllowed } from '#app/kit/access/use-allowed';
import { saveFile } from '#app/kit/files/save-file';
import { useLiveServerList } from '#app/kit/list/use-live-server-list';
import { go } from '#app/routing/navigation';
import { api } from '#app/session/api-client';
import { rollColumns } from './roll-columns';

const title = 'Label Production File List';

/** Who may open this screen: whoever the server lets list the rolls (Rolls, level 1). */
export const access = rollCalls.list.access;

const describeRoll = (roll: Roll) => `roll ${roll.id} (${roll.startingToken} to ${roll.endingToken})`;

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
  const allowed = useAllowed();
  const list = useLiveServerList(rollCalls.list, (roll) => roll.rollFileStatus === 'RUNNING');
  const actions = [
    { label: 'Download', call: rollCalls.download, isShown: (roll: Roll) => roll.rollFileStatus === 'COMPLETED', onAction: (roll: Roll) => void download(roll) },
    {
      label: 'Generate',
      call: rollCalls.generateFile,
      isShown: (roll: Roll) => roll.rollFileStatus !== 'COMPLETED' && roll.rollFileStatus !== 'RUNNING',
      onAction: (roll: Roll) => void generate(roll, list.reload),
    },
  ].filter((action) => allowed(action.call));
  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Printing' }]} />
      <DataTable
        mode="server"
        caption={title}
        columns={rollColumns}
        rows={list.rows}
        total={list.total}
        totalIsEstimate={list.totalIsEstimate}
        onQueryChange={list.onQueryChange}
        getRowId={(roll) => String(roll.id)}
        describeRow={describeRoll}
        isLoading={list.isLoading}
        error={list.error}
        actions={actions}
        toolbar={allowed(vendorCalls.create) ? <Button onPress={() => go(paths.vendorAdd)}>Add Vendor</Button> : undefined}
      />
    </>
  );
}
