import { useState } from 'react';
import { codeBlacklistCalls } from '@veritag/api';
import { ConfirmRequestSchema, describeBlacklistEvidence, type BlacklistEntry } from '@veritag/domain';
import { Dialog, DialogContent, showToast } from '@veritag/ui';
import { api } from '#app/session/api-client';
import { DialogButtons } from '#app/kit/dialog/dialog-fields';
import { useDialogSend } from '#app/kit/dialog/use-dialog-send';
import { NoteField } from './dialog-fields';
import * as styles from './BlacklistList.css';

/**
 * Confirm the platform's blacklisting of one code under review (issue 30), with an optional
 * note: until now its scans said "under review"; from now on they say not genuine.
 */
export function ConfirmBlacklistDialog({ entry, onClose, onChanged }: { entry: BlacklistEntry | null; onClose: () => void; onChanged: () => void }) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={`Confirm ${entry?.code ?? ''}`}>{entry && <ConfirmForm entry={entry} onClose={onClose} onChanged={onChanged} />}</DialogContent>
    </Dialog>
  );
}

function ConfirmForm({ entry, onClose, onChanged }: { entry: BlacklistEntry; onClose: () => void; onChanged: () => void }) {
  const [note, setNote] = useState('');
  const { problems, sending, send } = useDialogSend();
  const confirm = () =>
    send(
      { schema: ConfirmRequestSchema, input: { code: entry.code, ...(note.trim() ? { note } : {}) } },
      (body) => api.call(codeBlacklistCalls.confirm, { body }),
      () => {
        showToast({ tone: 'success', detail: `Code ${entry.code} is blacklisted: its scans say it is not genuine`, subject: 'code-blacklist' });
        onChanged();
        onClose();
      },
    );
  const seen = entry.evidence ? `It saw ${describeBlacklistEvidence(entry.evidence)}.` : 'What it saw was not recorded.';
  return (
    <div className={styles.fields}>
      <p>
        The platform blacklisted this code when its product&apos;s scan limit was passed. {seen} Once you confirm, scans of this code say it is not
        genuine instead of under review.
      </p>
      <NoteField value={note} onChange={setNote} error={problems.note} />
      <DialogButtons label="Confirm" onPress={() => void confirm()} sending={sending} onCancel={onClose} />
    </div>
  );
}
