import * as v from 'valibot';
import { requiredNumber } from '../fields/fields.schema';
import { messages } from '../messages/messages';
import { requiredText } from '../text/text.schema';

/**
 * What a saved customer's 2FA mail password reads as: the password itself never leaves the
 * server. Sent back unchanged on edit, it means "keep the stored password".
 */
export const emailPasswordMask = '********';

/** helpDeskEmail travels as one comma-joined string; the form edits it as a list. */
export const helpDeskEmailsOf = (joined: string): string[] =>
  joined
    .split(',')
    .map((email) => email.trim())
    .filter((email) => email !== '');
export const joinHelpDeskEmails = (emails: readonly string[]): string =>
  emails.map((email) => email.trim()).join(',');

const fillListFromJoined = (input: Record<string, unknown>) =>
  input.helpDeskEmailsList === undefined && typeof input.helpDeskEmail === 'string'
    ? { ...input, helpDeskEmailsList: helpDeskEmailsOf(input.helpDeskEmail) }
    : input;

/**
 * Email Config Settings (spec 000 sections 3 and 5): every field is required. Lengths are
 * not given by the spec: 250 (its largest text limit) for one-line fields, 2000 for message bodies.
 */
export const EmailConfigSchema = v.pipe(
  v.looseObject({}),
  v.transform(fillListFromJoined),
  v.object({
    emailServer: requiredText(250),
    emailServerPort: requiredNumber({ maxChars: 5, min: 1, max: 65535 }),
    senderEmail: requiredText(200),
    twoFAPasswordForEmail: requiredText(250),
    helpDeskEmailsList: v.pipe(
      v.optional(v.array(requiredText(200)), []),
      v.minLength(1, messages.required),
    ),
    subjectForCustomerEmail: requiredText(250),
    subjectForVendorEmail: requiredText(250),
    emailMessageToCustomer: requiredText(2000),
    emailMessageToVendor: requiredText(2000),
  }),
  v.transform((config) => ({
    ...config,
    helpDeskEmail: joinHelpDeskEmails(config.helpDeskEmailsList),
  })),
);
export type EmailConfig = v.InferOutput<typeof EmailConfigSchema>;
