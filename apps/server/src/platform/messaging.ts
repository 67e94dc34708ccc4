import nodemailer from 'nodemailer';

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
