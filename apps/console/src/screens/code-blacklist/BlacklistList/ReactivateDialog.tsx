import { codeBlacklistCalls } from '@veritag/api';
import { isUnderReview, ReactivateRequestSchema, type BlacklistEntry } from '@veritag/domain';
import { Dialog, DialogContent, Form, showToast, useVeritagForm } from '@veritag/ui';
import { saveForm } from '#app/app/report-failure';
import { api } from '#app/session/api-client';
import { DialogButtons } from '#app/kit/dialog/DialogButtons';
import { noteDescription } from './dialog-fields';

/** Reactivate one blacklisted code, with an optional note: its entry stays in the code's history. */
export function ReactivateDialog({
  entry,
  onClose,
  onChanged,
}: {
  entry: BlacklistEntry | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={`Reactivate ${entry?.code ?? ''}`}>
        {entry && <ReactivateForm entry={entry} onClose={onClose} onChanged={onChanged} />}
      </DialogContent>
    </Dialog>
  );
}

function ReactivateForm({
  entry,
  onClose,
  onChanged,
}: {
  entry: BlacklistEntry;
  onClose: () => void;
  onChanged: () => void;
}) {
  const form = useVeritagForm({
    schema: ReactivateRequestSchema,
    defaultValues: { code: entry.code, note: '' },
    onSubmit: (body) =>
      saveForm(async () => {
        await api.call(codeBlacklistCalls.reactivate, { body });
        showToast({
          tone: 'success',
          detail: `Code ${entry.code} is reactivated`,
          subject: 'code-blacklist',
        });
        onChanged();
      }, onClose),
  });
  return (
    <Form form={form} aria-label={`Reactivate ${entry.code}`}>
      <p>
        {isUnderReview(entry)
          ? "This lifts the platform's blacklisting: scans of this code will no longer say it is under review."
          : 'Scans of this code will no longer say it is blacklisted.'}
      </p>
      <form.AppField name="note">
        {(field) => <field.TextArea label="Note" description={noteDescription} />}
      </form.AppField>
      <DialogButtons label="Reactivate" onCancel={onClose} />
    </Form>
  );
}
