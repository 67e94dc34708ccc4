import { eq } from 'drizzle-orm';
import { scanRefusalText, type ScanRegistrationForm } from '@veritag/domain';
import type { Db } from '../../db/database';
import type { UploadedFile } from '../../http/multipart';
import { ApiProblem } from '../../http/problem';
import type { JobRuntime } from '../../platform/jobs';
import type { SmsSender } from '../../platform/messaging';
import type { MicrositeMailSettings } from '../customers';
import type { FilesService } from '../files';
import { isLimitReached, type Budget, type PublicClient } from '../public-limits';
import type { ScansService } from '../scans';
import { endUserRegistrations } from './end-users.table';
import { loyalty } from './loyalty';
import { memberTokens } from './member-token';
import type { MicrositeMailJob } from './microsite-mail';
import { registrationCodes } from './registration-codes';
import { registrable, registrations, type RegistrableScan, type SmsBudget } from './registrations';

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
  /** The public limits' budgets of the registration pages (config/public-limits.ts). */
  budgets: {
    sms: SmsBudget;
    otpTries: Pick<Budget<'address'>, 'take'>;
    mail: Pick<Budget<'address' | 'recipient' | 'company' | 'total'>, 'take'>;
  };
  secret: string;
  clock: () => Date;
}

/** Who sends a registration form: the signed device of their cookie (if any) and their address. */
export interface Visitor {
  device: string | undefined;
  client: PublicClient;
}

/**
 * The people behind scans (decision 0264): a person registers a product they scanned
 * (captureUserData), confirms their mobile with a one-time code, may upload the invoice, earns
 * the product's loyalty points on a genuine first scan, and asks to redeem them. Each step is
 * named by the scan's signed action token; the points page by the phone's member cookie.
 */
export function endUsersService({
  db,
  scans,
  files,
  sms,
  jobs,
  mailSettingsOf,
  micrositeMail,
  budgets,
  secret,
  clock,
}: EndUsersDeps) {
  const flow = registrations({
    db,
    codes: registrationCodes(secret),
    sms,
    smsBudget: budgets.sms,
    clock,
  });
  const points = loyalty(db);
  const members = memberTokens(secret, clock);
  /**
   * The scan behind a form, proven to be this phone's (decision 0345): the form must come with the
   * signed device that made the scan, so a registration, and the SMS it sends, needs a scan of
   * the code on this very phone; a token alone, passed around or replayed, is not enough.
   */
  const scanOf = async (token: string, visitor: Visitor): Promise<RegistrableScan> => {
    const scan = registrable(await scans.scanBehind(token));
    if (visitor.device !== scan.scan.device)
      throw new ApiProblem(403, scanRefusalText('registerOnThisPhone'));
    return scan;
  };

  return {
    members,
    points,
    /** The scan behind a form, with its product and customer (texts in `languages`, decision 0469), whether or not it can be registered (for the page). */
    scanBehind: (token: string, languages?: readonly string[]) =>
      scans.scanBehind(token, languages),

    async register(token: string, form: ScanRegistrationForm, visitor: Visitor) {
      return flow.register(await scanOf(token, visitor), form, visitor.client);
    },

    pendingMobileEnding: (scanId: number) => flow.pendingMobileEnding(scanId),

    /** Confirms the mobile; queues the customer's microsite mail with the confirmation, so it is sent exactly when one happened. */
    async confirm(token: string, code: string, visitor: Visitor) {
      const scan = await scanOf(token, visitor);
      // Guesses at codes are counted per address too, beside each registration's own tries.
      await budgets.otpTries.take({ address: visitor.client.addressKey });
      const settings =
        scan.scan.customerId === null ? undefined : await mailSettingsOf(scan.scan.customerId);
      let mailed = false;
      const confirmed = await flow.confirm(scan, code, async (tx, registrationId, email) => {
        if (!settings) return;
        // Over the mail budget the registration still goes through; only the mail is held back.
        mailed = await budgets.mail
          .take({
            address: visitor.client.addressKey,
            recipient: email.toLowerCase(),
            company: scan.scan.companyId,
            total: 'platform',
          })
          .then(
            () => true,
            (error: unknown) => (isLimitReached(error) ? false : Promise.reject(error)),
          );
        if (mailed)
          await jobs.queue(
            micrositeMail,
            { registrationId, productName: scan.product?.name ?? '' },
            { tx },
          );
      });
      if (mailed) jobs.wake(micrositeMail);
      return {
        ...confirmed,
        mailHeld: !!settings && !mailed,
        memberToken: members.issue(confirmed.endUserId),
      };
    },

    /** The invoice of a confirmed registration; a second upload replaces the first. Bytes and row together, or neither. */
    async attachInvoice(token: string, invoice: UploadedFile, visitor: Visitor) {
      const scan = await scanOf(token, visitor);
      if (!scan.product?.userInvoiceUpload)
        throw new ApiProblem(409, scanRefusalText('noInvoiceTaken'));
      const registration = await flow.confirmedOf(scan.scan.id);
      if (!registration) throw new ApiProblem(409, scanRefusalText('confirmBeforeInvoice'));
      const staged = await files.store(invoice, invoiceFiles, scan.scan.companyId);
      let removeOld: (() => Promise<void>) | undefined;
      try {
        await db.transaction(async (tx) => {
          await staged.record(tx);
          await tx
            .update(endUserRegistrations)
            .set({ invoiceFileId: staged.id })
            .where(eq(endUserRegistrations.id, registration.id));
          if (registration.invoiceFileId)
            removeOld = await files.forget(tx, registration.invoiceFileId);
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
