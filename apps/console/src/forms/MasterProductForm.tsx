import {
  MasterProductFormSchema,
  masterProductPackSizes,
  masterProductTokenType,
  type MasterProduct,
  type MasterProductForm as MasterProductValues,
  type Stripped,
} from '@veritag/domain';
import { Form, TextField, useVeritagForm, type ServerFieldErrors } from '@veritag/ui';
import { FormActions } from './FormActions';
import { FormChoice } from './PlantFormChoice';

export interface MasterProductFormProps {
  label: string;
  masterProduct?: MasterProduct;
  onSave: (values: Stripped<MasterProductValues>) => Promise<ServerFieldErrors | void>;
  onCancel: () => void;
}

/** Spec 002 sections 5 and 9: pack sizes are a choice of 1 to 40. */
const packSizes = masterProductPackSizes.map((size) => ({ id: size, name: String(size) }));

/**
 * Spec 002 sections 2, 3 and 5: SKU code and colour (required, at most 200), pack size,
 * description (optional), prime string, colour code, P-Code and amount (required, amount a
 * number). The token type is always Normal: shown, not chosen (the server saves Normal too).
 */
export function MasterProductForm({
  label,
  masterProduct,
  onSave,
  onCancel,
}: MasterProductFormProps) {
  const form = useVeritagForm({
    schema: MasterProductFormSchema,
    defaultValues: {
      name: masterProduct?.name ?? '',
      color: masterProduct?.color ?? '',
      packSize: masterProduct?.packSize ?? '',
      description: masterProduct?.description ?? '',
      primeString: masterProduct?.primeString ?? '',
      colorCode: masterProduct?.colorCode ?? '',
      painterTokenCode: masterProduct?.painterTokenCode ?? '',
      amount: masterProduct?.amount ?? '',
    },
    onSubmit: onSave,
  });
  return (
    <Form form={form} aria-label={label}>
      <form.AppField name="name">
        {(field) => <field.TextField label="SKU Code" isRequired />}
      </form.AppField>
      <form.AppField name="color">
        {(field) => <field.TextField label="Color" isRequired />}
      </form.AppField>
      <TextField label="Token Type" value={masterProductTokenType} isReadOnly />
      <form.AppField name="packSize">
        {() => <FormChoice label="Pack Size" choices={packSizes} isRequired />}
      </form.AppField>
      <form.AppField name="description">
        {(field) => <field.TextArea label="Description" />}
      </form.AppField>
      <form.AppField name="primeString">
        {(field) => <field.TextField label="Prime String" isRequired />}
      </form.AppField>
      <form.AppField name="colorCode">
        {(field) => <field.TextField label="Color Code" isRequired />}
      </form.AppField>
      <form.AppField name="painterTokenCode">
        {(field) => <field.TextField label="P-Code" isRequired />}
      </form.AppField>
      <form.AppField name="amount">
        {(field) => <field.TextField label="Amount" isRequired />}
      </form.AppField>
      <FormActions SubmitButton={form.SubmitButton} onCancel={onCancel} />
    </Form>
  );
}
