import { eq } from 'drizzle-orm';
import type { ScanRegistrationForm } from '@veritag/domain';
import type { Db } from '../../db/database';
import type { UploadedFile } from '../../http/multipart';
import { ApiProblem } from '../../http/problem';
import type { JobRuntime } from '../../platform/jobs';
import type { SmsSender } from '../../platform/messaging';
import type { MicrositeMailSettings } from '../customers';
import type { FilesService } from '../files';
import type { ScansService } from '../scans';
import { endUserRegistrations } from './end-users.table';
import { loyalty } from './loyalty';
import { memberTokens } from './member-token';
import type { MicrositeMailJob } from './microsite-mail';
import { registrationCodes } from './registration-codes';
import { registrable, registrations, type RegistrableScan } from './registrations';

/** Files of this purpose are invoices people uploaded with a registration. */
export const invoiceFiles = 'end-user-invoice';

export interface EndUsersDeps {
  db: Db;
  scans: Pick<ScansService, 'scanBehind'>;
  files: FilesService;
  sms: SmsSender;
  jobs: Pick<JobRuntime, 'queue' | 'wake'>;
  mailSettingsOf: (customerId: number) => Promise<MicrositeMailSettings | undefined>;
  micrositeMail: MicrositeMailJob;
  secret: string;
  clock: () => Date;
}

/**
 * The people behind scans (issue 18): a person registers a product they scanned
 * (captureUserData), confirms their mobile with a one-time code, may upload the invoice, earns
 * the product's loyalty points on a genuine first scan, and asks to redeem them. Each step is
 * named by the scan's signed action token; the points page by the phone's member cookie.
 */
export function endUsersService({ db, scans, files, sms, jobs, mailSettingsOf, micrositeMail, secret, clock }: EndUsersDeps) {
  const flow = registrations({ db, codes: registrationCodes(secret), sms, clock });
  const points = loyalty(db);
  const members = memberTokens(secret, clock);
  const scanOf = async (token: string): Promise<RegistrableScan> => registrable(await scans.scanBehind(token));

  return {
    members,
    points,
    /** The scan behind a form, with its product and customer, whether or not it can be registered (for the page). */
    scanBehind: (token: string) => scans.scanBehind(token),

    async register(token: string, form: ScanRegistrationForm) {
      return flow.register(await scanOf(token), form);
    },

    pendingMobileEnding: (scanId: number) => flow.pendingMobileEnding(scanId),

    /** Confirms the mobile; queues the customer's microsite mail with the confirmation, so it is sent exactly when one happened. */
    async confirm(token: string, code: string) {
      const scan = await scanOf(token);
      const settings = scan.scan.customerId === null ? undefined : await mailSettingsOf(scan.scan.customerId);
      const confirmed = await flow.confirm(scan, code, async (tx, registrationId) => {
        if (settings) await jobs.queue(micrositeMail, { registrationId, productName: scan.product?.name ?? '' }, { tx });
      });
      if (settings) jobs.wake(micrositeMail);
      return { ...confirmed, memberToken: members.issue(confirmed.endUserId) };
    },

    /** The invoice of a confirmed registration; a second upload replaces the first. Bytes and row together, or neither. */
    async attachInvoice(token: string, invoice: UploadedFile) {
      const scan = await scanOf(token);
      if (!scan.product?.userInvoiceUpload) throw new ApiProblem(409, 'This product does not take an invoice');
      const registration = await flow.confirmedOf(scan.scan.id);
      if (!registration) throw new ApiProblem(409, 'Confirm your mobile before you upload the invoice');
      const staged = await files.store(invoice, invoiceFiles, scan.scan.companyId);
      let removeOld: (() => Promise<void>) | undefined;
      try {
        await db.transaction(async (tx) => {
          await staged.record(tx);
          await tx.update(endUserRegistrations).set({ invoiceFileId: staged.id }).where(eq(endUserRegistrations.id, registration.id));
          if (registration.invoiceFileId) removeOld = await files.forget(tx, registration.invoiceFileId);
        });
      } catch (error) {
        await staged.discard();
        throw error;
      }
      await removeOld?.();
      return { endUserId: registration.endUserId! };
    },
  };
}
export type EndUsersService = ReturnType<typeof endUsersService>;
