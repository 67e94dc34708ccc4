import nodemailer from 'nodemailer';
import * as v from 'valibot';
import { defineJob, type JobRuntime } from './jobs';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/**
 * The platform's mailer. `send` delivers while the caller waits: only for the login code,
 * whose screen must show a 503 when delivery fails. Everything else uses `queue`: a mail.send
 * job, durable and retried, so no request waits on the mail server.
 */
export interface PlatformMailer extends Mailer {
  /** Resolves once the mail is queued (in the database), not once it is delivered. */
  queue(mail: OutgoingMail): Promise<void>;
}

const OutgoingMailSchema = v.object({
  to: v.pipe(v.string(), v.nonEmpty(), v.maxLength(254)),
  subject: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  text: v.pipe(v.string(), v.maxLength(100_000)),
});

/** One mail through `mailer`. Its input is sealed: a reset code must not sit readable in the queue. */
export const mailSendJob = (mailer: Mailer) =>
  defineJob({
    name: 'mail.send',
    input: OutgoingMailSchema,
    writes: 'no rows: one message to the SMTP server (or to the log without SMTP_URL)',
    resumes:
      'sends again from the start; a kill after the SMTP server took the mail but before the run was marked sends it twice (at least once, never lost)',
    failedReason: 'The mail could not be sent',
    // Waits of 10-20 s, 20-40 s and 40-80 s (pg-boss doubles, with jitter): within the 5 minutes a code lives.
    retries: { limit: 3, delaySeconds: 10, backoff: true },
    timeoutMinutes: 2,
    concurrency: 2,
    sealed: true,
    async run(_ctx, mail) {
      await mailer.send(mail);
    },
  });

export function platformMailer(
  mailer: Mailer,
  jobs: Pick<JobRuntime, 'queue'>,
  kind = mailSendJob(mailer),
): PlatformMailer {
  return {
    send: (mail) => mailer.send(mail),
    async queue(mail) {
      await jobs.queue(kind, mail);
    },
  };
}

/** A line for the operator: where codes go when no mail or SMS service is configured. */
export type LogSink = (line: string) => void;
export const stdoutSink: LogSink = (line) => process.stdout.write(`${line}\n`);

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** Embedded mode without SMTP: the message is written to the server log, one line. */
export function logMailer(sink: LogSink): Mailer {
  return {
    async send(mail) {
      sink(`[mail] to ${mail.to} | ${mail.subject} | ${mail.text.replace(/\s+/g, ' ')}`);
    },
  };
}

/** No SMS provider is wired yet: SMS goes to the server log through the same sink. */
export function logSmsSender(sink: LogSink): SmsSender {
  return {
    async send(to, text) {
      sink(`[sms] to ${to} | ${text}`);
    },
  };
}
