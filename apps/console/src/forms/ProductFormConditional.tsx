import {
  expiryNotAfterMfg,
  messages,
  visibleProductFields,
  type ConditionalProductField,
  type ProductFlag,
  type ProductVisibility,
} from '@veritag/domain';
import type { ProductFormApi, ProductFormValues } from './product-form-values';
import * as styles from './ProductForm.css';

/** The switches (spec 002 section 3) with their labels; the expiry one is offered once an mfg month exists. */
const switchLabels: [ProductFlag, string][] = [
  ['authenticationActivated', 'Authentication Activated'],
  ['captureUserData', 'Capture User Data'],
  ['showProductImage', 'Show Product Image'],
  ['userInvoiceUpload', 'User Invoice Upload'],
  ['isColor', 'Is Color'],
  ['checkCountOfScan', 'Check Count Of Scan'],
  ['showMfgDate', 'Show Mfg Date'],
  ['showExpiryDate', 'Show Expiry Date'],
  ['enableWarranty', 'Enable Warranty'],
  ['showOffers', 'Show Offers'],
  ['staticQr', 'Static QR'],
  ['enableLoyaltyPoints', 'Enable Loyalty Points'],
];

/** The texts and numbers shown under the switches (spec 002 section 4), in the spec's order. */
const fieldLabels: [
  Exclude<ConditionalProductField, 'mfgDate' | 'expiryDate'>,
  string,
  'number' | 'text',
][] = [
  ['countOfScanning', 'Scan Count For Registration', 'number'],
  ['customTextPostScan', 'Custom Text Post Scan', 'text'],
  ['customTextOnIdentification', 'Custom Text On Identification', 'text'],
  ['customTextForRegistration', 'Label For Registration', 'text'],
  ['customTextOnLastPage', 'Custom Text On Last Page', 'text'],
  ['videoLinkOnLastPage', 'Video Link On Last Page', 'text'],
  ['loyaltyPoints', 'Loyalty Points', 'number'],
  ['offersPageLink', 'Offers Page Link', 'text'],
  ['allowNumberOfScans', 'Allow Number Of Scans', 'number'],
  ['msgAfterScanExceded', 'Message After Scan Exceeded', 'text'],
  ['warrantyLink', 'Warranty Link', 'text'],
];

/** What the values show: the domain's rule, with the chosen customer's advanceWorkflow. */
export const visibilityOfValues = (values: ProductFormValues): ProductVisibility =>
  visibleProductFields(
    values,
    values.customer === '' ? undefined : values.customer,
    values.showMfgDate && values.mfgDate !== '',
  );

/** Spec 002 section 4: Save is disabled while a shown expiry month is not after the mfg month. */
export const expiryRefused = (
  values: ProductFormValues,
  visibility = visibilityOfValues(values),
): boolean => visibility.fields.has('expiryDate') && expiryNotAfterMfg(values);

export const productSwitchNames = switchLabels.map(([name]) => name);
export const productConditionalNames = [
  'mfgDate',
  'expiryDate',
  ...fieldLabels.map(([name]) => name),
];

/** The switches and the fields they reveal; hidden fields are neither checked nor sent. */
export function ProductFormConditional({ form }: { form: ProductFormApi }) {
  return (
    <form.Subscribe selector={(state) => state.values}>
      {(values) => {
        const visibility = visibilityOfValues(values);
        const offered = switchLabels.filter(
          ([name]) => name !== 'showExpiryDate' || visibility.expirySwitch,
        );
        return (
          <>
            <div className={styles.switches}>
              {offered.map(([name, label]) => (
                <form.AppField key={name} name={name}>
                  {(field) => <field.Switch label={label} />}
                </form.AppField>
              ))}
            </div>
            {visibility.fields.has('mfgDate') && (
              <form.AppField name="mfgDate">
                {(field) => <field.MonthPicker label="Mfg Month" />}
              </form.AppField>
            )}
            {visibility.fields.has('expiryDate') && (
              <form.AppField name="expiryDate">
                {(field) => (
                  <field.MonthPicker
                    label="Expiry Month"
                    standingError={
                      expiryRefused(values, visibility) ? messages.expiryNotAfterMfg : undefined
                    }
                  />
                )}
              </form.AppField>
            )}
            {fieldLabels
              .filter(([name]) => visibility.fields.has(name))
              .map(([name, label, kind]) => (
                <form.AppField key={name} name={name}>
                  {(field) => (
                    <field.TextField
                      label={label}
                      isRequired
                      inputMode={kind === 'number' ? 'numeric' : undefined}
                    />
                  )}
                </form.AppField>
              ))}
          </>
        );
      }}
    </form.Subscribe>
  );
}
