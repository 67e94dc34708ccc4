import { productCalls } from '@veritag/api';
import {
  PackagingLevelsFormSchema,
  packagingRootCount,
  type Packaging,
  type PackagingForm as PackagingValues,
  type Stripped,
} from '@veritag/domain';
import { Button, Form, TextField, useVeritagForm, type ServerFieldErrors } from '@veritag/ui';
import { FormActions } from './FormActions';
import { FormChoice, type Choice } from './PlantFormChoice';
import * as styles from './forms.css';
import { api } from '#app/session/api-client';

/** The company's products by code, for the form's Product (spec 002 section 9: up to 10,000). */
export const loadPackagingProducts = async (): Promise<Choice[]> =>
  (
    await api.call(productCalls.options, { query: { page: 0, size: 10_000, type: 'Customer' } })
  ).content.map((product) => ({ id: product.id, name: product.productCode }));

type LevelsFormValues = {
  name: string;
  enabled: boolean;
  product: number | '';
  parentName: string;
  levels: { name: string; count: number | '' }[];
};

export interface PackagingFormProps {
  label: string;
  packaging?: Packaging;
  products: readonly Choice[];
  productsLoading?: boolean;
  onSave: (values: PackagingValues) => Promise<ServerFieldErrors | void>;
  onCancel: () => void;
}

/** The saved chain below the root as the form's rows, top first. */
function levelRowsOf(packaging: Packaging | undefined): LevelsFormValues['levels'] {
  const rows: LevelsFormValues['levels'] = [];
  for (let level = packaging?.packagingConfig.child; level; level = level.child)
    rows.push({ name: level.name ?? '', count: level.count });
  return rows;
}

/**
 * Spec 002 sections 2 and 5: name, the enabled switch, the product (required), and the chain
 * of levels: the root carries the parent name and the count 1; each child level below it a
 * name and a count, added and removed as rows (a removed level's child moves up).
 */
export function PackagingForm({
  label,
  packaging,
  products,
  productsLoading,
  onSave,
  onCancel,
}: PackagingFormProps) {
  const form = useVeritagForm<typeof PackagingLevelsFormSchema, LevelsFormValues>({
    schema: PackagingLevelsFormSchema,
    defaultValues: {
      name: packaging?.name ?? '',
      enabled: packaging?.enabled ?? true,
      product: packaging?.product.id ?? '',
      parentName: packaging?.packagingConfig.parentName ?? '',
      levels: levelRowsOf(packaging),
    },
    // Stripping empty fields cannot empty the chain: its parent name is required.
    onSubmit: (values: Stripped<PackagingValues>) => onSave(values as PackagingValues),
  });
  return (
    <Form form={form} aria-label={label}>
      <form.AppField name="name">
        {(field) => <field.TextField label="Name" isRequired />}
      </form.AppField>
      <form.AppField name="enabled">{(field) => <field.Switch label="Enabled" />}</form.AppField>
      <form.AppField name="product">
        {() => (
          <FormChoice label="Product" choices={products} isLoading={productsLoading} isRequired />
        )}
      </form.AppField>
      <fieldset className={styles.row} data-slot="packaging-level" data-level="root">
        <legend>Parent Level</legend>
        <form.AppField name="parentName">
          {(field) => <field.TextField label="Parent Name" isRequired />}
        </form.AppField>
        {/* Spec 002 section 9: the root count is 1, shown and never edited. */}
        <TextField label="Parent Count" value={String(packagingRootCount)} isReadOnly />
      </fieldset>
      <form.AppField name="levels" mode="array">
        {(levels) => (
          <div className={styles.rows}>
            {levels.state.value.map((_, index) => {
              const legend = `Child Level ${index + 1}`;
              return (
                <fieldset
                  key={index}
                  className={styles.row}
                  data-slot="packaging-level"
                  data-level={index + 1}
                >
                  <legend>{legend}</legend>
                  <form.AppField name={`levels[${index}].name`}>
                    {(field) => <field.TextField label="Name" />}
                  </form.AppField>
                  <form.AppField name={`levels[${index}].count`}>
                    {(field) => <field.NumberField label="Count" isRequired />}
                  </form.AppField>
                  <Button
                    variant="secondary"
                    aria-label={`Remove ${legend}`}
                    onPress={() => levels.removeValue(index)}
                  >
                    Remove
                  </Button>
                </fieldset>
              );
            })}
            <div>
              <Button variant="secondary" onPress={() => levels.pushValue({ name: '', count: '' })}>
                Add Child Level
              </Button>
            </div>
          </div>
        )}
      </form.AppField>
      <FormActions SubmitButton={form.SubmitButton} onCancel={onCancel} />
    </Form>
  );
}
