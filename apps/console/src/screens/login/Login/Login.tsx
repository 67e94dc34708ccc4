import { useEffect } from 'react';
import * as v from 'valibot';
import { CheckLoginSchema, LoginWithOtpSchema, type OtpChannel } from '@veritag/domain';
import { Button, Card, Form, showToast, useVeritagForm } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { go, navigationState } from '#app/routing/navigation';
import { useSession } from '#app/session/session-context';
import { useLoginFlow, type LoginStep } from './use-login-flow';
import * as authPage from '#app/app/auth-page.css';
import * as styles from './Login.css';

const OtpSchema = v.pick(LoginWithOtpSchema, ['otp']);

/** Spec 000 sections 2.4 and 4: username and password, then, for some accounts, a one-time code. */
export default function Login() {
  const { signIn } = useSession();
  const flow = useLoginFlow(async (token) => {
    await signIn(token);
    go(paths.dashboard);
  });

  useEffect(() => {
    // "You need to login first!" arrives as navigation state from the guard or a 401.
    const message = navigationState<{ message: string }>().message;
    if (typeof message === 'string') showToast({ tone: 'warning', detail: message });
  }, []);
  useEffect(() => {
    if (flow.feedback) showToast({ tone: flow.feedback.tone, title: flow.feedback.title, detail: flow.feedback.detail });
  }, [flow.feedback]);

  return (
    <main className={authPage.page}>
      <h1 className={authPage.brand}>Veritag</h1>
      <Card title="Sign in" className={authPage.card}>
        {flow.state.step === 'credentials' ? (
          <CredentialsForm onSubmit={flow.checkLogin} />
        ) : (
          <OtpStep state={flow.state} pending={flow.pending} onRequest={flow.requestCode} onSubmit={flow.submitCode} onBack={flow.startOver} />
        )}
        <a className={styles.link} href={`#${paths.forgotPassword}`}>
          Forgot password?
        </a>
      </Card>
    </main>
  );
}

function CredentialsForm({ onSubmit }: { onSubmit: (username: string, password: string) => Promise<void> }) {
  const form = useVeritagForm({
    schema: CheckLoginSchema,
    defaultValues: { username: '', password: '' },
    onSubmit: ({ username, password }) => onSubmit(username ?? '', password ?? ''),
  });
  return (
    <Form form={form} aria-label="Login">
      <form.AppField name="username">{(field) => <field.TextField label="Username" autoComplete="username" isRequired />}</form.AppField>
      <form.AppField name="password">
        {(field) => <field.TextField label="Password" type="password" autoComplete="current-password" isRequired />}
      </form.AppField>
      <form.SubmitButton>Login</form.SubmitButton>
    </Form>
  );
}

interface OtpStepProps {
  state: Extract<LoginStep, { step: 'otp' }>;
  pending: boolean;
  onRequest: (channel: OtpChannel) => Promise<void>;
  onSubmit: (otp: string) => Promise<void>;
  onBack: () => void;
}

function OtpStep({ state, pending, onRequest, onSubmit, onBack }: OtpStepProps) {
  const form = useVeritagForm({ schema: OtpSchema, defaultValues: { otp: '' }, onSubmit: ({ otp }) => onSubmit(otp ?? '') });
  return (
    <div className={styles.otp}>
      <p id="otp-channels">Your account needs a one-time code. Where should we send it?</p>
      <div role="group" aria-labelledby="otp-channels" className={styles.channels}>
        {state.email && (
          <Button variant={state.sentTo === 'EMAIL' ? 'primary' : 'secondary'} isPending={pending} onPress={() => void onRequest('EMAIL')}>
            {`Email ${state.email}`}
          </Button>
        )}
        {state.mobileNo && (
          <Button variant={state.sentTo === 'Mobile' ? 'primary' : 'secondary'} isPending={pending} onPress={() => void onRequest('Mobile')}>
            {`Mobile ${state.mobileNo}`}
          </Button>
        )}
      </div>
      <Form form={form} aria-label="One-time code">
        <form.AppField name="otp">{(field) => <field.TextField label="OTP" autoComplete="one-time-code" inputMode="numeric" isRequired />}</form.AppField>
        <form.SubmitButton>Verify</form.SubmitButton>
      </Form>
      <Button variant="ghost" onPress={onBack}>
        Use another account
      </Button>
    </div>
  );
}
