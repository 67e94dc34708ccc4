import { useState } from 'react';
import { codeBlacklistCalls } from '@veritag/api';
import {
  BlacklistRequestSchema,
  BulkBlacklistFormSchema,
  fileRules,
  type BulkBlacklistAction,
  type BulkBlacklistReply,
} from '@veritag/domain';
import {
  Button,
  Dialog,
  DialogContent,
  Form,
  showToast,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useVeritagForm,
} from '@veritag/ui';
import { saveForm } from '#app/app/report-failure';
import { DialogButtons } from '#app/kit/dialog/DialogButtons';
import { api } from '#app/session/api-client';
import { noteDescription, reasonChoices } from './dialog-fields';
import * as styles from './BlacklistList.css';

const actionChoices = [
  { id: 'blacklist', name: 'Blacklist' },
  { id: 'reactivate', name: 'Reactivate' },
] as const satisfies readonly { id: BulkBlacklistAction; name: string }[];

/**
 * Blacklist Codes: one code with its reason and note, or a file of codes (CSV or .xlsx, the
 * product's own downloads among them) blacklisted or reactivated together, with the server's
 * counts after.
 * Each field is checked with the domain's schema when it is left; a refused file shows why.
 */
export function BlacklistDialog({
  open,
  onClose,
  onChanged,
}: {
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent title="Blacklist Codes">
        {open && (
          <Tabs defaultValue="one">
            <TabsList aria-label="How">
              <TabsTrigger value="one">One code</TabsTrigger>
              <TabsTrigger value="file">File of codes</TabsTrigger>
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
  const form = useVeritagForm({
    schema: BlacklistRequestSchema,
    defaultValues: { code: '', reason: '', note: '' },
    onSubmit: (body) =>
      saveForm(async () => {
        const entry = await api.call(codeBlacklistCalls.blacklist, { body });
        showToast({
          tone: 'success',
          detail: `Code ${entry.code} is blacklisted`,
          subject: 'code-blacklist',
        });
        onChanged();
      }, onDone),
  });
  return (
    <Form form={form} aria-label="Blacklist one code">
      <form.AppField name="code">
        {(field) => <field.TextField label="Code" isRequired />}
      </form.AppField>
      <form.AppField name="reason">
        {(field) => (
          <field.ComboBox
            label="Reason"
            placeholder="Choose a reason"
            items={reasonChoices}
            isRequired
          />
        )}
      </form.AppField>
      <form.AppField name="note">
        {(field) => <field.TextArea label="Note" description={noteDescription} />}
      </form.AppField>
      <DialogButtons label="Blacklist" onCancel={onDone} />
    </Form>
  );
}

/** What an uploaded file did, and to what end (the counts are named by the action). */
interface FileDone {
  action: BulkBlacklistAction;
  counts: BulkBlacklistReply;
}

function CodesFile({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const [done, setDone] = useState<FileDone>();
  if (done) {
    const { action, counts } = done;
    return (
      <div className={styles.fields}>
        <dl aria-label="What the file did" className={styles.counts}>
          <dt>Codes in the file</dt>
          <dd>{counts.processed.toLocaleString('en-US')}</dd>
          <dt>{action === 'blacklist' ? 'Blacklisted now' : 'Reactivated now'}</dt>
          <dd>{counts.changed.toLocaleString('en-US')}</dd>
          <dt>{action === 'blacklist' ? 'Already blacklisted' : 'Not blacklisted'}</dt>
          <dd>{counts.alreadyInState.toLocaleString('en-US')}</dd>
        </dl>
        <div className={styles.buttons}>
          <Button onPress={onClose}>Done</Button>
        </div>
      </div>
    );
  }
  const uploaded = (fileDone: FileDone) => {
    setDone(fileDone);
    onChanged();
  };
  return <CodesFileForm onCancel={onClose} onDone={uploaded} />;
}

/** The file, its action, the reason (only to blacklist) and a note; the server's titles for a refused file show under it. */
function CodesFileForm({
  onCancel,
  onDone,
}: {
  onCancel: () => void;
  onDone: (done: FileDone) => void;
}) {
  const form = useVeritagForm({
    schema: BulkBlacklistFormSchema,
    defaultValues: { file: null, action: 'blacklist', reason: '', note: '' },
    onSubmit: ({ file, action, ...fields }) => {
      // The schema requires both; stripping empty fields only types them optional.
      if (!(file instanceof File) || action === undefined) return;
      return saveForm(
        async () =>
          onDone({
            action,
            counts: await api.call(codeBlacklistCalls.upload, {
              body: { action, ...fields },
              files: { file },
            }),
          }),
        () => undefined,
      );
    },
  });
  return (
    <Form form={form} aria-label="Blacklist or reactivate the codes of a file">
      <form.AppField name="file">
        {(field) => (
          <field.FileField label="Codes File" rule={fileRules.codeBlacklistFile} isRequired />
        )}
      </form.AppField>
      <form.AppField name="action">
        {(field) => <field.ComboBox label="Action" items={actionChoices} isRequired />}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.action}>
        {(action) =>
          action === 'blacklist' && (
            <form.AppField name="reason">
              {(field) => (
                <field.ComboBox
                  label="Reason"
                  placeholder="Choose a reason"
                  items={reasonChoices}
                  isRequired
                />
              )}
            </form.AppField>
          )
        }
      </form.Subscribe>
      <form.AppField name="note">
        {(field) => <field.TextArea label="Note" description={noteDescription} />}
      </form.AppField>
      <DialogButtons label="Upload" onCancel={onCancel} />
    </Form>
  );
}
