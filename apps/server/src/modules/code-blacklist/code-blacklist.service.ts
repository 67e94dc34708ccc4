import * as v from 'valibot';
import {
  autoBlacklistReason,
  BlacklistEvidenceSchema,
  blacklistReasonLabels,
  isUnderReview,
  type BlacklistEntry,
  type BlacklistEvidence,
  type BlacklistReason,
  type BlacklistRequest,
  type BlacklistReview,
  type BulkBlacklistFields,
  type BulkBlacklistReply,
  type ConfirmRequest,
  type Page,
  type ReactivateRequest,
} from '@veritag/domain';
import type { PlatformOutbox } from '../../platform/outbox';
import type { Db } from '../../db/database';
import type { ListQuery } from '../../db/list-page';
import { badRequest, conflict, fieldError, notFound } from '../../http/problem';
import type { JobTransaction } from '../../platform/jobs';
import type { CodesService } from '../codes';
import {
  blacklistReads,
  type BlacklistColumn,
  type BlacklistFilters,
  type BlacklistScope,
} from './blacklist-reads';
import { blacklistWrites, type Actor, type ReachableCode } from './blacklist-writes';

/** How many unreached codes a refused file names; the rest are counted. */
const namedInRefusal = 5;

/**
 * The code blacklist (decision 0270): people blacklist and reactivate codes of their company one by
 * one or by a file of codes; the scan side reads a code's active entry and blacklists a code itself when
 * a product's scan limit is passed.
 */
export function codeBlacklistService({
  db,
  codes,
  clock,
  outbox,
}: {
  db: Db;
  codes: CodesService;
  clock: () => Date;
  outbox?: Pick<PlatformOutbox, 'recordPlatformEvents'>;
}) {
  const reads = blacklistReads(db);
  const writes = blacklistWrites(codes, outbox);

  /** The one code asked, or 404: never issued, another company's and another customer's read the same. */
  const reachOne = async (
    tx: JobTransaction,
    scope: BlacklistScope,
    code: string,
  ): Promise<ReachableCode> => {
    const [reached] = (await writes.reach(tx, scope, [code])).reached;
    if (!reached) throw notFound('Code');
    return reached;
  };

  return {
    page: (
      scope: BlacklistScope,
      query: ListQuery<BlacklistColumn> & BlacklistFilters,
    ): Promise<Page<BlacklistEntry>> => reads.page(scope, query),

    /** A code's entries, newest first; 404 for a code the scope does not reach. */
    history: (scope: BlacklistScope, code: string): Promise<BlacklistEntry[]> =>
      db.transaction(async (tx) => reads.history((await reachOne(tx, scope, code)).id, tx)),

    /** Blacklists one code; 409 when it is blacklisted now. */
    async blacklist(
      scope: BlacklistScope,
      login: string,
      request: BlacklistRequest,
    ): Promise<BlacklistEntry> {
      return db.transaction(async (tx) => {
        const target = await reachOne(tx, scope, request.code);
        const added = await writes.blacklist(
          tx,
          scope.companyId,
          [target],
          { reason: request.reason, note: request.note ?? null },
          { login, at: clock() },
        );
        const entry = await reads.activeEntry(target.id, tx);
        if (added === 0)
          throw conflict(
            `Code ${target.code} is already blacklisted (${blacklistReasonLabels[entry!.reason]}${isUnderReview(entry!) ? ', under review' : ''})`,
          );
        return entry!;
      });
    },

    /** Reactivates one code; 409 when it is not blacklisted. */
    async reactivate(
      scope: BlacklistScope,
      login: string,
      request: ReactivateRequest,
    ): Promise<BlacklistEntry> {
      return db.transaction(async (tx) => {
        const target = await reachOne(tx, scope, request.code);
        const entry = await reads.activeEntry(target.id, tx);
        const changed = await writes.reactivate(
          tx,
          scope.companyId,
          [target],
          request.note ?? null,
          { login, at: clock() },
        );
        if (!entry || changed === 0) throw conflict(`Code ${target.code} is not blacklisted`);
        return (await reads.history(target.id, tx)).find((row) => row.id === entry.id)!;
      });
    },

    /**
     * Confirms the platform's blacklisting of one code under review (decision 0353): from now
     * on its scans say not genuine. 409 for a code with no such entry: not blacklisted,
     * blacklisted by a person, or confirmed or lifted already.
     */
    async confirm(
      scope: BlacklistScope,
      login: string,
      request: ConfirmRequest,
    ): Promise<BlacklistEntry> {
      return db.transaction(async (tx) => {
        const target = await reachOne(tx, scope, request.code);
        const confirmed = await writes.confirm(tx, scope.companyId, target, request.note ?? null, {
          login,
          at: clock(),
        });
        if (!confirmed)
          throw conflict(`Code ${target.code} has no automatic blacklisting under review`);
        return (await reads.activeEntry(target.id, tx))!;
      });
    },

    /**
     * Blacklists or reactivates every code of a file in one transaction. A file with any code
     * the scope does not reach changes nothing: the refusal names the first few. Codes already
     * in the asked state are counted, not refused.
     */
    async bulk(
      scope: BlacklistScope,
      login: string,
      fields: BulkBlacklistFields,
      wanted: string[],
    ): Promise<BulkBlacklistReply> {
      return db.transaction(async (tx) => {
        const { reached, unreached } = await writes.reach(tx, scope, wanted);
        if (unreached.length > 0) throw unreachedProblem(unreached);
        const by: Actor = { login, at: clock() };
        const note = fields.note ?? null;
        const changed =
          fields.action === 'blacklist'
            ? await writes.blacklist(
                tx,
                scope.companyId,
                reached,
                { reason: fields.reason!, note },
                by,
              )
            : await writes.reactivate(tx, scope.companyId, reached, note, by);
        return { processed: reached.length, changed, alreadyInState: reached.length - changed };
      });
    },

    /** For the scan side: the code's active entry, if it is blacklisted now, and where the platform's stands in review. */
    async activeEntryOf(
      db: Db | JobTransaction,
      codeId: number,
    ): Promise<
      { reason: BlacklistReason; since: Date; review: BlacklistReview | null } | undefined
    > {
      const entry = await reads.activeEntry(codeId, db);
      return (
        entry && {
          reason: entry.reason,
          since: new Date(entry.blacklistedAt),
          review: entry.review,
        }
      );
    },

    /**
     * For the scan side, inside its transaction: blacklists the code with the platform's own
     * reason (a product's scan limit passed), pending a person's review, with what the platform
     * saw; nothing when it is blacklisted already. The evidence is checked against its schema, as
     * it is stored as JSON and shown to reviewers. Optional only until the scan side passes it.
     */
    async autoBlacklist(
      tx: JobTransaction,
      {
        codeId,
        companyId,
        evidence = null,
      }: { codeId: number; companyId: number; evidence?: BlacklistEvidence | null },
    ): Promise<void> {
      const seen = evidence && v.parse(BlacklistEvidenceSchema, evidence);
      const issued = await codes.findById(tx, codeId);
      if (!issued || issued.companyId !== companyId)
        throw new Error(`Code ${codeId} is not a code of company ${companyId}`);
      const [target] = (await writes.reach(tx, { companyId, customerIds: null }, [issued.code]))
        .reached;
      if (!target) throw new Error(`No module describes the batch of code ${codeId}`);
      await writes.blacklist(
        tx,
        companyId,
        [target],
        { reason: autoBlacklistReason, note: null, review: 'pending', evidence: seen },
        { login: null, at: clock() },
      );
    },
  };
}
export type CodeBlacklistService = ReturnType<typeof codeBlacklistService>;

function unreachedProblem(unreached: string[]) {
  const named = unreached.slice(0, namedInRefusal).join(', ');
  const more =
    unreached.length > namedInRefusal
      ? ` and ${(unreached.length - namedInRefusal).toLocaleString('en-US')} more`
      : '';
  const which =
    unreached.length === 1
      ? '1 code of the file is not a code'
      : `${unreached.length.toLocaleString('en-US')} codes of the file are not codes`;
  const title = `${which} of your company: ${named}${more}. Nothing was changed`;
  return badRequest(title, [fieldError('file', title)]);
}
