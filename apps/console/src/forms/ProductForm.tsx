import {
  languageMessagesGrid,
  messages,
  productImageFields,
  productMessageFields,
  type Product,
  type ProductImageField,
  type ProductMessageField,
  type ProductPreviewDraft,
  type ProductSave,
  type ScanLanguage,
  type Stripped,
} from '@veritag/domain';
import { Button, Form, TextField, useVeritagForm, type ServerFieldErrors } from '@veritag/ui';
import {
  imagePart,
  productFormSchemaOf,
  productFormValues,
  type ProductFormApi,
  type ProductFormValues,
} from './product-form-values';
import {
  expiryRefused,
  ProductFormConditional,
  visibilityOfValues,
} from './ProductFormConditional';
import { LanguageMessages } from './LanguageMessages';
import { ScanPreview } from './ScanPreview/ScanPreview';
import { ScanPreviewBeside } from './ScanPreview/ScanPreviewBeside';
import { productDraftOf } from './product-preview-draft';
import { ProductFormFields } from './ProductFormFields';
import { renderCustomerOption, type CustomerOptionOfForm } from './ProductFormControls';
import { ProductFormImages, type StoredImages } from './ProductFormImages';
import * as styles from './ProductForm.css';
import * as formStyles from './forms.css';

/** What a save sends: the fields, and each chosen image as a `file` part named after its field. */
export interface ProductFormSave {
  /** The admin's customer travels as `customer.id` (spec 002 section 7). */
  fields: Omit<Stripped<ProductSave>, 'customer'> & { customer?: { id: number } };
  files: File[];
}

export interface ProductFormProps {
  label: string;
  product?: Product;
  /** The admin's customers to choose from; a limited user's form has no choice (the server decides). */
  customerChoice?: { customers: readonly CustomerOptionOfForm[]; isLoading: boolean };
  stored?: StoredImages;
  onSave: (save: ProductFormSave) => Promise<ServerFieldErrors | void>;
  onCancel: () => void;
  /** The saved product's scan page with the texts being typed (decision 0473); none on add. */
  preview?: (lang: ScanLanguage, draft: ProductPreviewDraft) => Promise<string>;
}

/** Save, disabled while the expiry month is not after the mfg month (spec 002 section 4), and Cancel. */
function ProductFormActions({ form, onCancel }: { form: ProductFormApi; onCancel: () => void }) {
  return (
    <form.Subscribe
      selector={(state) => ({
        values: state.values,
        isSubmitting: state.isSubmitting,
        attempts: state.submissionAttempts,
      })}
    >
      {({ values, isSubmitting, attempts }) => (
        <>
          {/* Spec 002 section 5: the extra message on Save when the code is empty. */}
          {attempts > 0 && values.productCode.trim() === '' && (
            <p className={styles.message} role="alert">
              {messages.productCodeRequired}
            </p>
          )}
          <div className={formStyles.buttons}>
            <Button type="submit" isPending={isSubmitting} isDisabled={expiryRefused(values)}>
              Save
            </Button>
            <Button variant="secondary" onPress={onCancel}>
              Cancel
            </Button>
          </div>
        </>
      )}
    </form.Subscribe>
  );
}

/**
 * The product's messages, each by a short name of its own: a label holding the default
 * field's (`Authentication Message`) would be found by a search for that field too.
 */
const messageLabels: readonly (readonly [ProductMessageField, string])[] = [
  ['authenticationMsg', 'Authentication text'],
  ['customTextPostScan', 'Post-scan text'],
  ['customTextOnIdentification', 'Identification text'],
  ['customTextForRegistration', 'Registration label'],
  ['customTextOnLastPage', 'Last page text'],
  ['msgAfterScanExceded', 'Scan limit message'],
];

/** Messages in other languages for the messages the switches show (a hidden one is not saved). */
function ProductLanguageMessages({ form }: { form: ProductFormApi }) {
  return (
    <form.Subscribe
      selector={(state) => {
        const { fields } = visibilityOfValues(state.values);
        return messageLabels
          .filter(([field]) => field === 'authenticationMsg' || fields.has(field))
          .map(([field]) => field)
          .join(',');
      }}
    >
      {(shownKey) => (
        <LanguageMessages
          fields={messageLabels.filter(([field]) => shownKey.split(',').includes(field))}
          renderField={(name, label) => (
            <form.AppField name={name}>
              {(field) => <field.TextField label={label} />}
            </form.AppField>
          )}
        />
      )}
    </form.Subscribe>
  );
}

/** An admin chooses the customer; a limited user sees the saved product's, read only, or none on add. */
function customerOf(
  form: ProductFormApi,
  product: Product | undefined,
  choice: ProductFormProps['customerChoice'],
) {
  // The field holds the chosen customer whole: its advanceWorkflow decides the registration text.
  if (choice) {
    return (
      <form.AppField name="customer">
        {(field) => (
          <field.ComboBox
            label="Customer"
            items={choice.customers}
            holds="option"
            isLoading={choice.isLoading}
            isRequired
          >
            {renderCustomerOption}
          </field.ComboBox>
        )}
      </form.AppField>
    );
  }
  return product ? (
    <TextField label="Customer" value={product.customer.companyName} isReadOnly />
  ) : null;
}

/** Spec 002 sections 3 to 5: the product's fields, its switches with what they reveal, and its images. */
export function ProductForm({
  label,
  product,
  customerChoice,
  stored,
  onSave,
  onCancel,
  preview,
}: ProductFormProps) {
  const schema = productFormSchemaOf(customerChoice !== undefined);
  const form: ProductFormApi = useVeritagForm<typeof schema, ProductFormValues>({
    schema,
    defaultValues: productFormValues(product),
    onSubmit: (values) => {
      // The schema knows no files: they are read from the form's own values.
      const files = productImageFields.flatMap((field: ProductImageField) => {
        const file = form.getFieldValue(field);
        return file instanceof File ? [imagePart(field, file)] : [];
      });
      const { customer, ...fields } = values;
      return onSave({
        fields: {
          ...fields,
          // Every language is sent, blanks too: a message cleared here is removed (decision 0469).
          messagesByLanguage: languageMessagesGrid(productMessageFields, fields.messagesByLanguage),
          ...(typeof customer === 'number' ? { customer: { id: customer } } : {}),
        },
        files,
      });
    },
  });
  return (
    <Form form={form} aria-label={label}>
      <ScanPreviewBeside
        preview={
          preview && (
            <form.Subscribe selector={(state) => productDraftOf(state.values)}>
              {(draft) => <ScanPreview draft={draft} render={preview} />}
            </form.Subscribe>
          )
        }
      >
        <div className={styles.fieldGrid}>
          <ProductFormFields form={form} customer={customerOf(form, product, customerChoice)} />
          <ProductFormConditional form={form} />
          <ProductFormImages form={form} stored={stored} />
          <ProductLanguageMessages form={form} />
        </div>
      </ScanPreviewBeside>
      <ProductFormActions form={form} onCancel={onCancel} />
    </Form>
  );
}
