import { templateCalls } from '@veritag/api';
import { notices, TemplateEditSchema, type Template } from '@veritag/domain';
import { Button, Dialog, DialogContent, Form, showToast, useVeritagForm } from '@veritag/ui';
import { saveForm } from '#app/app/report-failure';
import { api } from '#app/session/api-client';
import * as styles from './TemplateDialogs.css';

export interface EditTemplateDialogProps {
  template: Template | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Edit Template (spec 001 sections 2 and 5): the description only, required, at most 200. */
export function EditTemplateDialog({ template, onClose, onSaved }: EditTemplateDialogProps) {
  return (
    <Dialog open={template !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Edit Template">
        {template && <EditTemplateForm template={template} onClose={onClose} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  );
}

function EditTemplateForm({
  template,
  onClose,
  onSaved,
}: {
  template: Template;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useVeritagForm({
    schema: TemplateEditSchema,
    defaultValues: { id: template.id, description: template.description },
    onSubmit: (values) =>
      saveForm(
        () => api.call(templateCalls.update, { body: { ...values, id: template.id }, files: {} }),
        () => {
          showToast({ tone: 'success', detail: notices.changesSaved, subject: 'save' });
          onSaved();
        },
      ),
  });
  return (
    <Form form={form} aria-label={`Edit ${template.description}`}>
      <form.AppField name="description">
        {(field) => <field.TextField label="Description" isRequired />}
      </form.AppField>
      <div className={styles.buttons}>
        <form.SubmitButton>Save</form.SubmitButton>
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
