import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import * as v from 'valibot';
import type { Db } from '../../db/database';
import { defineJob } from '../../platform/jobs';
import type { MicrositeMailSettings } from '../customers';
import { endUserRegistrations } from './end-users.table';

export interface MicrositeMailDeps {
  db: Db;
  settingsOf: (customerId: number) => Promise<MicrositeMailSettings | undefined>;
}

const lines = (...parts: (string | false | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part)).join('\n');

/**
 * The customer's microsite mail for a confirmed registration (spec 000 Email Config Settings):
 * "Email Message to Customer" to the person who registered, "Email Message to Vendor" to the
 * customer's help desk, both through the customer's own mail server, as their sender. A job,
 * so the person's page never waits on someone else's mail server, and a server that is down
 * is tried again. The settings are read when it runs: a fixed password helps the next retry.
 */
export const micrositeMailJob = ({ db, settingsOf }: MicrositeMailDeps) =>
  defineJob({
    name: 'microsite.mail',
    input: v.object({
      registrationId: v.number(),
      productName: v.pipe(v.string(), v.maxLength(200)),
    }),
    writes: "no rows: two messages to the customer's own SMTP server",
    resumes: 'sends both again from the start: at least once, never lost',
    failedReason: 'The microsite mail could not be sent',
    retries: { limit: 3, delaySeconds: 30, backoff: true },
    timeoutMinutes: 2,
    concurrency: 2,
    async run(_ctx, { registrationId, productName }) {
      const [registration] = await db
        .select()
        .from(endUserRegistrations)
        .where(eq(endUserRegistrations.id, registrationId));
      const settings = registration?.customerId
        ? await settingsOf(registration.customerId)
        : undefined;
      if (!registration || !settings) return;
      const transport = nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.port === 465,
        auth: settings.password ? { user: settings.sender, pass: settings.password } : undefined,
        connectionTimeout: 20_000,
      });
      const details = lines(
        `Product: ${productName}`,
        `Code: ${registration.code}`,
        `Registered: ${registration.confirmedAt?.toISOString() ?? ''}`,
      );
      await transport.sendMail({
        from: settings.sender,
        to: registration.email,
        subject: settings.subjectForCustomer,
        text: lines(`Dear ${registration.name},`, '', settings.messageToCustomer, '', details),
      });
      if (settings.helpDesk.length === 0) return;
      await transport.sendMail({
        from: settings.sender,
        to: settings.helpDesk.join(', '),
        subject: settings.subjectForVendor,
        text: lines(
          settings.messageToVendor,
          '',
          `Name: ${registration.name}`,
          `Mobile: ${registration.mobile}`,
          `Email: ${registration.email}`,
          details,
        ),
      });
    },
  });
export type MicrositeMailJob = ReturnType<typeof micrositeMailJob>;
