import { useState } from 'react';
import { codeBlacklistCalls } from '@veritag/api';
import { isUnderReview, ReactivateRequestSchema, type BlacklistEntry } from '@veritag/domain';
import { Dialog, DialogContent, showToast } from '@veritag/ui';
import { api } from '#app/session/api-client';
import { DialogButtons } from '#app/kit/dialog/dialog-fields';
import { useDialogSend } from '#app/kit/dialog/use-dialog-send';
import { NoteField } from './dialog-fields';
import * as styles from './BlacklistList.css';

/** Reactivate one blacklisted code, with an optional note: its entry stays in the code's history. */
export function ReactivateDialog({ entry, onClose, onChanged }: { entry: BlacklistEntry | null; onClose: () => void; onChanged: () => void }) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={`Reactivate ${entry?.code ?? ''}`}>{entry && <ReactivateForm entry={entry} onClose={onClose} onChanged={onChanged} />}</DialogContent>
    </Dialog>
  );
}

function ReactivateForm({ entry, onClose, onChanged }: { entry: BlacklistEntry; onClose: () => void; onChanged: () => void }) {
  const [note, setNote] = useState('');
  const { problems, sending, send } = useDialogSend();
  const reactivate = () =>
    send(
      { schema: ReactivateRequestSchema, input: { code: entry.code, ...(note.trim() ? { note } : {}) } },
      (body) => api.call(codeBlacklistCalls.reactivate, { body }),
      () => {
        showToast({ tone: 'success', detail: `Code ${entry.code} is reactivated`, subject: 'code-blacklist' });
        onChanged();
        onClose();
      },
    );
  return (
    <div className={styles.fields}>
      <p>{isUnderReview(entry) ? "This lifts the platform's blacklisting: scans of this code will no longer say it is under review." : 'Scans of this code will no longer say it is blacklisted.'}</p>
      <NoteField value={note} onChange={setNote} error={problems.note} />
      <DialogButtons label="Reactivate" onPress={() => void reactivate()} sending={sending} onCancel={onClose} />
    </div>
  );
}
