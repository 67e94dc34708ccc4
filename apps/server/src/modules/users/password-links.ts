import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { passwordLinks } from './users.table';

/** How long a link to set a first password works: long enough for a weekend. */
export const passwordLinkHours = 72;

/** 32 random bytes: unguessable, so the link needs no rate limit of its own. */
const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Single-use links to set a password, stored as hashes. */
export function passwordLinkStore(db: Db, clock: () => Date) {
  const retireAll = (tx: Db, userId: number) =>
    tx
      .update(passwordLinks)
      .set({ usedAt: clock() })
      .where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.usedAt)));

  return {
    /** A new link's token for the user; any older link stops working. Pass the caller's transaction. */
    async issue(tx: Db, userId: number): Promise<string> {
      await retireAll(tx, userId);
      const token = newToken();
      await tx.insert(passwordLinks).values({
        userId,
        tokenHash: hashOf(token),
        expiresAt: new Date(clock().getTime() + passwordLinkHours * 3_600_000),
      });
      return token;
    },

    /** Uses the link once: the user it was for, or undefined when unknown, used or expired. */
    async consume(tx: Db, token: string): Promise<number | undefined> {
      const [row] = await tx
        .update(passwordLinks)
        .set({ usedAt: clock() })
        .where(
          and(
            eq(passwordLinks.tokenHash, hashOf(token)),
            isNull(passwordLinks.usedAt),
            gt(passwordLinks.expiresAt, clock()),
          ),
        )
        .returning({ userId: passwordLinks.userId });
      return row?.userId;
    },

    /** Retires every open link of the user (their password was set another way). */
    retireAll: (tx: Db, userId: number) => retireAll(tx, userId),
  };
}
export type PasswordLinkStore = ReturnType<typeof passwordLinkStore>;
