import { useState } from 'react';
import { customerCalls } from '@veritag/api';
import { fileRules, UploadProductsFormSchema, type Customer } from '@veritag/domain';
import { Button, Dialog, DialogContent, Form, showToast, useVeritagForm } from '@veritag/ui';
import { saveForm } from '#app/app/report-failure';
import { api } from '#app/session/api-client';
import { ImportProgress } from './ImportProgress';
import * as styles from './UploadProductsDialog.css';

/** Spec 000 section 7: its message, shown as soon as the server has taken the file. */
export const productUploadStarted = 'Product will upload soon...';

/**
 * Upload Products for one customer (spec 000 section 2.8): a spreadsheet (XLSX or CSV, the
 * `customerProducts` rule) sent as the part `files`; the server imports it in the background
 * and the dialog then follows the import until it ends.
 */
export function UploadProductsDialog({
  customer,
  onClose,
}: {
  customer: Customer | null;
  onClose: () => void;
}) {
  const [importId, setImportId] = useState<number>();
  const close = () => {
    setImportId(undefined);
    onClose();
  };
  return (
    <Dialog open={customer !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent
        title={`Upload Products for ${customer?.companyName ?? ''}`}
        footer={importId === undefined ? undefined : <Button onPress={close}>Done</Button>}
      >
        {customer && importId === undefined && (
          <UploadProductsForm customer={customer} onStarted={setImportId} onCancel={close} />
        )}
        {importId !== undefined && <ImportProgress importId={importId} />}
      </DialogContent>
    </Dialog>
  );
}

/** The file, checked by its rule when chosen; Upload sends it and hands the import's id on. */
function UploadProductsForm({
  customer,
  onStarted,
  onCancel,
}: {
  customer: Customer;
  onStarted: (importId: number) => void;
  onCancel: () => void;
}) {
  const form = useVeritagForm({
    schema: UploadProductsFormSchema,
    defaultValues: { file: null },
    onSubmit: ({ file }) =>
      saveForm(
        async () => {
          const started = await api.call(customerCalls.uploadProducts, {
            query: { customerId: customer.id },
            body: {},
            files: { files: file instanceof File ? file : undefined },
          });
          showToast({ tone: 'success', detail: productUploadStarted, subject: 'upload-products' });
          onStarted(started.importId);
        },
        () => undefined,
      ),
  });
  return (
    <Form form={form} aria-label={`Upload Products for ${customer.companyName}`}>
      <form.AppField name="file">
        {(field) => (
          <field.FileField label="Products File" rule={fileRules.customerProducts} isRequired />
        )}
      </form.AppField>
      <div className={styles.buttons}>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <form.SubmitButton>Upload</form.SubmitButton>
      </div>
    </Form>
  );
}
