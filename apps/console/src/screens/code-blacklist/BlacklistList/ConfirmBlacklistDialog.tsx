import { codeBlacklistCalls } from '@veritag/api';
import {
  ConfirmRequestSchema,
  describeBlacklistEvidence,
  type BlacklistEntry,
} from '@veritag/domain';
import { Dialog, DialogContent, Form, showToast, useVeritagForm } from '@veritag/ui';
import { saveForm } from '#app/app/report-failure';
import { api } from '#app/session/api-client';
import { DialogButtons } from '#app/kit/dialog/DialogButtons';
import { noteDescription } from './dialog-fields';

/**
 * Confirm the platform's blacklisting of one code under review (decision 0354), with an optional
 * note: until now its scans said "under review"; from now on they say not genuine.
 */
export function ConfirmBlacklistDialog({
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
      <DialogContent title={`Confirm ${entry?.code ?? ''}`}>
        {entry && <ConfirmForm entry={entry} onClose={onClose} onChanged={onChanged} />}
      </DialogContent>
    </Dialog>
  );
}

function ConfirmForm({
  entry,
  onClose,
  onChanged,
}: {
  entry: BlacklistEntry;
  onClose: () => void;
  onChanged: () => void;
}) {
  const form = useVeritagForm({
    schema: ConfirmRequestSchema,
    defaultValues: { code: entry.code, note: '' },
    onSubmit: (body) =>
      saveForm(async () => {
        await api.call(codeBlacklistCalls.confirm, { body });
        showToast({
          tone: 'success',
          detail: `Code ${entry.code} is blacklisted: its scans say it is not genuine`,
          subject: 'code-blacklist',
        });
        onChanged();
      }, onClose),
  });
  const seen = entry.evidence
    ? `It saw ${describeBlacklistEvidence(entry.evidence)}.`
    : 'What it saw was not recorded.';
  return (
    <Form form={form} aria-label={`Confirm the blacklisting of ${entry.code}`}>
      <p>
        The platform blacklisted this code when its product&apos;s scan limit was passed. {seen}{' '}
        Once you confirm, scans of this code say it is not genuine instead of under review.
      </p>
      <form.AppField name="note">
        {(field) => <field.TextArea label="Note" description={noteDescription} />}
      </form.AppField>
      <DialogButtons label="Confirm" onCancel={onClose} />
    </Form>
  );
}
