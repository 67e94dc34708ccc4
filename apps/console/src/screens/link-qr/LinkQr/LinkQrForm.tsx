import { useMemo } from 'react';
import {
  fileRules,
  linkQrFormSchema,
  onLinkQrCustomerChange,
  onLinkQrPlantChange,
  type LinkQrForm as LinkQrValues,
  type LinkQrSelection,
} from '@veritag/domain';
import { Button, Form, useVeritagForm, type ServerFieldErrors } from '@veritag/ui';
import { useLoad } from '#app/app/use-load';
import { FormChoice, type Choice } from '#app/forms/PlantFormChoice';
import { PlantChoice, ProductChoice } from './LinkQrControls';
import { loadCustomers } from './link-qr-options';
import * as styles from '#app/kit/form/field-grid.css';

export interface LinkQrFormProps {
  /** Admins choose the customer (spec 002 section 6); anyone else links for their own. */
  choosesCustomer: boolean;
  /** Saves; on success the form keeps its choices and drops the file, ready for the next one. */
  onSave: (values: LinkQrValues) => Promise<ServerFieldErrors | void>;
  onCancel: () => void;
}

const idOf = (value: unknown): number | undefined =>
  value === '' || value === undefined ? undefined : Number(value);

/**
 * Link QrCode (spec 002 sections 2, 4 and 5): customer, plant and product cascade as the
 * domain's rules say (a new customer clears plant and product; a new plant clears the
 * product), then the file of codes.
 */
export function LinkQrForm({ choosesCustomer, onSave, onCancel }: LinkQrFormProps) {
  const customers = useLoad(
    () => (choosesCustomer ? loadCustomers() : Promise.resolve(noChoices)),
    { silent: true },
  );
  const schema = useMemo(() => linkQrFormSchema(choosesCustomer), [choosesCustomer]);
  const form = useVeritagForm({
    schema,
    defaultValues: { customer: '', plant: '', product: '', file: undefined },
    onSubmit: async (values) => {
      const refused = await onSave(values as LinkQrValues);
      if (!refused) form.setFieldValue('file', undefined);
      return refused;
    },
  });

  const selection = (): LinkQrSelection => ({
    customer: idOf(form.getFieldValue('customer')),
    plant: idOf(form.getFieldValue('plant')),
    product: idOf(form.getFieldValue('product')),
  });
  const apply = (next: LinkQrSelection) => {
    form.setFieldValue('plant', next.plant ?? '');
    form.setFieldValue('product', next.product ?? '');
  };

  return (
    <Form form={form} aria-label="Link QrCode">
      <div className={styles.fieldGrid}>
        {choosesCustomer && (
          <form.AppField name="customer">
            {() => (
              <FormChoice
                label="Customer"
                choices={customers.state.status === 'ready' ? customers.state.data : noChoices}
                isLoading={customers.state.status === 'loading'}
                isRequired
                onChosen={(id) => apply(onLinkQrCustomerChange(selection(), id))}
              />
            )}
          </form.AppField>
        )}
        <form.Subscribe selector={(state) => state.values.customer}>
          {(customer) => (
            <form.AppField name="plant">
              {() => (
                <PlantChoice
                  key={String(customer)}
                  customerId={idOf(customer)}
                  waitsForCustomer={choosesCustomer}
                  onChosen={(id) => apply(onLinkQrPlantChange(selection(), id))}
                />
              )}
            </form.AppField>
          )}
        </form.Subscribe>
        <form.Subscribe selector={(state) => state.values.plant}>
          {(plant) => (
            <form.AppField name="product">
              {() => <ProductChoice key={String(plant)} plantId={idOf(plant)} />}
            </form.AppField>
          )}
        </form.Subscribe>
        <div className={styles.wide}>
          <form.AppField name="file">
            {(field) => <field.FileField label="File" rule={fileRules.linkQrFile} isRequired />}
          </form.AppField>
        </div>
      </div>
      <div className={styles.buttons}>
        <form.SubmitButton>Save</form.SubmitButton>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

const noChoices: Choice[] = [];
