import { useState } from 'react';
import { smartBinCalls } from '@veritag/api';
import { fileRules, SmartBinDeleteSchema, SmartBinRangeSchema, SmartBinUploadSchema, type SmartBinQr } from '@veritag/domain';
import { Dialog, DialogContent, FileUpload, showToast } from '@veritag/ui';
import { browserTimeZone } from '#app/app/browser-time-zone';
import { DialogButtons, DialogChoice } from '#app/kit/dialog/dialog-fields';
import * as styles from '#app/kit/dialog/dialog.css';
import { useDialogSend } from '#app/kit/dialog/use-dialog-send';
import { downloadReport } from '#app/kit/files/download-report';
import { api } from '#app/session/api-client';
import { RangeFields, type DateRange } from './range-fields';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}
/** Spec 002 section 8: a success shows an info toast with the server's text. */
const saidByServer = (message: string) => showToast({ tone: 'info', detail: message, subject: 'smart-bin' });
const noRange: DateRange = { fromDate: '', toDate: '' };
const withZone = (range: DateRange) => {
  const timeZone = browserTimeZone();
  return timeZone ? { ...range, timeZone } : range;
};

/** Upload Excel: one .xls or .xlsx file (spec 002 section 5), checked with the domain rule before sending. */
export function UploadDialog({ open, onClose, onChanged }: DialogProps & { onChanged: () => void }) {
  const rule = fileRules.smartBinSheet;
  const [file, setFile] = useState<File | null>(null);
  const { problems, sending, send } = useDialogSend();
  const close = () => {
    setFile(null);
    onClose();
  };
  const upload = () =>
    send(
      { schema: SmartBinUploadSchema, input: { file: file && { name: file.name, size: file.size, type: file.type } } },
      () => api.call(smartBinCalls.upload, { body: {}, files: { file: file! } }),
      (reply) => {
        saidByServer(reply.message);
        onChanged();
        close();
      },
    );
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent title="Upload Excel">
        <div className={styles.fields}>
          <FileUpload label="Excel File" rule={rule} value={file} onChange={setFile} errorMessage={problems.file} isRequired />
          <DialogButtons label="Upload" onPress={() => void upload()} sending={sending} onCancel={close} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Download: the codes uploaded From to To, as a spreadsheet the server writes (a report job). */
export function DownloadDialog({ open, onClose }: DialogProps) {
  const [range, setRange] = useState(noRange);
  const { problems, sending, send } = useDialogSend();
  const close = () => {
    setRange(noRange);
    onClose();
  };
  const download = () =>
    send(
      { schema: SmartBinRangeSchema, input: withZone(range) },
      async (query) => downloadReport((await api.call(smartBinCalls.download, { query })).fileName),
      close,
    );
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent title="Download">
        <div className={styles.fields}>
          <RangeFields range={range} onChange={setRange} problems={problems} />
          <DialogButtons label="Download" onPress={() => void download()} sending={sending} onCancel={close} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

const modes = [
  { id: 'single', name: 'Delete single' },
  { id: 'range', name: 'Delete by date range' },
] as const;
type Mode = (typeof modes)[number]['id'];

/**
 * Delete (spec 002 section 4): delete single (the code chosen among the rows shown, or the row
 * whose Delete was pressed), or delete by date range, which reveals From and To.
 */
export function DeleteDialog({ open, onClose, onChanged, rows, chosen }: DialogProps & { onChanged: () => void; rows: readonly SmartBinQr[]; chosen: SmartBinQr | null }) {
  const [mode, setMode] = useState<Mode | ''>('');
  const [id, setId] = useState('');
  const [range, setRange] = useState(noRange);
  const { problems, sending, send } = useDialogSend();
  const shownMode = chosen ? 'single' : mode;
  const close = () => {
    setMode('');
    setId('');
    setRange(noRange);
    onClose();
  };
  const remove = () =>
    send(
      {
        schema: SmartBinDeleteSchema,
        input: shownMode === 'single' ? { mode: 'single', id: chosen?.id ?? id } : shownMode === 'range' ? { mode: 'range', ...withZone(range) } : {},
      },
      (request) =>
        api.call(smartBinCalls.remove, {
          query: request.mode === 'single' ? { id: request.id } : { fromDate: request.fromDate, toDate: request.toDate, ...(request.timeZone ? { timeZone: request.timeZone } : {}) },
        }),
      (reply) => {
        saidByServer(reply.message);
        onChanged();
        close();
      },
    );
  const codeChoices = rows.map((row) => ({ id: String(row.id), name: row.qrCode }));
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent title={chosen ? `Delete ${chosen.qrCode}` : 'Delete'}>
        <div className={styles.fields}>
          {!chosen && <DialogChoice label="Delete" placeholder="Choose how" choices={modes} value={mode} onChange={setMode} error={problems.mode} />}
          {!chosen && shownMode === 'single' && <DialogChoice label="Qr Code" placeholder="Choose a code" choices={codeChoices} value={id} onChange={setId} error={problems.id} />}
          {shownMode === 'range' && <RangeFields range={range} onChange={setRange} problems={problems} />}
          <DialogButtons label="Delete" onPress={() => void remove()} sending={sending} onCancel={close} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
