import { isoMonthField, requiredRef, requiredText, type Stripped } from '@veritag/domain';
import * as v from 'valibot';
import { manyCustomers, type NamedOption } from '../../components/ListBox/options.fixtures';
import { Form } from './Form';
import type { ServerFieldErrors } from './server-errors';
import { useVeritagForm } from './use-veritag-form';

type Submit<T> = (
  values: Stripped<T>,
) => Promise<ServerFieldErrors | void> | ServerFieldErrors | void;

/** A few named colours, as the product form turns them into hex values. */
const hexOf: Record<string, string> = { navy: '#000080', teal: '#008080' };
const colourAsHex = (text: string) => hexOf[text.trim().toLowerCase()] ?? text;

const KindsSchema = v.object({
  customer: requiredRef(),
  partners: v.pipe(v.array(requiredRef()), v.minLength(1, 'This field is required')),
  month: isoMonthField({ from: 2010, to: 2050 }),
  colour: requiredText(20),
});
type KindsValues = {
  customer: NamedOption | '';
  partners: number[];
  month: string;
  colour: string;
};

export interface HeldChoiceFormProps {
  onSubmit: Submit<v.InferOutput<typeof KindsSchema>>;
  initialValues?: Partial<KindsValues>;
  /** A rule across fields broken now, shown under the month at once. */
  monthRefusal?: string;
}

/**
 * Story example: a choice held as the option itself (the product form's customer, whose
 * workflow it reads), a choice held as a list of one id (a producer's business partner), a
 * month, and a text tidied when it is left (a colour name to its hex value).
 */
export function HeldChoiceForm({ onSubmit, initialValues, monthRefusal }: HeldChoiceFormProps) {
  const form = useVeritagForm<typeof KindsSchema, KindsValues>({
    schema: KindsSchema,
    defaultValues: { customer: '', partners: [], month: '', colour: '', ...initialValues },
    onSubmit,
  });
  return (
    <Form form={form} aria-label="Held choices">
      <form.AppField name="customer">
        {(field) => (
          <field.ComboBox label="Customer" items={manyCustomers} holds="option" isRequired />
        )}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.customer}>
        {(customer) => (
          <p data-slot="held-customer">
            {customer === '' ? 'No customer held' : `Held: ${customer.name} (${customer.id})`}
          </p>
        )}
      </form.Subscribe>
      <form.AppField name="partners">
        {(field) => (
          <field.ComboBox label="Business Partner" items={manyCustomers} holds="list" isRequired />
        )}
      </form.AppField>
      <form.AppField name="month">
        {(field) => <field.MonthPicker label="Mfg Month" isRequired standingError={monthRefusal} />}
      </form.AppField>
      <form.AppField name="colour">
        {(field) => (
          <field.TextField
            label="Colour"
            description="A colour name (navy) or a hex value"
            tidyOnBlur={colourAsHex}
            isRequired
          />
        )}
      </form.AppField>
      <form.SubmitButton>Save</form.SubmitButton>
    </Form>
  );
}
