import { CompanyInputSchema } from '@veritag/domain';
import { Form, useVeritagForm, type ServerFieldErrors } from '@veritag/ui';
import { FormActions } from './FormActions';

export interface CompanyFormProps {
  label: string;
  name?: string;
  onSave: (name: string) => Promise<ServerFieldErrors | void>;
  onCancel: () => void;
}

/** The company form of spec 000 section 2.7: one field, name (required, at most 100). */
export function CompanyForm({ label, name = '', onSave, onCancel }: CompanyFormProps) {
  const form = useVeritagForm({
    schema: CompanyInputSchema,
    defaultValues: { name },
    onSubmit: (values) => onSave(values.name ?? ''),
  });
  return (
    <Form form={form} aria-label={label}>
      <form.AppField name="name">
        {(field) => <field.TextField label="Name" isRequired />}
      </form.AppField>
      <FormActions SubmitButton={form.SubmitButton} onCancel={onCancel} />
    </Form>
  );
}
