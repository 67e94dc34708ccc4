import { fileRules, type CompanyType } from '@veritag/domain';
import type { ReactNode } from 'react';
import type { CustomerFormApi } from './CustomerForm.values';
import * as styles from './CustomerForm.css';

/** The spec's switches (section 2.8) with their labels; the microsite one shows the email tab. */
const switches = [
  ['websiteLinkEnable', 'Website'],
  ['linkedinLinkEnable', 'LinkedIn'],
  ['instargramLinkEnable', 'Instagram'],
  ['youtubeLinkEnable', 'YouTube'],
  ['productContentUrlEnable', 'Product Content URL'],
  ['brochureUrlEnable', 'Brochure URL'],
  ['advanceWorkflow', 'Advance Workflow'],
  ['authenticateViaCode', 'Authenticate Via Code'],
  ['micrositeEnable', 'Roto Customized Microsite'],
] as const;

const links = [
  ['androidAppLink', 'Android App Link'],
  ['iosAppLink', 'iOS App Link'],
  ['websiteLink', 'Website Link'],
  ['linkedinLink', 'LinkedIn Link'],
  ['instragramLink', 'Instagram Link'],
  ['youtubeLink', 'YouTube Link'],
] as const;

/** The fields of the details tab, in the order of spec 000 section 3. */
export const detailFieldNames = [
  'companyName',
  'mobileNo',
  'email',
  'address',
  'companyCode',
  'messageOnScan',
  'textForMicrosite',
  ...links.map(([name]) => name),
  ...switches.map(([name]) => name),
  'customerLogo',
  'productContentUrl',
  'brochureUrl',
];

/**
 * Spec 000 sections 2.8, 3 and 5: the company's fields, the links, the enable switches and
 * the three uploads. Message on scan is required for customers only.
 */
export function CustomerDetailsFields({
  form,
  companyType,
  mode,
  logo,
}: {
  form: CustomerFormApi;
  companyType: CompanyType;
  mode: 'add' | 'edit';
  logo?: ReactNode;
}) {
  return (
    <div className={styles.fieldGrid}>
      <form.AppField name="companyName">
        {(field) => <field.TextField label="Company Name" isRequired />}
      </form.AppField>
      <form.AppField name="mobileNo">
        {(field) => <field.TextField label="Phone No." type="tel" />}
      </form.AppField>
      <form.AppField name="email">
        {(field) => <field.TextField label="Email" type="email" />}
      </form.AppField>
      <form.AppField name="address">{(field) => <field.TextField label="Address" />}</form.AppField>
      <form.AppField name="companyCode">
        {(field) => <field.TextField label="Company Code" isRequired />}
      </form.AppField>
      <form.AppField name="messageOnScan">
        {(field) => (
          <field.TextField
            label="Message on Qr Code Scanning"
            isRequired={companyType === 'Customer'}
          />
        )}
      </form.AppField>
      <form.AppField name="textForMicrosite">
        {(field) => <field.TextField label="Text For Microsite" />}
      </form.AppField>
      {links.map(([name, label]) => (
        <form.AppField key={name} name={name}>
          {(field) => <field.TextField label={label} type="url" />}
        </form.AppField>
      ))}
      <div className={styles.switches}>
        {switches.map(([name, label]) => (
          <form.AppField key={name} name={name}>
            {(field) => <field.Switch label={label} />}
          </form.AppField>
        ))}
      </div>
      {logo}
      <form.AppField name="customerLogo">
        {(field) => (
          <field.FileField
            label="Logo"
            rule={mode === 'add' ? fileRules.customerLogoAdd : fileRules.customerLogoEdit}
          />
        )}
      </form.AppField>
      <form.AppField name="productContentUrl">
        {(field) => <field.FileField label="Product Content" rule={fileRules.productContent} />}
      </form.AppField>
      <form.AppField name="brochureUrl">
        {(field) => <field.FileField label="Brochure" rule={fileRules.brochure} />}
      </form.AppField>
    </div>
  );
}
