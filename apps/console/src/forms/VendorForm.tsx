import {
  VendorFormSchema,
  type Access,
  type ContactPerson,
  type Stripped,
  type VendorForm as VendorValues,
} from '@veritag/domain';
import { Form, FormTabs, TextField, useVeritagForm, type ServerFieldErrors } from '@veritag/ui';
import { ContactPersonRows } from './ContactPersonRows';
import { FormActions } from './FormActions';

export interface VendorFormProps {
  label: string;
  vendor?: { id: number; name: string; address: string; contectPersons: ContactPerson[] };
  /** Who may delete a saved contact person at once: the vendor's delete rule. */
  deleteAccess: Access | undefined;
  onSave: (values: Stripped<VendorValues>) => Promise<ServerFieldErrors | void>;
  onCancel: () => void;
}

/**
 * Spec 002 sections 2 and 5: name (required, at most 100) and address (required, at most
 * 250) on the Vendor tab, contact person rows on the other; on edit the id shows as the
 * Vendor Code, read only.
 */
export function VendorForm({ label, vendor, deleteAccess, onSave, onCancel }: VendorFormProps) {
  const form = useVeritagForm({
    schema: VendorFormSchema,
    defaultValues: {
      name: vendor?.name ?? '',
      address: vendor?.address ?? '',
      contectPersons: (vendor?.contectPersons ?? []).map((person) => ({
        ...person,
        designation: person.designation ?? '',
        mobile: person.mobile ?? '',
      })),
    },
    onSubmit: onSave,
  });
  const vendorTab = (
    <>
      {vendor && <TextField label="Vendor Code" value={String(vendor.id)} isReadOnly />}
      <form.AppField name="name">
        {(field) => <field.TextField label="Name" isRequired />}
      </form.AppField>
      <form.AppField name="address">
        {(field) => <field.TextArea label="Address" isRequired />}
      </form.AppField>
    </>
  );
  return (
    <Form form={form} aria-label={label}>
      <FormTabs
        label={label}
        tabs={[
          { value: 'vendor', label: 'Vendor', fields: ['name', 'address'], children: vendorTab },
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
