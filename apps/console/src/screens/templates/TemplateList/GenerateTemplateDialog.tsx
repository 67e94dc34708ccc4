import * as v from 'valibot';
import { templateHistoryCalls } from '@veritag/api';
import {
  fileRules,
  GenerateTokenSchema,
  notices,
  optionalChosenFile,
  type Template,
} from '@veritag/domain';
import { Button, Dialog, DialogContent, Form, showToast, useVeritagForm } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { saveForm } from '#app/app/report-failure';
import { go } from '#app/app/navigation';
import { api } from '#app/session/api-client';
import { useTokenCodeRoom } from '#app/forms/use-token-code-room';
import * as styles from './TemplateDialogs.css';

/**
 * Generate Template (spec 001 section 5): quantity required, 1 to 9,999,999 (seven
 * characters); the expiration in months, optional; a PDF of at most 20,000,000 bytes,
 * optional. Ours (decision 0168): PO Number, Product Description and Labels
 * per file, all optional.
 */
const GenerateFormSchema = v.object({
  ...GenerateTokenSchema.entries,
  file: optionalChosenFile(fileRules.tokenPdf),
});

export interface GenerateTemplateDialogProps {
  template: Template | null;
  onClose: () => void;
}

export function GenerateTemplateDialog({ template, onClose }: GenerateTemplateDialogProps) {
  return (
    <Dialog open={template !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Generate Template"
        description={template ? `Labels from ${template.description}` : undefined}
        size="lg"
      >
        {template && <GenerateTemplateForm template={template} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Starts a batch (multipart `POST template-histories`); the server answers at once with the
 * batch RUNNING and makes its files in a job, so the user is taken to the token list, where
 * its progress shows and its downloads appear when it completes.
 */
function GenerateTemplateForm({ template, onClose }: { template: Template; onClose: () => void }) {
  const room = useTokenCodeRoom();
  const form = useVeritagForm({
    schema: GenerateFormSchema,
    defaultValues: {
      templateId: template.id,
      quantity: '',
      expirationDate: '',
      poNumber: '',
      productDescription: '',
      labelsPerFile: '',
      file: null,
    },
    onSubmit: ({ file, ...fields }) =>
      saveForm(
        () =>
          api.call(templateHistoryCalls.generate, {
            body: fields,
            files: { file: file instanceof File ? file : undefined },
          }),
        () => {
          showToast({ tone: 'success', detail: notices.fileGenerating, subject: 'generate-token' });
          go(paths.tokenList);
        },
      ),
  });
  return (
    <Form form={form} aria-label={`Generate labels from ${template.description}`}>
      <div className={styles.fieldGrid}>
        <form.AppField name="quantity">
          {(field) => <field.NumberField label="Quantity" description={room} isRequired />}
        </form.AppField>
        <form.AppField name="expirationDate">
          {(field) => (
            <field.NumberField
              label="Expiration Date"
              description="Months after the batch is made; the Expiry Date component prints that month"
            />
          )}
        </form.AppField>
        <form.AppField name="poNumber">
          {(field) => <field.TextField label="PO Number" />}
        </form.AppField>
        <form.AppField name="productDescription">
          {(field) => <field.TextField label="Product Description" />}
        </form.AppField>
        <form.AppField name="labelsPerFile">
          {(field) => (
            <field.NumberField
              label="Labels per file"
              description="Splits a large batch into several PDF files"
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="file">
        {(field) => <field.FileField label="PDF File" rule={fileRules.tokenPdf} />}
      </form.AppField>
      <div className={styles.buttons}>
        <form.SubmitButton>Generate</form.SubmitButton>
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
