import { useState } from 'react';
import { smartBinCalls } from '@veritag/api';
import type { SmartBinQr } from '@veritag/domain';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { useLiveServerList } from '#app/kit/list/use-live-server-list';
import { DeleteDialog, DownloadDialog, UploadDialog } from './SmartBinDialogs';
import { smartBinColumns } from './smart-bin-columns';

type Open = 'upload' | 'download' | 'delete' | null;

/**
 * /smart-bin (spec 002): the company's codes collected from smart bins, newest first, paged
 * and searched on the server; Upload Excel, Download by date range and Delete (one code or a
 * date range). The Smart Bin privilege's one level allows all of them, so every caller who
 * opens the screen gets every button. The page is asked for again after each change.
 */
export default function SmartBinList() {
  const list = useLiveServerList(smartBinCalls.list);
  const [open, setOpen] = useState<Open>(null);
  const [chosen, setChosen] = useState<SmartBinQr | null>(null);
  const close = () => {
    setOpen(null);
    setChosen(null);
  };
  const deleteRow = (row: SmartBinQr) => {
    setChosen(row);
    setOpen('delete');
  };
  // Every button's rule is the list's: the privilege's one level allows them all.
  const call = smartBinCalls.list;
  const declaration = defineList({
    title: 'Smart Bin',
    trail: [],
    call,
    columns: smartBinColumns,
    getRowId: (row) => String(row.id),
    describeRow: (row) => row.qrCode,
    headerActions: [
      { label: 'Upload Excel', call, onPress: () => setOpen('upload') },
      { label: 'Download', call, onPress: () => setOpen('download') },
      { label: 'Delete', call, onPress: () => setOpen('delete') },
    ],
    rowActions: [{ label: 'Delete', call, variant: 'danger', onAction: deleteRow }],
    emptyMessage: 'No codes are in the smart bin',
  });
  return (
    <ListScreen declaration={declaration} list={list}>
      <UploadDialog open={open === 'upload'} onClose={close} onChanged={list.reload} />
      <DownloadDialog open={open === 'download'} onClose={close} />
      <DeleteDialog
        open={open === 'delete'}
        onClose={close}
        onChanged={list.reload}
        rows={list.rows}
        chosen={chosen}
      />
    </ListScreen>
  );
}

/** Who may open this screen: whoever the server lets use the smart bin (admins, users with Smart Bin; never producers or the super admin). */
export const access = smartBinCalls.list.access;
