import { useState } from 'react';
import { smartBinCalls } from '@veritag/api';
import type { SmartBinQr } from '@veritag/domain';
import { Button, DataTable, type RowAction } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { useLiveServerList } from '#app/kit/list/use-live-server-list';
import { DeleteDialog, DownloadDialog, UploadDialog } from './SmartBinDialogs';
import { smartBinColumns } from './smart-bin-columns';

const title = 'Smart Bin';
const nothingRuns = () => false;
type Open = 'upload' | 'download' | 'delete' | null;

/**
 * /smart-bin (spec 002): the company's codes collected from smart bins, newest first, paged
 * and searched on the server; Upload Excel, Download by date range and Delete (one code or a
 * date range). The Smart Bin privilege's one level allows all of them, so every caller who
 * opens the screen gets every button. The page is asked for again after each change.
 */
export default function SmartBinList() {
  const list = useLiveServerList(smartBinCalls.list, nothingRuns);
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
  const actions: RowAction<SmartBinQr>[] = [{ label: 'Delete', variant: 'danger', onAction: deleteRow }];
  const toolbar = [
    <Button key="upload" onPress={() => setOpen('upload')}>Upload Excel</Button>,
    <Button key="download" variant="secondary" onPress={() => setOpen('download')}>Download</Button>,
    <Button key="delete" variant="secondary" onPress={() => setOpen('delete')}>Delete</Button>,
  ];

  return (
    <>
      <PageHeader title={title} trail={[]} />
      <DataTable
        mode="server"
        caption={title}
        columns={smartBinColumns}
        rows={list.rows}
        total={list.total}
        totalIsEstimate={list.totalIsEstimate}
        onQueryChange={list.onQueryChange}
        getRowId={(row) => String(row.id)}
        describeRow={(row) => row.qrCode}
        isLoading={list.isLoading}
        error={list.error}
        toolbar={toolbar}
        actions={actions}
        emptyMessage="No codes are in the smart bin"
      />
      <UploadDialog open={open === 'upload'} onClose={close} onChanged={list.reload} />
      <DownloadDialog open={open === 'download'} onClose={close} />
      <DeleteDialog open={open === 'delete'} onClose={close} onChanged={list.reload} rows={list.rows} chosen={chosen} />
    </>
  );
}

/** Who may open this screen: whoever the server lets use the smart bin (admins, users with Smart Bin; never producers or the super admin). */
export const access = smartBinCalls.list.access;
