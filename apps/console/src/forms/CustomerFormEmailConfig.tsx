import { Button } from '@veritag/ui';
import type { CustomerFormApi } from './CustomerForm.values';
import * as styles from './CustomerForm.css';

/**
 * Email Config Settings (spec 000 sections 2.8 and 3), every field required. The 2FA password
 * of a saved customer shows as the mask: left as it is, the stored password is kept. Help desk
 * emails are several, added with Add Email and sent joined by commas.
 */
export function CustomerEmailConfigFields({ form }: { form: CustomerFormApi }) {
  return (
    <div className={styles.fieldGrid}>
      <form.Field name="emailConfig">
        {(field) => {
          // The whole-config error: the microsite is on and nothing was configured.
          const message = field.state.meta.errors.find((error) => typeof error === 'object' && error !== null && 'message' in error) as { message: string } | undefined;
          return message ? (
            <p className={styles.formMessage} role="alert">
              {message.message}
            </p>
          ) : null;
        }}
      </form.Field>
      <form.AppField name="emailConfig.emailServer">{(field) => <field.TextField label="Email Server" isRequired />}</form.AppField>
      <form.AppField name="emailConfig.emailServerPort">{(field) => <field.TextField label="Email Server Port" inputMode="numeric" isRequired />}</form.AppField>
      <form.AppField name="emailConfig.senderEmail">{(field) => <field.TextField label="Sender Email" type="email" isRequired />}</form.AppField>
      <form.AppField name="emailConfig.twoFAPasswordForEmail">
        {(field) => <field.TextField label="2FA Password for Email" type="password" autoComplete="new-password" isRequired />}
      </form.AppField>
      <form.AppField name="emailConfig.helpDeskEmailsList" mode="array">
        {(list) => (
          <fieldset className={styles.switches}>
            <legend>Help Desk Email</legend>
            {(list.state.value ?? []).map((_, index) => (
              <div key={index} className={styles.logoPreview}>
                <form.AppField name={`emailConfig.helpDeskEmailsList[${index}]`}>
                  {(field) => <field.TextField label={`Help Desk Email ${index + 1}`} type="email" isRequired />}
                </form.AppField>
                {(list.state.value ?? []).length > 1 && (
                  <Button variant="secondary" aria-label={`Remove Help Desk Email ${index + 1}`} onPress={() => list.removeValue(index)}>
                    Remove
                  </Button>
                )}
              </div>
            ))}
            <div>
              <Button variant="secondary" onPress={() => list.pushValue('')}>
                Add Email
              </Button>
            </div>
          </fieldset>
        )}
      </form.AppField>
      <form.AppField name="emailConfig.subjectForCustomerEmail">{(field) => <field.TextField label="Subject for Customer Email" isRequired />}</form.AppField>
      <form.AppField name="emailConfig.subjectForVendorEmail">{(field) => <field.TextField label="Subject for Vendor Email" isRequired />}</form.AppField>
      <form.AppField name="emailConfig.emailMessageToCustomer">{(field) => <field.TextArea label="Email Message to Customer" isRequired />}</form.AppField>
      <form.AppField name="emailConfig.emailMessageToVendor">{(field) => <field.TextArea label="Email Message to Vendor" isRequired />}</form.AppField>
    </div>
  );
}
