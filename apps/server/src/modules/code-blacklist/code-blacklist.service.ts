import {
  autoBlacklistReason, blacklistReasonLabels, type BlacklistEntry, type BlacklistReason, type BlacklistRequest, type BulkBlacklistFields,
  type BulkBlacklistReply, type Page, type ReactivateRequest,
} from '@veritag/domain';
import type { Db } from '../../db/database';
import type { ListQuery } from '../../db/list-page';
import { badRequest, conflict, fieldError, notFound } from '../../http/problem';
import type { JobTransaction } from '../../platform/jobs';
import type { CodesService } from '../codes';
import { blacklistReads, type BlacklistColumn, type BlacklistScope } from './blacklist-reads';
import { blacklistWrites, type Actor, type ReachableCode } from './blacklist-writes';

/** How many unreached codes a refused file names; the rest are counted. */
const namedInRefusal = 5;

/**
 * The code blacklist (issue 18): people blacklist and reactivate codes of their company one by
 * one or by CSV; the scan side reads a code's active entry and blacklists a code itself when
 * a product's scan limit is passed.
 */
export function codeBlacklistService({ db, codes, clock }: { db: Db; codes: CodesService; clock: () => Date }) {
  const reads = blacklistReads(db);
  const writes = blacklistWrites(codes);

  /** The one code asked, or 404: never issued, another company's and another customer's read the same. */
  const reachOne = async (tx: JobTransaction, scope: BlacklistScope, code: string): Promise<ReachableCode> => {
    const [reached] = (await writes.reach(tx, scope, [code])).reached;
    if (!reached) throw notFound('Code');
    return reached;
  };

  return {
    page: (scope: BlacklistScope, query: ListQuery<BlacklistColumn> & { active?: boolean }): Promise<Page<BlacklistEntry>> => reads.page(scope, query),

    /** A code's entries, newest first; 404 for a code the scope does not reach. */
    history: (scope: BlacklistScope, code: string): Promise<BlacklistEntry[]> =>
      db.transaction(async (tx) => reads.history((await reachOne(tx, scope, code)).id, tx)),

    /** Blacklists one code; 409 when it is blacklisted now. */
    async blacklist(scope: BlacklistScope, login: string, request: BlacklistRequest): Promise<BlacklistEntry> {
      return db.transaction(async (tx) => {
        const target = await reachOne(tx, scope, request.code);
        const added = await writes.blacklist(tx, scope.companyId, [target], { reason: request.reason, note: request.note ?? null }, { login, at: clock() });
        const entry = await reads.activeEntry(target.id, tx);
        if (added === 0) throw conflict(`Code ${target.code} is already blacklisted (${blacklistReasonLabels[entry!.reason]})`);
        return entry!;
      });
    },

    /** Reactivates one code; 409 when it is not blacklisted. */
    async reactivate(scope: BlacklistScope, login: string, request: ReactivateRequest): Promise<BlacklistEntry> {
      return db.transaction(async (tx) => {
        const target = await reachOne(tx, scope, request.code);
        const entry = await reads.activeEntry(target.id, tx);
        const changed = await writes.reactivate(tx, scope.companyId, [target], request.note ?? null, { login, at: clock() });
        if (!entry || changed === 0) throw conflict(`Code ${target.code} is not blacklisted`);
        return (await reads.history(target.id, tx)).find((row) => row.id === entry.id)!;
      });
    },

    /**
     * Blacklists or reactivates every code of a file in one transaction. A file with any code
     * the scope does not reach changes nothing: the refusal names the first few. Codes already
     * in the asked state are counted, not refused.
     */
    async bulk(scope: BlacklistScope, login: string, fields: BulkBlacklistFields, wanted: string[]): Promise<BulkBlacklistReply> {
      return db.transaction(async (tx) => {
        const { reached, unreached } = await writes.reach(tx, scope, wanted);
        if (unreached.length > 0) throw unreachedProblem(unreached);
        const by: Actor = { login, at: clock() };
        const note = fields.note ?? null;
        const changed =
          fields.action === 'blacklist'
            ? await writes.blacklist(tx, scope.companyId, reached, { reason: fields.reason!, note }, by)
            : await writes.reactivate(tx, scope.companyId, reached, note, by);
        return { processed: reached.length, changed, alreadyInState: reached.length - changed };
      });
    },

    /** For the scan side: the code's active entry, if it is blacklisted now. */
    async activeEntryOf(db: Db | JobTransaction, codeId: number): Promise<{ reason: BlacklistReason; since: Date } | undefined> {
      const entry = await reads.activeEntry(codeId, db);
      return entry && { reason: entry.reason, since: new Date(entry.blacklistedAt) };
    },

    /**
     * For the scan side, inside its transaction: blacklists the code with the platform's own
     * reason (a product's scan limit passed); nothing when it is blacklisted already.
     */
    async autoBlacklist(tx: JobTransaction, { codeId, companyId }: { codeId: number; companyId: number }): Promise<void> {
      const issued = await codes.findById(tx, codeId);
      if (!issued || issued.companyId !== companyId) throw new Error(`Code ${codeId} is not a code of company ${companyId}`);
      const [target] = (await writes.reach(tx, { companyId, customerIds: null }, [issued.code])).reached;
      if (!target) throw new Error(`No module describes the batch of code ${codeId}`);
      await writes.blacklist(tx, companyId, [target], { reason: autoBlacklistReason, note: null }, { login: null, at: clock() });
    },
  };
}
export type CodeBlacklistService = ReturnType<typeof codeBlacklistService>;

function unreachedProblem(unreached: string[]) {
  const named = unreached.slice(0, namedInRefusal).join(', ');
  const more = unreached.length > namedInRefusal ? ` and ${(unreached.length - namedInRefusal).toLocaleString('en-US')} more` : '';
  const which = unreached.length === 1 ? '1 code of the file is not a code' : `${unreached.length.toLocaleString('en-US')} codes of the file are not codes`;
  const title = `${which} of your company: ${named}${more}. Nothing was changed`;
  return badRequest(title, [fieldError('file', title)]);
}
