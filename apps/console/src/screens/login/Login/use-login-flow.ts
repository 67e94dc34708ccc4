import { useState } from 'react';
import { ApiError, authCalls } from '@veritag/api';
import { notices, type OtpChannel } from '@veritag/domain';
import { api } from '#app/session/api-client';
import { useCountdown } from './use-countdown';

/**
 * How long Resend waits after a code went out. The server voids the open code whenever it
 * issues a new one (otp.service.ts), so a resend before a slow mail or SMS lands only spoils
 * the code on its way; a minute covers ordinary delivery and leaves four of the code's five
 * minutes to use it. The server does not count a login send that carries the right password
 * (rate-limits.ts gives successes back), so this wait is what spaces sends out: at most 15 in
 * the limiter's 15-minute window.
 */
export const resendDelaySeconds = 60;

export type LoginStep =
  | { step: 'credentials' }
  | {
      step: 'otp';
      username: string;
      password: string;
      email: string | null;
      mobileNo: string | null;
      sentTo?: OtpChannel;
    };

export interface LoginFeedback {
  tone: 'warning' | 'error' | 'success';
  title: string;
  detail: string;
}

/** The failure as spec 000 section 8 words it: the server's title, else "Bad Credencial". */
const failureOf = (error: unknown): LoginFeedback => ({
  tone: 'warning',
  title: 'Warning',
  detail: error instanceof ApiError && error.title ? error.title : notices.badCredential,
});

/**
 * The login of spec 000 section 4: an account check answers a token, or OTP mode with the
 * masked email and mobile as channels; a channel is chosen, the code requested and entered.
 */
export function useLoginFlow(onToken: (token: string) => Promise<void>) {
  const [state, setState] = useState<LoginStep>({ step: 'credentials' });
  const [feedback, setFeedback] = useState<LoginFeedback | null>(null);
  const [pending, setPending] = useState(false);
  const resend = useCountdown(resendDelaySeconds);

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setFeedback(null);
    try {
      await work();
    } catch (error) {
      setFeedback(failureOf(error));
    } finally {
      setPending(false);
    }
  };

  return {
    state,
    feedback,
    pending,
    /** Seconds until another code may be asked for; 0 when it may. */
    resendIn: resend.secondsLeft,
    checkLogin: (username: string, password: string) =>
      run(async () => {
        const reply = await api.call(authCalls.checkLogin, { body: { username, password } });
        if (reply.idToken) await onToken(reply.idToken);
        else
          setState({
            step: 'otp',
            username,
            password,
            email: reply.email,
            mobileNo: reply.mobileNo,
          });
      }),
    requestCode: (sendOn: OtpChannel) =>
      run(async () => {
        if (state.step !== 'otp') return;
        await api.call(authCalls.sendOtp, {
          body: { username: state.username, password: state.password, type: 'login', sendOn },
        });
        setState({ ...state, sentTo: sendOn });
        resend.start();
        setFeedback({ tone: 'success', title: notices.successTitle, detail: notices.otpSent });
      }),
    submitCode: (otp: string) =>
      run(async () => {
        if (state.step !== 'otp') return;
        const body = {
          username: state.username,
          password: state.password,
          otp,
          ...(state.sentTo ? { sendOn: state.sentTo } : {}),
        };
        const reply = await api.call(authCalls.login, { body });
        await onToken(reply.id_token);
      }),
    startOver: () => {
      resend.stop();
      setState({ step: 'credentials' });
    },
  };
}
