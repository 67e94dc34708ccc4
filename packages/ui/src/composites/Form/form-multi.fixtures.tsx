import type { Stripped } from '@veritag/domain';
import * as v from 'valibot';
import { Form } from './Form';
import { useVeritagForm } from './use-veritag-form';

const CustomersSchema = v.object({
  customers: v.pipe(v.array(v.number()), v.minLength(1, 'This field is required')),
});

export const someCustomers = [
  { id: 1, label: 'Sunrise Pharma Ltd' },
  { id: 2, label: 'Greenleaf Agro Products' },
  { id: 3, label: 'Nova Lubricants' },
];

export interface CustomersFormProps {
  onSubmit: (values: Stripped<v.InferOutput<typeof CustomersSchema>>) => void;
  initialCustomers?: number[];
}

/** Story example: a user's customers, several ids bound to the form as the user form holds them. */
export function CustomersForm({ onSubmit, initialCustomers = [] }: CustomersFormProps) {
  const form = useVeritagForm({
    schema: CustomersSchema,
    defaultValues: { customers: initialCustomers },
    onSubmit,
  });
  return (
    <Form form={form} aria-label="Customers">
      <form.AppField name="customers">
        {(field) => <field.MultiSelect label="Customers" items={someCustomers} isRequired />}
      </form.AppField>
      <form.SubmitButton>Save</form.SubmitButton>
    </Form>
  );
}
