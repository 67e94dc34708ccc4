import { useEffect } from 'react';
import * as v from 'valibot';
import { CheckLoginSchema, LoginWithOtpSchema, type OtpChannel } from '@veritag/domain';
import { Button, Card, dismissToasts, Form, showToast, useVeritagTextForm } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { go, navigationState } from '#app/app/navigation';
import { takeReturnRoute } from '#app/session/session-storage';
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
    // "Otp send successfully" and "You need to login first!" speak of the login: they leave with
    // it rather than sit over the dashboard for the rest of their seconds (decision 0370).
    dismissToasts(['success', 'info', 'warning', 'error']);
    // Back to the screen a session ended on, if it ended under the user; else the dashboard.
    go(takeReturnRoute() ?? paths.dashboard);
  });

  useEffect(() => {
    // "You need to login first!" arrives as navigation state from the guard or a 401.
    const message = navigationState<{ message: string }>().message;
    if (typeof message === 'string') showToast({ tone: 'warning', detail: message });
  }, []);
  useEffect(() => {
    if (flow.feedback)
      showToast({
        tone: flow.feedback.tone,
        title: flow.feedback.title,
        detail: flow.feedback.detail,
      });
  }, [flow.feedback]);

  return (
    <main className={authPage.page}>
      <h1 className={authPage.brand}>Veritag</h1>
      <Card title="Sign in" className={authPage.card}>
        {flow.state.step === 'credentials' ? (
          <CredentialsForm onSubmit={flow.checkLogin} />
        ) : (
          <OtpStep
            state={flow.state}
            pending={flow.pending}
            resendIn={flow.resendIn}
            onRequest={flow.requestCode}
            onSubmit={flow.submitCode}
            onBack={flow.startOver}
          />
        )}
        <a className={authPage.link} href={`#${paths.forgotPassword}`}>
          Forgot password?
        </a>
      </Card>
    </main>
  );
}

function CredentialsForm({
  onSubmit,
}: {
  onSubmit: (username: string, password: string) => Promise<void>;
}) {
  const form = useVeritagTextForm({
    schema: CheckLoginSchema,
    defaultValues: { username: '', password: '' },
    onSubmit: ({ username, password }) => onSubmit(username ?? '', password ?? ''),
  });
  return (
    <Form form={form} aria-label="Login">
      <form.AppField name="username">
        {(field) => <field.TextField label="Username" autoComplete="username" isRequired />}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            isRequired
          />
        )}
      </form.AppField>
      <form.SubmitButton>Login</form.SubmitButton>
    </Form>
  );
}

interface OtpStepProps {
  state: Extract<LoginStep, { step: 'otp' }>;
  pending: boolean;
  resendIn: number;
  onRequest: (channel: OtpChannel) => Promise<void>;
  onSubmit: (otp: string) => Promise<void>;
  onBack: () => void;
}

/**
 * Spec 000 section 4, steps 3 to 5. The code field opens once a code went out on a chosen
 * channel; until the resend wait is over, no channel sends again (see resendDelaySeconds).
 */
function OtpStep({ state, pending, resendIn, onRequest, onSubmit, onBack }: OtpStepProps) {
  const form = useVeritagTextForm({
    schema: OtpSchema,
    defaultValues: { otp: '' },
    onSubmit: ({ otp }) => onSubmit(otp ?? ''),
  });
  const { sentTo } = state;
  const waiting = pending || resendIn > 0;
  const channels = [
    { channel: 'EMAIL', label: 'Email', address: state.email },
    { channel: 'Mobile', label: 'Mobile', address: state.mobileNo },
  ] as const;
  return (
    <div className={styles.otp}>
      <p id="otp-channels" className={styles.text}>
        Your account needs a one-time code. Where should we send it?
      </p>
      <div role="group" aria-labelledby="otp-channels" className={styles.channels}>
        {channels.map(
          ({ channel, label, address }) =>
            address && (
              <Button
                key={channel}
                variant={sentTo === channel ? 'primary' : 'secondary'}
                isDisabled={waiting}
                onPress={() => void onRequest(channel)}
              >
                {`${label} ${address}`}
              </Button>
            ),
        )}
      </div>
      {sentTo && (
        <div className={styles.sent}>
          <p
            role="status"
            className={styles.text}
          >{`A code was sent to ${sentTo === 'EMAIL' ? state.email : state.mobileNo}`}</p>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={waiting}
            onPress={() => void onRequest(sentTo)}
          >
            {resendIn > 0 ? `Resend in ${resendIn} s` : 'Resend code'}
          </Button>
        </div>
      )}
      <Form form={form} aria-label="One-time code">
        <form.AppField name="otp">
          {(field) => (
            <field.TextField
              label="OTP"
              autoComplete="one-time-code"
              inputMode="numeric"
              isRequired
              isDisabled={!sentTo}
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(formState) => formState.isSubmitting}>
          {(isSubmitting) => (
            <Button type="submit" isDisabled={!sentTo} isPending={isSubmitting}>
              Verify
            </Button>
          )}
        </form.Subscribe>
      </Form>
      <Button variant="ghost" onPress={onBack}>
        Use another account
      </Button>
    </div>
  );
}
