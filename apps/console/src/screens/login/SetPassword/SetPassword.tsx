import { useState } from 'react';
import * as v from 'valibot';
import { ApiError, userCalls } from '@veritag/api';
import { messages, NewPasswordSchema } from '@veritag/domain';
import { Card, Form, showToast, useVeritagForm } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { go } from '#app/app/navigation';
import { api } from '#app/session/api-client';
import * as styles from '#app/app/auth-page.css';
import * as own from './SetPassword.css';

export const passwordSetNotice = 'Your password is set. You can log in now.';

/** The new password as a reset's (5 to 16 characters), typed twice. */
const SetPasswordFormSchema = v.pipe(
  v.object({
    newPassword: NewPasswordSchema,
    confirmPassword: v.pipe(
      v.string(messages.confirmPasswordEmpty),
      v.nonEmpty(messages.confirmPasswordEmpty),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      messages.passwordMismatch,
    ),
    ['confirmPassword'],
  ),
);

/**
 * The link's token. A link without the '#' (/set_password?token=...) keeps it in the search
 * part (main.tsx moves only the path into the hash); one written with it has it in the hash.
 */
function linkToken(): string {
  const inHash = location.hash.split('?')[1] ?? '';
  return (
    new URLSearchParams(location.search).get('token') ??
    new URLSearchParams(inHash).get('token') ??
    ''
  );
}

/**
 * Ours (decision 0119): a new user has no password until they follow the link mailed when their
 * account was made. The link works once and for a limited time; a used or expired one is
 * refused with the server's title, and the admin can send a new one.
 */
export default function SetPassword() {
  const [token] = useState(linkToken);
  const [refusal, setRefusal] = useState<string>();
  const form = useVeritagForm({
    schema: SetPasswordFormSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
    onSubmit: async ({ newPassword = '' }) => {
      try {
        await api.call(userCalls.setFirstPassword, { body: { token, newPassword } });
        showToast({ tone: 'success', detail: passwordSetNotice });
        go(paths.login);
      } catch (error) {
        setRefusal(
          error instanceof ApiError && error.title ? error.title : 'The password could not be set',
        );
      }
    },
  });
  return (
    <main className={styles.page}>
      <h1 className={styles.brand}>Veritag</h1>
      <Card title="Set your password" className={styles.card}>
        {token === '' ? (
          <p role="alert" className={own.refusal}>
            This link has no token. Open the link from your mail again.
          </p>
        ) : (
          <Form form={form} aria-label="Set your password">
            {refusal && (
              <p role="alert" className={own.refusal}>
                {refusal}
              </p>
            )}
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
            <form.AppField name="confirmPassword">
              {(field) => (
                <field.TextField
                  label="Confirm password"
                  type="password"
                  autoComplete="new-password"
                  isRequired
                />
              )}
            </form.AppField>
            <form.SubmitButton>Set password</form.SubmitButton>
          </Form>
        )}
        <a className={styles.link} href={`#${paths.login}`}>
          Back to login
        </a>
      </Card>
    </main>
  );
}
