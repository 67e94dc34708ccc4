import { smartBinCalls } from '@veritag/api';
import {
  datePartsOf,
  fileRules,
  formatIsoDate,
  SmartBinDeleteFormSchema,
  SmartBinRangeSchema,
  SmartBinUploadSchema,
  yearRanges,
  type SmartBinQr,
} from '@veritag/domain';
import { Dialog, DialogContent, Form, showToast, useVeritagForm } from '@veritag/ui';
import { browserTimeZone } from '#app/app/browser-time-zone';
import { saveForm } from '#app/app/report-failure';
import { DialogButtons } from '#app/kit/dialog/DialogButtons';
import { downloadReport } from '#app/kit/files/download-report';
import { api } from '#app/session/api-client';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}
/** Spec 002 section 8: a success shows an info toast with the server's text. */
const saidByServer = (message: string) =>
  showToast({ tone: 'info', detail: message, subject: 'smart-bin' });
/** From and To: typed or picked, no day after today. */
const today = () => formatIsoDate(datePartsOf(new Date()));

/**
 * Upload Excel: one .xls or .xlsx file (spec 002 section 5) or a CSV (decision 0425), checked with
 * the domain rule when chosen.
 */
export function UploadDialog({
  open,
  onClose,
  onChanged,
}: DialogProps & { onChanged: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent title="Upload Excel">
        {open && <UploadForm onClose={onClose} onChanged={onChanged} />}
      </DialogContent>
    </Dialog>
  );
}

function UploadForm({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const form = useVeritagForm({
    schema: SmartBinUploadSchema,
    defaultValues: { file: null },
    onSubmit: ({ file }) =>
      saveForm(async () => {
        const reply = await api.call(smartBinCalls.upload, {
          body: {},
          files: { file: file instanceof File ? file : undefined },
        });
        saidByServer(reply.message);
        onChanged();
      }, onClose),
  });
  return (
    <Form form={form} aria-label="Upload Excel">
      <form.AppField name="file">
        {(field) => (
          <field.FileField label="Excel File" rule={fileRules.smartBinSheet} isRequired />
        )}
      </form.AppField>
      <DialogButtons label="Upload" onCancel={onClose} />
    </Form>
  );
}

/** Download: the codes uploaded From to To, as a spreadsheet the server writes (a report job). */
export function DownloadDialog({ open, onClose }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent title="Download">{open && <DownloadForm onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function DownloadForm({ onClose }: { onClose: () => void }) {
  const form = useVeritagForm({
    schema: SmartBinRangeSchema,
    defaultValues: { fromDate: '', toDate: '', timeZone: browserTimeZone() },
    onSubmit: (query) =>
      saveForm(
        async () => downloadReport((await api.call(smartBinCalls.download, { query })).fileName),
        onClose,
      ),
  });
  const lastDay = today();
  return (
    <Form form={form} aria-label="Download the codes uploaded in a date range">
      <form.AppField name="fromDate">
        {(field) => (
          <field.DatePicker
            label="From"
            yearRange={yearRanges.report}
            maxDate={lastDay}
            isRequired
          />
        )}
      </form.AppField>
      <form.AppField name="toDate">
        {(field) => (
          <field.DatePicker label="To" yearRange={yearRanges.report} maxDate={lastDay} isRequired />
        )}
      </form.AppField>
      <DialogButtons label="Download" onCancel={onClose} />
    </Form>
  );
}

const modes = [
  { id: 'single', name: 'Delete single' },
  { id: 'range', name: 'Delete by date range' },
] as const;

type DeleteProps = DialogProps & {
  onChanged: () => void;
  rows: readonly SmartBinQr[];
  chosen: SmartBinQr | null;
};

/**
 * Delete (spec 002 section 4): delete single (the code chosen among the rows shown, or the row
 * whose Delete was pressed), or delete by date range, which reveals From and To.
 */
export function DeleteDialog({ open, onClose, ...props }: DeleteProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent title={props.chosen ? `Delete ${props.chosen.qrCode}` : 'Delete'}>
        {open && <DeleteForm onClose={onClose} {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function DeleteForm({ onClose, onChanged, rows, chosen }: Omit<DeleteProps, 'open'>) {
  const form = useVeritagForm({
    schema: SmartBinDeleteFormSchema,
    defaultValues: {
      mode: chosen ? 'single' : '',
      id: chosen?.id ?? '',
      fromDate: '',
      toDate: '',
      timeZone: browserTimeZone(),
    },
    onSubmit: ({ mode: _mode, ...query }) =>
      saveForm(async () => {
        const reply = await api.call(smartBinCalls.remove, { query });
        saidByServer(reply.message);
        onChanged();
      }, onClose),
  });
  const codeChoices = rows.map((row) => ({ id: String(row.id), name: row.qrCode }));
  const lastDay = today();
  return (
    <Form form={form} aria-label={chosen ? `Delete ${chosen.qrCode}` : 'Delete smart bin codes'}>
      {!chosen && (
        <form.AppField name="mode">
          {(field) => (
            <field.ComboBox label="Delete" placeholder="Choose how" items={modes} isRequired />
          )}
        </form.AppField>
      )}
      <form.Subscribe selector={(state) => state.values.mode}>
        {(mode) => (
          <>
            {!chosen && mode === 'single' && (
              <form.AppField name="id">
                {(field) => (
                  <field.ComboBox
                    label="Qr Code"
                    placeholder="Choose a code"
                    items={codeChoices}
                    isRequired
                  />
                )}
              </form.AppField>
            )}
            {mode === 'range' && (
              <>
                <form.AppField name="fromDate">
                  {(field) => (
                    <field.DatePicker
                      label="From"
                      yearRange={yearRanges.report}
                      maxDate={lastDay}
                      isRequired
                    />
                  )}
                </form.AppField>
                <form.AppField name="toDate">
                  {(field) => (
                    <field.DatePicker
                      label="To"
                      yearRange={yearRanges.report}
                      maxDate={lastDay}
                      isRequired
                    />
                  )}
                </form.AppField>
              </>
            )}
          </>
        )}
      </form.Subscribe>
      <DialogButtons label="Delete" onCancel={onClose} />
    </Form>
  );
}
