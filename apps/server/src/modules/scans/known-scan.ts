import {
  roughPlace,
  scanEvidence,
  type NotGenuineReason,
  type ScanEvidence,
  type ScanPageView,
  type ScanVerdict,
} from '@veritag/domain';
import type { Db } from '../../db/database';
import type { BatchFacts } from '../codes';
import type { LookupBudget } from '../public-limits';
import {
  sessionOf,
  sessionStartsOf,
  type ScannedCode,
  type ScanPlan,
  type SessionRecord,
} from './scan-store';

/** Why a known code is not genuine whatever its sessions say, or undefined. */
export function decidedReason(
  code: ScannedCode,
  batch: BatchFacts,
  at: Date,
): NotGenuineReason | undefined {
  // A person's blacklisting is their explicit word, so it goes first (the platform's own, until
  // a person confirms it, only puts the code under review); a binned code's packaging was used
  // up, so whatever is scanned now is refilled.
  if (code.blacklist && !code.blacklist.underReview) return 'blacklisted';
  if (code.binnedAt) return 'binned';
  if (!batch.released) return 'batchInactive';
  if (batch.expiresAt && batch.expiresAt <= at) return 'batchExpired';
  return undefined;
}

interface PlanInput {
  db: Db;
  lookups: Pick<LookupBudget, 'countsNewSession'>;
  device: string;
  network: string | null;
  at: Date;
  reason?: NotGenuineReason;
  /** The product's allowNumberOfScans: more people than this reach the limit. */
  allowedPeople?: number;
}

/** A planned scan with what a repeat scan's planning read: the code's sessions and their evidence. */
export interface ScanPlanner {
  plan(code: ScannedCode): Promise<ScanPlan>;
  /** After `plan` of a repeat scan: every session's start before this scan's, and the evidence with it. */
  readonly earlier?: SessionRecord[];
  readonly evidence?: ScanEvidence;
}

/**
 * Places a scan of a known code in its session and decides the verdict. A first scan costs
 * nothing more than its insert. A repeat scan reads the code's session starts: the evidence of
 * how many people scanned it (scanEvidence) decides the scan limit, not the number of
 * sessions a client could start by itself. Past `sessionsPerCodePerDay` new sessions of a code
 * a day, a scan joins the latest session instead of adding one.
 */
export function scanPlanner({
  db,
  lookups,
  device,
  network,
  at,
  reason,
  allowedPeople,
}: PlanInput): ScanPlanner {
  // One scan is one new session at most: asked once, however often a lost race plans it again.
  let counted: Promise<boolean> | undefined;
  const planner: { -readonly [K in keyof ScanPlanner]: ScanPlanner[K] } = {
    async plan(code) {
      let { session, starts } = sessionOf(code, device, network, at);
      // Not counted: another person's scan, told as a repeat, never as a first (genuine) one.
      const uncounted =
        starts && session > 1 && !(await (counted ??= lookups.countsNewSession(code.codeId)));
      if (uncounted) {
        session -= 1;
        starts = false;
      }
      if (session === 1 && !uncounted && !code.blacklist?.underReview)
        return { session, starts, verdict: reason ? 'notGenuine' : 'genuine' };
      const records = await sessionStartsOf(db, code.codeId);
      const evidence = scanEvidence([...records, ...(starts ? [{ device, network, at }] : [])]);
      planner.earlier = records.filter((record) => record.session < session);
      planner.evidence = evidence;
      const verdict: ScanVerdict = reason
        ? 'notGenuine'
        : code.blacklist?.underReview
          ? 'underReview'
          : session === 1 && !uncounted
            ? 'genuine'
            : allowedPeople !== undefined && evidence!.people > allowedPeople
              ? 'limitReached'
              : 'alreadyVerified';
      return { session, starts, verdict };
    },
  };
  return planner;
}

/** What a scan's page tells of the code's earlier sessions: when the first and the one before began, and roughly where the latest shared place was. */
export function historyOf(
  session: number,
  firstStart: Date,
  earlier: readonly SessionRecord[] = [],
): NonNullable<ScanPageView['history']> {
  if (session === 1 || earlier.length === 0)
    return { sessions: session, firstAt: firstStart.toISOString() };
  const history: NonNullable<ScanPageView['history']> = {
    sessions: session,
    firstAt: earlier[0]!.at.toISOString(),
  };
  const previous = earlier.find((record) => record.session === session - 1);
  if (previous) history.previousAt = previous.at.toISOString();
  const placed = earlier.findLast((record) => record.place);
  if (placed?.place) history.previousPlace = roughPlace(placed.place);
  return history;
}
