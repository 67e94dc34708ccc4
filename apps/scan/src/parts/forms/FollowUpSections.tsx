import { scanOtpLength, type ScanPageProduct } from '@veritag/domain';
import { Card, fieldStyles, TextField } from '@veritag/ui';
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
  return (
    <Card title="Confirm your mobile" data-slot="otp">
      <div className={content.stack}>
        <SafeImage url={product.images.onOtp} alt="" />
        <p className={content.prose}>
          We sent a {scanOtpLength}-digit code to{' '}
          {mobileEnding ? `your mobile ending in ${mobileEnding}` : 'your mobile'}.
        </p>
        <ScanForm action={action} submitLabel="Confirm" problem={state?.problem}>
          <TextField
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={scanOtpLength + 2}
            isRequired
            {...fieldState(state, 'code')}
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
  const error = fieldError(state?.problem, 'invoice');
  return (
    <Card title="Upload your invoice" data-slot="invoice">
      <div className={content.stack}>
        <SafeImage url={product.images.onUploadInvoice} alt="" />
        <ScanForm action={action} submitLabel="Upload" problem={state?.problem} multipart>
          <div className={fieldStyles.field} data-invalid={error ? 'true' : undefined}>
            <label className={fieldStyles.label} htmlFor="invoice-file">
              Invoice (a photo or a PDF)
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
  return (
    <Card title="Redeem points" data-slot="redeem">
      <ScanForm action={action} submitLabel="Ask to redeem" problem={state?.problem}>
        <TextField label="Points" inputMode="numeric" isRequired {...fieldState(state, 'points')} />
      </ScanForm>
    </Card>
  );
}
