import {
  plantFormSchema,
  plantProductRowsShown,
  type Access,
  type ContactPerson,
  type FormMode,
  type Plant,
  type PlantForm as PlantValues,
  type Stripped,
} from '@veritag/domain';
import { Form, FormTabs, useVeritagForm, type ServerFieldErrors } from '@veritag/ui';
import { ContactPersonRows } from './ContactPersonRows';
import { FormActions } from './FormActions';
import { FormChoice, type Choice } from './PlantFormChoice';
import { PlantFormProducts, type PlantFormValues } from './PlantFormProducts';

export interface PlantFormProps {
  label: string;
  mode: FormMode;
  plant?: Plant;
  /** The customers to choose from on add; on edit the plant's own, locked. */
  customers: readonly Choice[];
  customersLoading?: boolean;
  /** Who may delete saved product rows and contact persons at once: the plant's delete rule. */
  deleteAccess: Access | undefined;
  onSave: (values: Stripped<PlantValues>) => Promise<ServerFieldErrors | void>;
  onCancel: () => void;
}

const contactValues = (people: ContactPerson[] = []) =>
  people.map((person) => ({
    ...person,
    designation: person.designation ?? '',
    mobile: person.mobile ?? '',
  }));

/**
 * Spec 002 sections 2 and 5: the Plant tab (code, name, address, customer locked on edit,
 * the All Product Add switch hiding the product rows) and the Contact Person tab.
 */
export function PlantForm({
  label,
  mode,
  plant,
  customers,
  customersLoading,
  deleteAccess,
  onSave,
  onCancel,
}: PlantFormProps) {
  // The domain schema reads a loose object (it drops hidden rows first): the form names the
  // values it holds, so fields are typed by name.
  const schema = plantFormSchema(mode);
  const form = useVeritagForm<typeof schema, PlantFormValues>({
    schema,
    defaultValues: {
      // The edit schema reads the id (spec 002: plant_edit takes it in state).
      ...(plant ? { id: plant.id } : {}),
      plantCode: plant?.plantCode ?? '',
      name: plant?.name ?? '',
      address: plant?.address ?? '',
      customer: plant?.customer.id ?? '',
      allowAllProduct: plant?.allowAllProduct ?? false,
      plantProducts: (plant?.plantProducts ?? []).map((row) => ({
        id: row.id,
        product: row.product.id,
        noOfLabelPerRoll: row.noOfLabelPerRoll,
      })),
      contectPersons: contactValues(plant?.contectPersons),
    },
    onSubmit: onSave,
  });
  const plantTab = (
    <>
      <form.AppField name="plantCode">
        {(field) => <field.TextField label="Plant Code" isRequired />}
      </form.AppField>
      <form.AppField name="name">
        {(field) => <field.TextField label="Name" isRequired />}
      </form.AppField>
      <form.AppField name="address">
        {(field) => <field.TextArea label="Address" isRequired />}
      </form.AppField>
      <form.AppField name="customer">
        {() => (
          <FormChoice
            label="Customer"
            choices={customers}
            isLoading={customersLoading}
            isRequired
            // Spec 002 section 2: the customer is locked on edit; the rows are its products.
            isDisabled={mode === 'edit'}
            onChosen={() =>
              form.setFieldValue('plantProducts', (rows) =>
                rows.map((row) => (row.id === undefined ? { ...row, product: '' } : row)),
              )
            }
          />
        )}
      </form.AppField>
      <form.AppField name="allowAllProduct">
        {(field) => <field.Switch label="All Product Add" />}
      </form.AppField>
      <form.Subscribe
        selector={(state) => [state.values.allowAllProduct, state.values.customer] as const}
      >
        {([allowAllProduct, customer]) =>
          plantProductRowsShown(allowAllProduct) && (
            <PlantFormProducts
              key={String(customer)}
              form={form}
              customerId={customer === '' ? undefined : Number(customer)}
              deleteAccess={deleteAccess}
            />
          )
        }
      </form.Subscribe>
    </>
  );
  return (
    <Form form={form} aria-label={label}>
      <FormTabs
        label={label}
        tabs={[
          {
            value: 'plant',
            label: 'Plant',
            fields: ['plantCode', 'name', 'address', 'customer', 'plantProducts'],
            children: plantTab,
          },
          {
            value: 'contacts',
            label: 'Contact Person',
            fields: ['contectPersons'],
            children: (
              <ContactPersonRows
                form={form}
                fields={{ contectPersons: 'contectPersons' }}
                deleteAccess={deleteAccess}
              />
            ),
          },
        ]}
      />
      <FormActions SubmitButton={form.SubmitButton} onCancel={onCancel} />
    </Form>
  );
}
