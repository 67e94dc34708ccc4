import { useState } from 'react';
import * as v from 'valibot';
import { codeBlacklistCalls } from '@veritag/api';
import { ReactivateRequestSchema, type BlacklistEntry } from '@veritag/domain';
import { Button, Dialog, DialogContent, showToast } from '@veritag/ui';
import { reportFailure } from '#app/app/report-failure';
import { api } from '#app/session/api-client';
import { NoteField, problemsOf, serverProblemsOf, type FieldProblems } from './dialog-fields';
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
  const [problems, setProblems] = useState<FieldProblems>({});
  const [sending, setSending] = useState(false);
  const reactivate = async () => {
    const parsed = v.safeParse(ReactivateRequestSchema, { code: entry.code, ...(note.trim() ? { note } : {}) });
    if (!parsed.success) return setProblems(problemsOf(parsed.issues));
    setSending(true);
    try {
      await api.call(codeBlacklistCalls.reactivate, { body: parsed.output });
      showToast({ tone: 'success', detail: `Code ${entry.code} is reactivated`, subject: 'code-blacklist' });
      onChanged();
      onClose();
    } catch (error) {
      reportFailure(error);
      setProblems(serverProblemsOf(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={styles.fields}>
      <p>Scans of this code will no longer say it is blacklisted.</p>
      <NoteField value={note} onChange={setNote} error={problems.note} />
      <div className={styles.buttons}>
        <Button onPress={() => void reactivate()} isDisabled={sending}>
          Reactivate
        </Button>
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
