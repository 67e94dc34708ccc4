import { useState } from 'react';
import { codeBlacklistCalls } from '@veritag/api';
import {
  BlacklistRequestSchema, BulkBlacklistFieldsSchema, fileIssue, fileRules, type BulkBlacklistAction, type BulkBlacklistReply, type ChosenBlacklistReason,
} from '@veritag/domain';
import { Button, Dialog, DialogContent, FileUpload, showToast, Tabs, TabsContent, TabsList, TabsTrigger, TextField } from '@veritag/ui';
import { api } from '#app/session/api-client';
import { DialogButtons, DialogChoice } from '#app/kit/dialog/dialog-fields';
import { useDialogSend } from '#app/kit/dialog/use-dialog-send';
import { NoteField, ReasonChoice } from './dialog-fields';
import * as styles from './BlacklistList.css';

const actionChoices = [
  { id: 'blacklist', name: 'Blacklist' },
  { id: 'reactivate', name: 'Reactivate' },
] as const satisfies readonly { id: BulkBlacklistAction; name: string }[];

/**
 * Blacklist Codes: one code with its reason and note, or a CSV of codes (one per line or in
 * the first column) blacklisted or reactivated together, with the server's counts after.
 * Both are checked with the domain's schemas before sending; a refused file shows why.
 */
export function BlacklistDialog({ open, onClose, onChanged }: { open: boolean; onClose: () => void; onChanged: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent title="Blacklist Codes">
        {open && (
          <Tabs defaultValue="one">
            <TabsList aria-label="How">
              <TabsTrigger value="one">One code</TabsTrigger>
              <TabsTrigger value="file">CSV file</TabsTrigger>
            </TabsList>
            <TabsContent value="one">
              <OneCode onDone={onClose} onChanged={onChanged} />
            </TabsContent>
            <TabsContent value="file">
              <CodesFile onClose={onClose} onChanged={onChanged} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}

function OneCode({ onDone, onChanged }: { onDone: () => void; onChanged: () => void }) {
  const [code, setCode] = useState('');
  const [reason, setReason] = useState<ChosenBlacklistReason | ''>('');
  const [note, setNote] = useState('');
  const { problems, sending, send } = useDialogSend();
  const save = () =>
    send(
      { schema: BlacklistRequestSchema, input: { code, reason, ...(note.trim() ? { note } : {}) } },
      (body) => api.call(codeBlacklistCalls.blacklist, { body }),
      (entry) => {
        showToast({ tone: 'success', detail: `Code ${entry.code} is blacklisted`, subject: 'code-blacklist' });
        onChanged();
        onDone();
      },
    );
  return (
    <div className={styles.fields}>
      <TextField label="Code" value={code} onChange={setCode} isRequired isInvalid={problems.code !== undefined} errorMessage={problems.code} />
      <ReasonChoice value={reason} onChange={setReason} error={problems.reason} />
      <NoteField value={note} onChange={setNote} error={problems.note} />
      <DialogButtons label="Blacklist" onPress={() => void save()} sending={sending} onCancel={onDone} />
    </div>
  );
}

function CodesFile({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const rule = fileRules.codeBlacklistCsv;
  const [file, setFile] = useState<File | null>(null);
  const [action, setAction] = useState<BulkBlacklistAction>('blacklist');
  const [reason, setReason] = useState<ChosenBlacklistReason | ''>('');
  const [note, setNote] = useState('');
  const { problems, sending, send } = useDialogSend();
  const [reply, setReply] = useState<BulkBlacklistReply>();
  const upload = () => {
    const fileProblem = file ? fileIssue(rule, file) : 'Choose a CSV file of codes';
    return send(
      {
        schema: BulkBlacklistFieldsSchema,
        input: { action, ...(action === 'blacklist' && reason ? { reason } : {}), ...(note.trim() ? { note } : {}) },
        found: fileProblem ? { file: fileProblem } : {},
      },
      (fields) => api.call(codeBlacklistCalls.upload, { body: fields, files: { file: file! } }),
      (counts) => {
        setReply(counts);
        onChanged();
      },
    );
  };
  if (reply) {
    return (
      <div className={styles.fields}>
        <dl aria-label="What the file did" className={styles.counts}>
          <dt>Codes in the file</dt>
          <dd>{reply.processed.toLocaleString('en-US')}</dd>
          <dt>{action === 'blacklist' ? 'Blacklisted now' : 'Reactivated now'}</dt>
          <dd>{reply.changed.toLocaleString('en-US')}</dd>
          <dt>{action === 'blacklist' ? 'Already blacklisted' : 'Not blacklisted'}</dt>
          <dd>{reply.alreadyInState.toLocaleString('en-US')}</dd>
        </dl>
        <div className={styles.buttons}>
          <Button onPress={onClose}>Done</Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.fields}>
      <FileUpload label="Codes File" rule={rule} value={file} onChange={setFile} errorMessage={problems.file} isRequired />
      <DialogChoice label="Action" choices={actionChoices} value={action} onChange={setAction} />
      {action === 'blacklist' && <ReasonChoice value={reason} onChange={setReason} error={problems.reason} />}
      <NoteField value={note} onChange={setNote} error={problems.note} />
      <DialogButtons label="Upload" onPress={() => void upload()} sending={sending} onCancel={onClose} />
    </div>
  );
}
