import {
  customerFormTabs,
  customerMessageFields,
  languageMessagesGrid,
  customerScreenFormSchema,
  type Access,
  type CompanyType,
  type Customer,
  type CustomerForm as CustomerFields,
  type CustomerPreviewDraft,
  type ScanLanguage,
  type Stripped,
} from '@veritag/domain';
import { Form, FormTabs, useVeritagForm, type ServerFieldErrors } from '@veritag/ui';
import type { ReactNode } from 'react';
import { ContactPersonRows } from './ContactPersonRows';
import { customerFormValues, type CustomerFormValues } from './CustomerForm.values';
import { CustomerDetailsFields, detailFieldNames } from './CustomerFormDetails';
import { CustomerEmailConfigFields } from './CustomerFormEmailConfig';
import { FormActions } from './FormActions';
import { LanguageMessages } from './LanguageMessages';
import { ScanPreview } from './ScanPreview/ScanPreview';
import { ScanPreviewBeside } from './ScanPreview/ScanPreviewBeside';

/** What a save sends: the fields, and the files chosen (absent ones keep the stored file). */
export interface CustomerSave {
  fields: Stripped<CustomerFields>;
  files: { customerLogo?: File; productContentUrl?: File; brochureUrl?: File };
}

export interface CustomerFormProps {
  label: string;
  /** 'Customer' or 'Business Partner': the first tab's name and the record's type. */
  companyType: CompanyType;
  customer?: Customer;
  /** The stored logo with its delete button, shown above the uploads on edit. */
  logo?: ReactNode;
  deleteAccess: Access | undefined;
  onSave: (save: CustomerSave) => Promise<ServerFieldErrors | void>;
  onCancel: () => void;
  /** The saved customer's scan page with the texts being typed (decision 0473); none on add. */
  preview?: (lang: ScanLanguage, draft: CustomerPreviewDraft) => Promise<string>;
}

/**
 * The messages a customer may give per language, each by a short name of its own: a label
 * holding the details tab's (`Message on Qr Code Scanning`) would be found by a search for it.
 */
const messageLabels = [
  ['messageOnScan', 'Scan message'],
  ['textForMicrosite', 'Microsite text'],
] as const;

/** What the preview lays over the saved customer: its texts as typed, every language (decision 0473). */
const customerDraftOf = (values: CustomerFormValues): CustomerPreviewDraft => ({
  messageOnScan: values.messageOnScan,
  textForMicrosite: values.textForMicrosite,
  messagesByLanguage: languageMessagesGrid(customerMessageFields, values.messagesByLanguage),
});

const fileOf = (value: unknown) => (value instanceof File ? value : undefined);

/**
 * Spec 000 section 2.8: the details, Contact Person and, with the Roto Customized Microsite
 * switch on, Email Config Settings tabs; checked on blur by the domain's schema.
 */
export function CustomerForm({
  label,
  companyType,
  customer,
  logo,
  deleteAccess,
  onSave,
  onCancel,
  preview,
}: CustomerFormProps) {
  const mode = customer ? 'edit' : 'add';
  const schema = customerScreenFormSchema(mode);
  const form = useVeritagForm<typeof schema, CustomerFormValues>({
    schema,
    defaultValues: customerFormValues(companyType, customer),
    onSubmit: (values) => {
      const { customerLogo, productContentUrl, brochureUrl, ...stripped } = values;
      // Every language is sent, blanks too: a message cleared here is removed (decision 0469).
      const fields = {
        ...stripped,
        messagesByLanguage: languageMessagesGrid(
          customerMessageFields,
          stripped.messagesByLanguage,
        ),
      };
      const files = {
        customerLogo: fileOf(customerLogo),
        productContentUrl: fileOf(productContentUrl),
        brochureUrl: fileOf(brochureUrl),
      };
      return onSave({ fields: fields as Stripped<CustomerFields>, files });
    },
  });
  const tabs = {
    details: {
      value: 'details',
      label: `${companyType} Details`,
      fields: [...detailFieldNames, 'messagesByLanguage'],
      children: (
        <ScanPreviewBeside
          preview={
            preview && (
              <form.Subscribe selector={(state) => customerDraftOf(state.values)}>
                {(draft) => <ScanPreview draft={draft} render={preview} />}
              </form.Subscribe>
            )
          }
        >
          <CustomerDetailsFields form={form} companyType={companyType} mode={mode} logo={logo} />
          <LanguageMessages
            fields={messageLabels}
            renderField={(name, label) => (
              <form.AppField name={name}>
                {(field) => <field.TextField label={label} />}
              </form.AppField>
            )}
          />
        </ScanPreviewBeside>
      ),
    },
    contactPerson: {
      value: 'contactPerson',
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
    emailConfig: {
      value: 'emailConfig',
      label: 'Email Config Settings',
      fields: ['emailConfig'],
      children: <CustomerEmailConfigFields form={form} />,
    },
  };
  return (
    <Form form={form} aria-label={label}>
      <form.Subscribe selector={(state) => state.values.micrositeEnable}>
        {(micrositeOn) => (
          <FormTabs label={label} tabs={customerFormTabs(micrositeOn).map((name) => tabs[name])} />
        )}
      </form.Subscribe>
      <FormActions SubmitButton={form.SubmitButton} onCancel={onCancel} />
    </Form>
  );
}
