import { scanOtpLength, type ScanPageProduct } from '@veritag/domain';
import { Card, fieldStyles, TextField } from '@veritag/ui';
import { usePageI18n } from '../../i18n/page-i18n';
import * as content from '../content.css';
import { SafeImage } from '../links';
import type { FormState } from '../../views/scan-pages.view';
import { fieldError, fieldState } from './form-state';
import * as styles from './forms.css';
import { ScanForm } from './ScanForm';

/** The one-time code sent to the mobile just registered, with the product's OTP image. */
export function OtpSection({
  action,
  product,
  mobileEnding,
  state,
}: {
  action: string;
  product: ScanPageProduct;
  mobileEnding?: string;
  state?: FormState;
}) {
  const { t } = usePageI18n();
  return (
    <Card title={t('otp.title')} data-slot="otp">
      <div className={content.stack}>
        <SafeImage url={product.images.onOtp} alt="" />
        <p className={content.prose}>
          {mobileEnding
            ? t('otp.sentToEnding', { digits: scanOtpLength, ending: mobileEnding })
            : t('otp.sent', { digits: scanOtpLength })}
        </p>
        <ScanForm action={action} submitLabel={t('otp.send')} problem={state?.problem}>
          <TextField
            label={t('field.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={scanOtpLength + 2}
            isRequired
            {...fieldState(state, 'code', t)}
          />
        </ScanForm>
      </div>
    </Card>
  );
}

/**
 * Invoice upload (userInvoiceUpload): a native file input in a multipart form, because the
 * kit's drop zone needs JavaScript. The server checks the file's size and type by content.
 */
export function InvoiceSection({
  action,
  product,
  state,
}: {
  action: string;
  product: ScanPageProduct;
  state?: FormState;
}) {
  const { t } = usePageI18n();
  const error = fieldError(state?.problem, 'invoice', t);
  return (
    <Card title={t('invoice.title')} data-slot="invoice">
      <div className={content.stack}>
        <SafeImage url={product.images.onUploadInvoice} alt="" />
        <ScanForm
          action={action}
          submitLabel={t('invoice.send')}
          problem={state?.problem}
          multipart
        >
          <div className={fieldStyles.field} data-invalid={error ? 'true' : undefined}>
            <label className={fieldStyles.label} htmlFor="invoice-file">
              {t('field.invoice')}
            </label>
            <input
              id="invoice-file"
              className={styles.file}
              type="file"
              name="invoice"
              accept="image/*,application/pdf"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'invoice-error' : undefined}
            />
            {error && (
              <span id="invoice-error" className={fieldStyles.error} data-slot="error">
                {error}
              </span>
            )}
          </div>
        </ScanForm>
      </div>
    </Card>
  );
}

/** A redemption request: how many points to redeem; the server checks them against the balance. */
export function RedeemSection({ action, state }: { action: string; state?: FormState }) {
  const { t } = usePageI18n();
  return (
    <Card title={t('redeem.title')} data-slot="redeem">
      <ScanForm action={action} submitLabel={t('redeem.send')} problem={state?.problem}>
        <TextField
          label={t('field.points')}
          inputMode="numeric"
          isRequired
          {...fieldState(state, 'points', t)}
        />
      </ScanForm>
    </Card>
  );
}
