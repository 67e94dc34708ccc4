import type { TestApp } from '../../../test-support/test-app';
import type { Mailer, OutgoingMail } from '../../../platform/messaging';

/** Resolves once the reset mails of earlier requests are queued and the mail jobs have run. */
export async function mailsSettled(t: Pick<TestApp, 'services' | 'jobs'>) {
  await t.services.auth.settle();
  await t.jobs.whenIdle();
}

export const sleep = (ms: number) =>
  new Promise<string>((resolve) => setTimeout(() => resolve('timed out'), ms));

/** A mailer whose deliveries the test holds back, lets through or fails. */
export function heldMailer() {
  const sent: OutgoingMail[] = [];
  let open: () => void = () => undefined;
  let gate = Promise.resolve();
  let failing = false;
  const mailer: Mailer = {
    async send(mail) {
      await gate;
      if (failing) throw new Error('The mail server refused the message');
      sent.push(mail);
    },
  };
  return {
    mailer,
    sent,
    hold() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release: () => open(),
    fail(on: boolean) {
      failing = on;
    },
    lastCode: () => /code is (\d{6})/.exec(sent.at(-1)?.text ?? '')?.[1],
  };
}
