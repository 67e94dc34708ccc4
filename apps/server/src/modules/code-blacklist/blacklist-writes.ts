import { sql } from 'drizzle-orm';
import type { BlacklistEvidence, BlacklistReason } from '@veritag/domain';
import type { Db } from '../../db/database';
import type { PlatformOutbox } from '../../platform/outbox';
import type { CodesService } from '../codes';
import type { BlacklistScope } from './blacklist-reads';
import { codeBlacklist } from './code-blacklist.table';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An issued code the caller may act on, with the customer its batch belongs to. */
export interface ReachableCode {
  id: number;
  code: string;
  customerId: number;
}

/** Who did it and when: a login, or null for the platform. */
export interface Actor {
  login: string | null;
  at: Date;
}

/** What a new entry says: a person's has a reason and maybe a note; the platform's is also pending review, with its evidence. */
export interface NewEntry {
  reason: BlacklistReason;
  note: string | null;
  review?: 'pending';
  evidence?: BlacklistEvidence | null;
}

const rowsOf = async (tx: Tx, query: ReturnType<typeof sql>) =>
  ((await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/**
 * The set-based half of the blacklist: which asked codes the caller may reach, and the one
 * statement that blacklists or reactivates any number of them. The codes travel as one
 * text parameter split in SQL, so 100,000 codes are one round trip, not 100,000.
 */
export function blacklistWrites(
  codes: CodesService,
  outbox?: Pick<PlatformOutbox, 'recordPlatformEvents'>,
) {
  return {
    /**
     * The asked codes the scope reaches, and those it does not: never issued, another
     * company's, or (for a user limited to some customers) another customer's. The last three
     * are one answer, so nobody learns which codes other companies hold.
     */
    async reach(
      tx: Tx,
      scope: BlacklistScope,
      wanted: readonly string[],
    ): Promise<{ reached: ReachableCode[]; unreached: string[] }> {
      const own = (await codes.findMany(tx, wanted)).filter(
        (code) => code.companyId === scope.companyId,
      );
      const customerOf = await codes.customersOfBatches(tx, own);
      const reached: ReachableCode[] = [];
      for (const code of own) {
        const customerId = customerOf(code.batch);
        if (
          customerId === undefined ||
          (scope.customerIds !== null && !scope.customerIds.includes(customerId))
        )
          continue;
        reached.push({ id: code.id, code: code.code, customerId });
      }
      const found = new Set(reached.map((code) => code.code));
      return { reached, unreached: wanted.filter((code) => !found.has(code)) };
    },

    /** Blacklists the codes not blacklisted now; answers how many it blacklisted. */
    async blacklist(
      tx: Tx,
      companyId: number,
      targets: ReachableCode[],
      entry: NewEntry,
      by: Actor,
    ): Promise<number> {
      if (targets.length === 0) return 0;
      const added = await rowsOf(
        tx,
        sql`with asked as (
              select * from unnest(
                string_to_array(${targets.map((t) => t.id).join(',')}, ',')::bigint[],
                string_to_array(${targets.map((t) => t.customerId).join(',')}, ',')::int[],
                string_to_array(${targets.map((t) => t.code).join('\n')}, E'\\n')
              ) as asked(code_id, customer_id, code)
            ), added as (
              insert into ${codeBlacklist} (code_id, code, company_id, customer_id, reason, note, blacklisted_by, blacklisted_at, review, evidence)
              select code_id, code, ${companyId}, customer_id, ${entry.reason}, ${entry.note}, ${by.login}, ${by.at.toISOString()}::timestamptz,
                     ${entry.review ?? null}, ${entry.evidence ? JSON.stringify(entry.evidence) : null}::jsonb
                from asked
              on conflict (code_id) where reactivated_at is null do nothing
              returning id, code, customer_id, reason, note, blacklisted_by, blacklisted_at, review, evidence
            )
            select * from added`,
      );
      // Each code blacklisted is announced, the platform's own too (decision 0452), as stored.
      await outbox?.recordPlatformEvents(
        tx,
        added.map((row) => ({
          companyId,
          type: 'code.blacklisted' as const,
          data: {
            blacklistId: Number(row.id),
            code: row.code,
            customerId: row.customer_id,
            reason: row.reason,
            note: row.note,
            blacklistedBy: row.blacklisted_by,
            blacklistedAt: new Date(row.blacklisted_at as string).toISOString(),
            underReview: row.review === 'pending',
            evidence: row.evidence,
          },
        })),
      );
      return added.length;
    },

    /**
     * Reactivates those of the codes blacklisted now; answers how many it reactivated. Lifting
     * the platform's blacklisting under review is its review: who and when are kept as such.
     */
    async reactivate(
      tx: Tx,
      companyId: number,
      targets: ReachableCode[],
      note: string | null,
      by: Actor,
    ): Promise<number> {
      if (targets.length === 0) return 0;
      const [counted] = await rowsOf(
        tx,
        sql`with reactivated as (
              update ${codeBlacklist}
                 set reactivated_at = ${by.at.toISOString()}::timestamptz, reactivated_by = ${by.login}, reactivate_note = ${note},
                     reviewed_by = case when review = 'pending' then ${by.login} else reviewed_by end,
                     reviewed_at = case when review = 'pending' then ${by.at.toISOString()}::timestamptz else reviewed_at end
               where company_id = ${companyId} and reactivated_at is null
                 and code_id = any(string_to_array(${targets.map((t) => t.id).join(',')}, ',')::bigint[])
              returning 1
            )
            select count(*)::int as n from reactivated`,
      );
      return Number(counted!.n);
    },

    /**
     * Confirms the platform's blacklisting of a code while it is under review; answers whether
     * it did. One conditional update, so a confirmation and a lifting racing each other cannot
     * both win: the second finds the row no longer pending and active.
     */
    async confirm(
      tx: Tx,
      companyId: number,
      target: ReachableCode,
      note: string | null,
      by: Actor,
    ): Promise<boolean> {
      const [counted] = await rowsOf(
        tx,
        sql`with confirmed as (
              update ${codeBlacklist}
                 set review = 'confirmed', reviewed_by = ${by.login}, reviewed_at = ${by.at.toISOString()}::timestamptz, note = coalesce(${note}::text, note)
               where company_id = ${companyId} and code_id = ${target.id} and reactivated_at is null and review = 'pending'
              returning 1
            )
            select count(*)::int as n from confirmed`,
      );
      return Number(counted!.n) === 1;
    },
  };
}
export type BlacklistWrites = ReturnType<typeof blacklistWrites>;
