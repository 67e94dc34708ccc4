import { useRef } from 'react';
import * as v from 'valibot';
import { templateCalls } from '@veritag/api';
import { chosenFile, fileRules, notices, TemplateAddSchema } from '@veritag/domain';
import {
  Button,
  Dialog,
  DialogContent,
  Form,
  showToast,
  useDiscardGuard,
  useVeritagForm,
} from '@veritag/ui';
import { paths } from '#app/app/paths';
import { saveForm } from '#app/app/report-failure';
import { FormChoice, type Choice } from '#app/forms/PlantFormChoice';
import { go } from '#app/app/navigation';
import { api } from '#app/session/api-client';
import * as styles from './TemplateDialogs.css';

/** Add Template (spec 001 section 5): description required, at most 100; one PDF of at most 10,000,000 bytes. */
const AddTemplateFormSchema = v.object({
  ...TemplateAddSchema.entries,
  file: chosenFile(fileRules.templatePdf),
});

export interface AddTemplateDialogProps {
  open: boolean;
  customers: readonly Choice[];
  /** The list's customer, chosen at first. */
  customerId: number | undefined;
  onClose: () => void;
  /** After a plain Save: the list shows the customer's templates, the new one first. */
  onSaved: (customerId: number) => void;
}

/**
 * The Add Template dialog of the template list. Templates belong to a customer (the form's
 * customerId): the list's customer is chosen at first, and may be changed here, which the
 * menu's Add Template (the dialog open over the list) needs.
 */
export function AddTemplateDialog({
  open,
  customers,
  customerId,
  onClose,
  onSaved,
}: AddTemplateDialogProps) {
  return (
    <Dialog open={open && customerId !== undefined} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent title="Add Template">
        {customerId !== undefined && (
          <AddTemplateForm
            customers={customers}
            customerId={customerId}
            onClose={onClose}
            onSaved={onSaved}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface AddTemplateFormProps extends Omit<AddTemplateDialogProps, 'open' | 'customerId'> {
  customerId: number;
}

/**
 * Save keeps the user on the list; Save And Design goes on to select_option with the new
 * template's id (and its customer, for the way back). The template starts PENDING. The
 * server's refusal (a file that is not a readable PDF) shows as the kit shows it: its title in
 * the 'Error Message' toast, its field error under the file.
 */
function AddTemplateForm({ customers, customerId, onClose, onSaved }: AddTemplateFormProps) {
  const next = useRef<'list' | 'design'>('list');
  const form = useVeritagForm({
    schema: AddTemplateFormSchema,
    defaultValues: { customerId, description: '', file: null },
    onSubmit: ({ file, ...fields }) => {
      const then = next.current;
      return saveForm(
        async () => {
          const template = await api.call(templateCalls.create, {
            body: fields,
            files: { file: file instanceof File ? file : undefined },
          });
          const savedFor = fields.customerId ?? customerId;
          if (then === 'design') go(paths.selectOption, { id: template.id, customerId: savedFor });
          else {
            showToast({ tone: 'success', detail: notices.changesSaved, subject: 'save' });
            onSaved(savedFor);
          }
        },
        () => undefined,
      );
    },
  });
  const guard = useDiscardGuard();
  const submitTo = (where: 'list' | 'design') => {
    next.current = where;
    void form.handleSubmit().finally(() => (next.current = 'list'));
  };
  return (
    <Form form={form} aria-label="Add Template">
      <form.AppField name="customerId">
        {() => <FormChoice label="Customer" choices={customers} isRequired />}
      </form.AppField>
      <form.AppField name="description">
        {(field) => <field.TextField label="Description" isRequired />}
      </form.AppField>
      <form.AppField name="file">
        {(field) => <field.FileField label="PDF File" rule={fileRules.templatePdf} isRequired />}
      </form.AppField>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <div className={styles.buttons}>
            <Button
              onPress={() => submitTo('list')}
              isPending={isSubmitting && next.current === 'list'}
              isDisabled={isSubmitting}
            >
              Save
            </Button>
            {/* One primary action a view: Save is it, Save And Design the second way. */}
            <Button
              variant="secondary"
              onPress={() => submitTo('design')}
              isPending={isSubmitting && next.current === 'design'}
              isDisabled={isSubmitting}
            >
              Save And Design
            </Button>
            <Button variant="secondary" onPress={() => guard.confirmDiscard(onClose)}>
              Cancel
            </Button>
          </div>
        )}
      </form.Subscribe>
    </Form>
  );
}
