import { useState } from 'react';
import { customerCalls } from '@veritag/api';
import { fileIssue, fileRules, type Customer } from '@veritag/domain';
import { Button, Dialog, DialogContent, FileUpload, showToast } from '@veritag/ui';
import { reportFailure } from '#app/app/report-failure';
import { api } from '#app/session/api-client';
import { ImportProgress } from './ImportProgress';

/** Spec 000 section 7: its message, shown as soon as the server has taken the file. */
export const productUploadStarted = 'Product will upload soon...';

/**
 * Upload Products for one customer (spec 000 section 2.8): a spreadsheet (XLSX or CSV, the
 * `customerProducts` rule) sent as the part `files`; the server imports it in the background
 * and the dialog then follows the import until it ends.
 */
export function UploadProductsDialog({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [importId, setImportId] = useState<number>();
  const rule = fileRules.customerProducts;
  const issue = file ? fileIssue(rule, file) : undefined;
  const close = () => {
    setFile(null);
    setImportId(undefined);
    onClose();
  };
  const upload = async () => {
    if (!customer || !file || issue) return;
    setSending(true);
    try {
      const started = await api.call(customerCalls.uploadProducts, { query: { customerId: customer.id }, body: {}, files: { files: file } });
      showToast({ tone: 'success', detail: productUploadStarted, subject: 'upload-products' });
      setImportId(started.importId);
    } catch (error) {
      reportFailure(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={customer !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent
        title={`Upload Products for ${customer?.companyName ?? ''}`}
        footer={
          importId === undefined ? (
            <>
              <Button variant="secondary" onPress={close}>
                Cancel
              </Button>
              <Button onPress={() => void upload()} isDisabled={!file || issue !== undefined || sending}>
                Upload
              </Button>
            </>
          ) : (
            <Button onPress={close}>Done</Button>
          )
        }
      >
        {importId === undefined ? (
          <FileUpload label="Products File" rule={rule} value={file} onChange={setFile} errorMessage={issue} isRequired />
        ) : (
          <ImportProgress importId={importId} />
        )}
      </DialogContent>
    </Dialog>
  );
}
