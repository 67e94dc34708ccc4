import * as v from 'valibot';
import { access, ScanReportFormSchema, ScanLocationSchema } from '@veritag/domain';
import { defineCall } from './define-call';

/** A scan page's action token: the scan id, an expiry and a signature, all URL-safe. */
const ScanTokenParamsSchema = v.object({
  token: v.pipe(
    v.string(),
    v.regex(/^\d{1,15}\.[0-9a-z]{1,12}\.[A-Za-z0-9_-]{32}$/, 'This scan link is not valid'),
  ),
});

/**
 * Ours (decision 0258): what the public scan page adds to the scan it shows. No sign-in: the page's
 * signed action token names the scan, for an hour.
 */
export const scanPageCalls = {
  locate: defineCall({
    method: 'POST',
    path: '/scan-actions/:token/location',
    access: access.public,
    summary: 'The place the person chose to share for their scan (set once).',
    params: ScanTokenParamsSchema,
    body: ScanLocationSchema,
    reply: 'empty',
    ours: 'the scan page is ours (decision 0258)',
  }),
  report: defineCall({
    method: 'POST',
    path: '/scan-actions/:token/report',
    access: access.public,
    summary:
      'Report a product the scan found not genuine: an invalid scan with a name, email and mobile.',
    params: ScanTokenParamsSchema,
    body: ScanReportFormSchema,
    reply: 'empty',
    ours: 'the scan page is ours (decision 0258)',
  }),
} as const;
