import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  mobileEnding,
  registrationOtpLifetimeMs,
  registrationOtpMaxTries,
  scanRefusalText,
  type ScanRegistrationForm,
} from '@veritag/domain';
import { pgErrorCode, uniqueViolation, type Db } from '../../db/database';
import { ApiProblem, badRequest, fieldError } from '../../http/problem';
import type { JobTransaction } from '../../platform/jobs';
import type { SmsSender } from '../../platform/messaging';
import type { Budget, PublicClient } from '../public-limits';
import type { ScanBehind } from '../scans';

/** The SMS budget of the public limits (config/public-limits.ts). */
export type SmsBudget = Pick<
  Budget<'scanSession' | 'code' | 'mobile' | 'address' | 'company' | 'total'>,
  'take'
>;
import { endUserRegistrations, endUsers, loyaltyEntries } from './end-users.table';
import type { RegistrationCodes } from './registration-codes';

/** A live scan whose product asks people to register (captureUserData), as registration needs it. */
export type RegistrableScan = ScanBehind & {
  scan: ScanBehind['scan'] & { codeId: number; companyId: number };
};

export const staleScan = () => new ApiProblem(410, scanRefusalText('staleScan'));
const alreadyRegistered = () => new ApiProblem(409, scanRefusalText('alreadyRegistered'));

/** The scan behind a registration form, or the refusal its page shows. */
export function registrable(behind: ScanBehind | undefined): RegistrableScan {
  if (!behind) throw staleScan();
  const { scan, product } = behind;
  if (
    scan.codeId === null ||
    scan.companyId === null ||
    !product?.captureUserData ||
    (scan.verdict !== 'genuine' && scan.verdict !== 'alreadyVerified')
  ) {
    throw new ApiProblem(409, scanRefusalText('notRegistrable'));
  }
  return behind as RegistrableScan;
}

export interface Confirmed {
  registrationId: number;
  endUserId: number;
  /** Points this registration earned: the product's, on a genuine first scan of a code not yet credited. */
  earned: number;
}

/**
 * Registration of a scanned product (captureUserData) and the one-time code that confirms the
 * mobile. Sending the form again for the same scan replaces the pending registration and its
 * code; a code is checked with a try taken first (a conditional update), so guesses cannot
 * exceed the limit; confirming makes or finds the person by company and mobile, takes the
 * code (one owner per code) and credits the points, all in one transaction.
 */
export function registrations({
  db,
  codes,
  sms,
  smsBudget,
  clock,
}: {
  db: Db;
  codes: RegistrationCodes;
  sms: SmsSender;
  smsBudget: SmsBudget;
  clock: () => Date;
}) {
  const openOf = async (scanId: number) =>
    (
      await db.select().from(endUserRegistrations).where(eq(endUserRegistrations.scanId, scanId))
    )[0];

  return {
    async register(
      { scan, customer }: RegistrableScan,
      form: ScanRegistrationForm,
      client: PublicClient,
    ): Promise<{ mobileEnding: string }> {
      const [taken] = await db
        .select({ id: endUserRegistrations.id })
        .from(endUserRegistrations)
        .where(
          and(
            eq(endUserRegistrations.codeId, scan.codeId),
            sql`${endUserRegistrations.confirmedAt} is not null`,
          ),
        );
      if (taken) throw alreadyRegistered();
      // Every SMS costs the brand: counted per scan session, code, mobile, address, company and in total.
      await smsBudget.take({
        scanSession: `${scan.codeId}:${scan.session ?? 0}`,
        code: scan.codeId,
        mobile: form.mobile,
        address: client.addressKey,
        company: scan.companyId,
        total: 'platform',
      });
      const { code, hash } = codes.issue(scan.id);
      const pending = {
        ...form,
        otpHash: hash,
        otpAttempts: 0,
        otpExpiresAt: new Date(clock().getTime() + registrationOtpLifetimeMs),
      };
      const [stored] = await db
        .insert(endUserRegistrations)
        .values({
          scanId: scan.id,
          companyId: scan.companyId,
          customerId: scan.customerId,
          productId: scan.productId,
          codeId: scan.codeId,
          code: scan.code,
          ...pending,
        })
        .onConflictDoUpdate({
          target: endUserRegistrations.scanId,
          set: pending,
          setWhere: isNull(endUserRegistrations.confirmedAt),
        })
        .returning({ id: endUserRegistrations.id });
      if (!stored) throw alreadyRegistered();
      await sms.send(
        form.mobile,
        `Your ${customer?.name ?? 'product'} registration code is ${code}. It works for ${registrationOtpLifetimeMs / 60_000} minutes.`,
      );
      return { mobileEnding: mobileEnding(form.mobile) };
    },

    /** The mobile of the pending registration of this scan, for the code page. */
    async pendingMobileEnding(scanId: number): Promise<string | undefined> {
      const open = await openOf(scanId);
      return open && !open.confirmedAt ? mobileEnding(open.mobile) : undefined;
    },

    /** `onConfirmed` runs in the confirming transaction (the microsite mail is queued with it, or not at all). */
    async confirm(
      { scan, product }: RegistrableScan,
      code: string,
      onConfirmed: (tx: JobTransaction, registrationId: number, email: string) => Promise<void>,
    ): Promise<Confirmed> {
      const open = await openOf(scan.id);
      if (!open) throw new ApiProblem(409, scanRefusalText('registerFirst'));
      if (open.confirmedAt) throw alreadyRegistered();
      if (open.otpExpiresAt <= clock()) throw new ApiProblem(410, scanRefusalText('codeExpired'));
      const [tried] = await db
        .update(endUserRegistrations)
        .set({ otpAttempts: sql`${endUserRegistrations.otpAttempts} + 1` })
        .where(
          and(
            eq(endUserRegistrations.id, open.id),
            lt(endUserRegistrations.otpAttempts, registrationOtpMaxTries),
            isNull(endUserRegistrations.confirmedAt),
          ),
        )
        .returning({ attempts: endUserRegistrations.otpAttempts });
      if (!tried) throw new ApiProblem(429, scanRefusalText('tooManyWrongCodes'));
      if (!codes.matches(scan.id, code, open.otpHash))
        throw badRequest(scanRefusalText('codeNotRight'), [
          fieldError('code', scanRefusalText('codeNotRight')),
        ]);
      try {
        return await db.transaction(async (tx) => {
          const [person] = await tx
            .insert(endUsers)
            .values({
              companyId: scan.companyId,
              mobile: open.mobile,
              name: open.name,
              email: open.email,
            })
            .onConflictDoUpdate({
              target: [endUsers.companyId, endUsers.mobile],
              set: { name: open.name, email: open.email },
            })
            .returning({ id: endUsers.id });
          const [confirmed] = await tx
            .update(endUserRegistrations)
            .set({ confirmedAt: clock(), endUserId: person!.id })
            .where(
              and(eq(endUserRegistrations.id, open.id), isNull(endUserRegistrations.confirmedAt)),
            )
            .returning({ id: endUserRegistrations.id });
          if (!confirmed) throw alreadyRegistered();
          const points = scan.verdict === 'genuine' ? (product?.loyaltyPoints ?? 0) : 0;
          const credited =
            points > 0
              ? await tx
                  .insert(loyaltyEntries)
                  .values({
                    companyId: scan.companyId,
                    endUserId: person!.id,
                    kind: 'earned',
                    points,
                    codeId: scan.codeId,
                    productId: scan.productId,
                  })
                  .onConflictDoNothing()
                  .returning({ points: loyaltyEntries.points })
              : [];
          await onConfirmed(tx, open.id, open.email);
          return {
            registrationId: open.id,
            endUserId: person!.id,
            earned: credited[0]?.points ?? 0,
          };
        });
      } catch (error) {
        // Another person confirmed this code's registration a moment before (the unique index).
        if (pgErrorCode(error) === uniqueViolation) throw alreadyRegistered();
        throw error;
      }
    },

    /** The confirmed registration of this scan, for the invoice step. */
    async confirmedOf(scanId: number) {
      const open = await openOf(scanId);
      return open?.confirmedAt ? open : undefined;
    },
  };
}
export type Registrations = ReturnType<typeof registrations>;
