import { requiredEmail } from '@veritag/domain';
import type { CustomerFormApi } from './CustomerForm.values';
import * as styles from './CustomerForm.css';

/**
 * Email Config Settings (spec 000 sections 2.8 and 3), every field required. The 2FA password
 * of a saved customer shows as the mask: left as it is, the stored password is kept. Help desk
 * emails are several: each typed address is added with Add Email (once it is an address), and
 * they are sent joined by commas. The microsite rule is checked on Save, not while typing.
 */
/** One help desk address, as long as the others the form takes (200). */
const helpDeskEmail = requiredEmail(200);

export function CustomerEmailConfigFields({ form }: { form: CustomerFormApi }) {
  return (
    <div className={styles.fieldGrid}>
      {/* The whole-config error (the microsite is on and nothing was configured): on Save only. */}
      <form.AppField name="emailConfig">{(field) => <field.GroupMessage />}</form.AppField>
      <form.AppField name="emailConfig.emailServer">
        {(field) => <field.TextField label="Email Server" isRequired />}
      </form.AppField>
      <form.AppField name="emailConfig.emailServerPort">
        {(field) => <field.TextField label="Email Server Port" inputMode="numeric" isRequired />}
      </form.AppField>
      <form.AppField name="emailConfig.senderEmail">
        {(field) => <field.TextField label="Sender Email" type="email" isRequired />}
      </form.AppField>
      <form.AppField name="emailConfig.twoFAPasswordForEmail">
        {(field) => (
          <field.TextField
            label="2FA Password for Email"
            type="password"
            autoComplete="new-password"
            isRequired
          />
        )}
      </form.AppField>
      <div className={styles.wide}>
        <form.AppField name="emailConfig.helpDeskEmailsList">
          {(field) => (
            <field.EntryList
              label="Help Desk Email"
              addLabel="Add Email"
              type="email"
              entrySchema={helpDeskEmail}
              isRequired
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="emailConfig.subjectForCustomerEmail">
        {(field) => <field.TextField label="Subject for Customer Email" isRequired />}
      </form.AppField>
      <form.AppField name="emailConfig.subjectForVendorEmail">
        {(field) => <field.TextField label="Subject for Vendor Email" isRequired />}
      </form.AppField>
      <form.AppField name="emailConfig.emailMessageToCustomer">
        {(field) => <field.TextArea label="Email Message to Customer" isRequired />}
      </form.AppField>
      <form.AppField name="emailConfig.emailMessageToVendor">
        {(field) => <field.TextArea label="Email Message to Vendor" isRequired />}
      </form.AppField>
    </div>
  );
}
