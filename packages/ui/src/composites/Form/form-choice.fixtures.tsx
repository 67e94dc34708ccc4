import { requiredIsoDate, requiredRef, type Stripped } from '@veritag/domain';
import * as v from 'valibot';
import { fewCompanyTypes, manyCustomers } from '../../components/ListBox/options.fixtures';
import { Form } from './Form';
import type { ServerFieldErrors } from './server-errors';
import { useVeritagForm } from './use-veritag-form';

type Submit<T> = (
  values: Stripped<T>,
) => Promise<ServerFieldErrors | void> | ServerFieldErrors | void;

const ChoiceSchema = v.object({
  customer: requiredRef(),
  companyType: requiredRef(),
  fromDate: requiredIsoDate({ years: { from: 2010, to: 2070 }, notAfter: '2026-06-30' }),
});
type ChoiceValues = v.InferInput<typeof ChoiceSchema>;

export interface ChoiceFormProps {
  onSubmit: Submit<v.InferOutput<typeof ChoiceSchema>>;
  initialValues?: Partial<ChoiceValues>;
  /** Every field disabled, each saying why under it. */
  disabled?: boolean;
}

/** Story example: a combo box, a select and a date bound to the form, as a report or a plant form uses them. */
export function ChoiceForm({ onSubmit, initialValues, disabled }: ChoiceFormProps) {
  const form = useVeritagForm({
    schema: ChoiceSchema,
    defaultValues: { customer: '', companyType: '', fromDate: '', ...initialValues },
    onSubmit,
  });
  const reason = disabled ? 'Fixed by the chosen plant' : undefined;
  return (
    <Form form={form} aria-label="Choices">
      <form.AppField name="customer">
        {(field) => (
          <field.ComboBox
            label="Customer"
            items={manyCustomers}
            isRequired
            isDisabled={disabled}
            description={reason}
          />
        )}
      </form.AppField>
      <form.AppField name="companyType">
        {(field) => (
          <field.Select
            label="Company type"
            items={fewCompanyTypes}
            isRequired
            isDisabled={disabled}
            description={reason}
          />
        )}
      </form.AppField>
      <form.AppField name="fromDate">
        {(field) => (
          <field.DatePicker
            label="From"
            maxDate="2026-06-30"
            isRequired
            isDisabled={disabled}
            description={reason}
          />
        )}
      </form.AppField>
      <form.SubmitButton>Save</form.SubmitButton>
    </Form>
  );
}
