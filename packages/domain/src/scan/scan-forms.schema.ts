import * as v from 'valibot';
import { mobileLimits, requiredDigits, requiredNumber } from '../fields/fields.schema';
import { requiredEmail, requiredText } from '../text/text.schema';
import { scanRefusalText } from './scan-refusals';

/**
 * The forms of the scan page (decision 0246), as the server validates them. They arrive as plain
 * HTML form posts (urlencoded or multipart strings), so every field takes text; the server
 * answers a refusal with problem+json field errors, which the page shows beside each field.
 */

/** A person's name on the scan side: what they type, trimmed, as a contact person's (100). */
const personName = requiredText(100);
const personEmail = requiredEmail(100);
const personMobile = requiredDigits(mobileLimits);

/** A not-genuine verdict's report: it becomes an invalid scan report (spec 002). */
export const ScanReportFormSchema = v.object({
  name: personName,
  email: personEmail,
  mobile: personMobile,
});
export type ScanReportForm = v.InferOutput<typeof ScanReportFormSchema>;

/** Registering a genuine product (captureUserData); the mobile is then confirmed by a one-time code. */
export const ScanRegistrationFormSchema = v.object({
  name: personName,
  mobile: personMobile,
  email: personEmail,
});
export type ScanRegistrationForm = v.InferOutput<typeof ScanRegistrationFormSchema>;

/** Six digits, as sent to the mobile; spaces a phone's keyboard or a paste put in are dropped. */
export const scanOtpLength = 6;
export const ScanOtpFormSchema = v.object({
  code: v.pipe(
    v.optional(v.string(), ''),
    v.transform((raw) => raw.replace(/\s+/g, '')),
    v.regex(
      new RegExp(`^\\d{${scanOtpLength}}$`),
      scanRefusalText('otpDigits', { digits: scanOtpLength }),
    ),
  ),
});
export type ScanOtpForm = v.InferOutput<typeof ScanOtpFormSchema>;

/** A redemption request: a whole number of points, at least 1 (the balance is the server's check). */
export const ScanRedeemFormSchema = v.object({ points: requiredNumber({ min: 1 }) });
export type ScanRedeemForm = v.InferOutput<typeof ScanRedeemFormSchema>;
