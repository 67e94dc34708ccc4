import { requiredEmail, requiredText, type Stripped } from '@veritag/domain';
import * as v from 'valibot';
import { useState } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '../../components/Dialog/Dialog';
import { Form } from './Form';
import { useVeritagForm } from './use-veritag-form';

const HelpDeskSchema = v.object({
  senderEmail: requiredText(200),
  helpDeskEmailsList: v.pipe(v.array(requiredText(200)), v.minLength(1, 'This field is required')),
});
type HelpDeskValues = v.InferInput<typeof HelpDeskSchema>;
const helpDeskEmail = requiredEmail(200);

/** Story example: the customer form's help desk emails, added one at a time with Add Email. */
export function HelpDeskForm({
  onSubmit,
  initialValues,
  disabled,
}: {
  onSubmit: (values: Stripped<v.InferOutput<typeof HelpDeskSchema>>) => void;
  initialValues?: Partial<HelpDeskValues>;
  disabled?: boolean;
}) {
  const form = useVeritagForm({
    schema: HelpDeskSchema,
    defaultValues: { senderEmail: '', helpDeskEmailsList: [], ...initialValues },
    onSubmit,
  });
  return (
    <Form form={form} aria-label="Email settings">
      <form.AppField name="senderEmail">
        {(field) => <field.TextField label="Sender Email" isRequired />}
      </form.AppField>
      <form.AppField name="helpDeskEmailsList">
        {(field) => (
          <field.EntryList
            label="Help Desk Email"
            addLabel="Add Email"
            type="email"
            entrySchema={helpDeskEmail}
            isRequired
            isDisabled={disabled}
            description={disabled ? 'Set by the customer’s mail provider' : undefined}
          />
        )}
      </form.AppField>
      <form.SubmitButton>Save</form.SubmitButton>
    </Form>
  );
}

/** Story example: a form in a dialog, whose unsaved changes are not discarded without asking. */
export function ContactDialogForm({
  onSubmit,
}: {
  onSubmit: (values: { senderEmail?: string }) => void;
}) {
  const [open, setOpen] = useState(false);
  const form = useVeritagForm({
    schema: v.object({ senderEmail: requiredText(200) }),
    defaultValues: { senderEmail: '' },
    onSubmit,
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger>Edit sender</DialogTrigger>
      <DialogContent title="Edit sender">
        <Form form={form} aria-label="Sender">
          <form.AppField name="senderEmail">
            {(field) => <field.TextField label="Sender Email" isRequired />}
          </form.AppField>
          <form.SubmitButton>Save</form.SubmitButton>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
