import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deriveKey } from '../../platform/keys';
import { otpChallenges } from './auth.table';

export type OtpPurpose = 'login' | 'reset';
export const otpLifetimeMs = 5 * 60 * 1000;
export const otpMaxTries = 5;

export type OtpCheck = 'ok' | 'wrong' | 'expired' | 'exhausted';

/**
 * Six-digit codes from a CSPRNG. Only an HMAC of the code (keyed by a key derived from the
 * server secret, and bound to the challenge id) is stored, so a database copy does not give
 * the codes away.
 */
export function otpService(db: Db, secret: string, clock: () => Date) {
  const key = deriveKey(secret, 'otp');
  const digest = (challengeId: string, code: string) =>
    createHmac('sha256', key).update(`otp:${challengeId}:${code}`).digest('hex');

  return {
    /** A new code for this purpose; any earlier open code of the same purpose stops working. */
    async issue(
      userId: number,
      purpose: OtpPurpose,
      channel: string,
    ): Promise<{ code: string; challengeId: string }> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = clock();
      return db.transaction(async (tx) => {
        await tx
          .update(otpChallenges)
          .set({ consumedAt: now })
          .where(
            and(
              eq(otpChallenges.userId, userId),
              eq(otpChallenges.purpose, purpose),
              isNull(otpChallenges.consumedAt),
            ),
          );
        const challengeId = crypto.randomUUID();
        await tx.insert(otpChallenges).values({
          id: challengeId,
          userId,
          purpose,
          channel,
          codeHash: digest(challengeId, code),
          expiresAt: new Date(now.getTime() + otpLifetimeMs),
        });
        return { code, challengeId };
      });
    },

    async withdraw(challengeId: string): Promise<void> {
      await db.delete(otpChallenges).where(eq(otpChallenges.id, challengeId));
    },

    /**
     * A try is taken before the code is compared, in one conditional update, so concurrent
     * guesses cannot exceed the limit. A right code is consumed the same way: once.
     */
    async check(userId: number, purpose: OtpPurpose, code: string): Promise<OtpCheck> {
      const now = clock();
      const [open] = await db
        .select({
          id: otpChallenges.id,
          expiresAt: otpChallenges.expiresAt,
          attempts: otpChallenges.attempts,
        })
        .from(otpChallenges)
        .where(
          and(
            eq(otpChallenges.userId, userId),
            eq(otpChallenges.purpose, purpose),
            isNull(otpChallenges.consumedAt),
          ),
        )
        .orderBy(desc(otpChallenges.createdAt))
        .limit(1);
      if (!open || open.expiresAt <= now) return 'expired';
      const [taken] = await db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(
          and(
            eq(otpChallenges.id, open.id),
            lt(otpChallenges.attempts, otpMaxTries),
            isNull(otpChallenges.consumedAt),
          ),
        )
        .returning({ attempts: otpChallenges.attempts, codeHash: otpChallenges.codeHash });
      if (!taken) return 'exhausted';
      const expected = Buffer.from(taken.codeHash, 'hex');
      const given = Buffer.from(digest(open.id, code.trim()), 'hex');
      if (!timingSafeEqual(expected, given))
        return taken.attempts >= otpMaxTries ? 'exhausted' : 'wrong';
      const [consumed] = await db
        .update(otpChallenges)
        .set({ consumedAt: now })
        .where(
          and(
            eq(otpChallenges.id, open.id),
            isNull(otpChallenges.consumedAt),
            gt(otpChallenges.expiresAt, now),
          ),
        )
        .returning({ id: otpChallenges.id });
      return consumed ? 'ok' : 'expired';
    },
  };
}
export type OtpService = ReturnType<typeof otpService>;
