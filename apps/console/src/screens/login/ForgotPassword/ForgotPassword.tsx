import { useState } from 'react';
import * as v from 'valibot';
import { ApiError, authCalls } from '@veritag/api';
import { notices, requiredEmail, ResetPasswordSchema } from '@veritag/domain';
import { Card, Form, showToast, useVeritagForm } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { saveForm } from '#app/app/report-failure';
import { go } from '#app/app/navigation';
import { api } from '#app/session/api-client';
import * as styles from '#app/app/auth-page.css';

// The contract takes any text of up to 200 characters for the email (its reply never tells
// whether an account exists); the form also wants an address's shape, so "not-an-email" is
// refused here, on blur and on submit, and no call is made with it.
const emailRule = requiredEmail(200);
const EmailSchema = v.object({ email: emailRule });
const ResetFormSchema = v.object({
  ...v.pick(ResetPasswordSchema, ['otp', 'newPassword']).entries,
  email: emailRule,
});

/** Spec 000 sections 2.5 and 4: request a code for an email, then set a new password with it. */
export default function ForgotPassword() {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <main className={styles.page}>
      <h1 className={styles.brand}>Veritag</h1>
      <Card title="Forgot password" className={styles.card}>
        {email === null ? <RequestCode onSent={setEmail} /> : <ResetPassword email={email} />}
        <a className={styles.link} href={`#${paths.login}`}>
          Back to login
        </a>
      </Card>
    </main>
  );
}

function RequestCode({ onSent }: { onSent: (email: string) => void }) {
  const form = useVeritagForm({
    schema: EmailSchema,
    defaultValues: { email: '' },
    onSubmit: async ({ email = '' }) => {
      try {
        await api.call(authCalls.sendOtp, { body: { email, type: 'forgotPassword' } });
        showToast({ tone: 'success', detail: notices.otpSent });
        onSent(email);
      } catch (error) {
        // The server's title if it sent one, else the spec's warning about the OTP limit.
        const title = error instanceof ApiError && error.title ? error.title : undefined;
        showToast(
          title ? { tone: 'error', detail: title } : { tone: 'warning', detail: notices.otpLimit },
        );
      }
    },
  });
  return (
    <Form form={form} aria-label="Request a code">
      <form.AppField name="email">
        {(field) => <field.TextField label="Email" type="email" autoComplete="email" isRequired />}
      </form.AppField>
      <form.SubmitButton>Send OTP</form.SubmitButton>
    </Form>
  );
}

function ResetPassword({ email }: { email: string }) {
  const form = useVeritagForm({
    schema: ResetFormSchema,
    defaultValues: { otp: '', newPassword: '', email },
    onSubmit: (values) =>
      saveForm(
        () =>
          api.call(authCalls.resetPassword, {
            body: {
              email: values.email ?? '',
              otp: values.otp ?? '',
              newPassword: values.newPassword ?? '',
              type: 'forgotPassword',
            },
          }),
        () => {
          showToast({ tone: 'success', detail: notices.passwordReset });
          go(paths.login);
        },
      ),
  });
  return (
    <Form form={form} aria-label="Reset password">
      <form.AppField name="otp">
        {(field) => <field.TextField label="OTP" autoComplete="one-time-code" isRequired />}
      </form.AppField>
      <form.AppField name="newPassword">
        {(field) => (
          <field.TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            description="5 to 16 characters"
            isRequired
          />
        )}
      </form.AppField>
      <form.AppField name="email">
        {(field) => <field.TextField label="Email" type="email" isRequired />}
      </form.AppField>
      <form.SubmitButton>Reset password</form.SubmitButton>
    </Form>
  );
}
