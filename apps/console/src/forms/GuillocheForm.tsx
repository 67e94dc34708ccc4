import { fileRules, GuillocheAddFormSchema, GuillocheEditFormSchema } from '@veritag/domain';
import { Form, useVeritagForm, type ServerFieldErrors } from '@veritag/ui';
import { FormActions } from './FormActions';

export interface GuillocheFormProps {
  label: string;
  color?: string;
  /** On edit the stored image stays unless a new one is chosen. */
  isEdit?: boolean;
  onSave: (color: string, file: File | undefined) => Promise<ServerFieldErrors | void>;
  onCancel: () => void;
}

/** Spec 000 section 2.9: Color (required, at most 100) and one image of at most 5,000,000 bytes. */
export function GuillocheForm({
  label,
  color = '',
  isEdit = false,
  onSave,
  onCancel,
}: GuillocheFormProps) {
  const form = useVeritagForm({
    schema: isEdit ? GuillocheEditFormSchema : GuillocheAddFormSchema,
    defaultValues: { color, file: null },
    onSubmit: (values) =>
      onSave(values.color ?? '', values.file instanceof File ? values.file : undefined),
  });
  return (
    <Form form={form} aria-label={label}>
      <form.AppField name="color">
        {(field) => <field.TextField label="Color" isRequired />}
      </form.AppField>
      <form.AppField name="file">
        {(field) => (
          <field.FileField label="Image" rule={fileRules.guillocheImage} isRequired={!isEdit} />
        )}
      </form.AppField>
      <FormActions SubmitButton={form.SubmitButton} onCancel={onCancel} />
    </Form>
  );
}
