import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { AnyJobKind } from './define-job';
import type { JobRunsRepo } from './job-runs';
import { endRun, failureReason, readInput, StopRequested, type EndRunDeps } from './run-attempt';

/**
 * pg-boss 10 has no heartbeat: an active job of a process killed with -9 stays active until
 * its expiry (which must then outlast the longest run). Our runs beat instead, and a job
 * active in pg-boss whose run has not beaten for `staleAfterMs` has lost its process: it is
 * failed back to pg-boss, which retries it after the kind's delay (or, out of attempts, the
 * run is FAILED). Reads pg-boss's job table (id, name, state, started_on, retry counts).
 */
const lostJobs = `
  SELECT j.id, j.name, j.data, j.retry_count AS "retryCount", j.retry_limit AS "retryLimit"
  FROM pgboss.job j LEFT JOIN job_runs r ON r.id = j.id
  WHERE j.state = 'active' AND j.name = ANY($1::text[])
    AND greatest(r.heartbeat_at, j.started_on) < now() - make_interval(secs => $2)`;

/** Runs still RUNNING whose job pg-boss gave up on by itself (its expiry, a cancel). */
const abandonedRuns = `
  SELECT r.id, r.kind AS name, j.data FROM job_runs r JOIN pgboss.job j ON j.id = r.id
  WHERE r.state = 'RUNNING' AND j.state IN ('failed', 'cancelled') AND r.kind = ANY($1::text[])`;

interface Deps extends EndRunDeps {
  boss: PgBoss;
  runs: JobRunsRepo;
  kinds: readonly AnyJobKind[];
  log: FastifyBaseLogger;
  sealKey: Uint8Array | undefined;
}

/** A lost run given up for good: FAILED as an attempt's last failure ends it, with its event and release. */
function giveUp(deps: Deps, kind: AnyJobKind, runId: string, data: unknown) {
  let input: unknown;
  try {
    input = readInput(kind, runId, data, deps.sealKey);
  } catch {
    input = undefined;
  }
  const reason = failureReason(kind, new StopRequested(), runId);
  return endRun(deps, kind, { runId, attempt: undefined, input }, 'FAILED', reason);
}

export async function recoverLostRuns(
  deps: Deps,
  staleAfterMs: number,
  runningHere: ReadonlySet<string>,
) {
  const { boss, kinds, log } = deps;
  const byName = new Map(kinds.map((k) => [k.name, k]));
  const names = [...byName.keys()];
  if (names.length === 0) return;
  const db = boss.getDb();
  const { rows: lost } = await db.executeSql(lostJobs, [names, staleAfterMs / 1000]);
  for (const job of lost as {
    id: string;
    name: string;
    data: unknown;
    retryCount: number;
    retryLimit: number;
  }[]) {
    if (runningHere.has(job.id)) continue;
    const kind = byName.get(job.name)!;
    log.warn(
      { job: job.name, runId: job.id },
      'Job lost its worker; handing it back for another attempt',
    );
    if (job.retryCount >= job.retryLimit) await giveUp(deps, kind, job.id, job.data);
    await boss.fail(job.name, job.id, { message: 'The process running it stopped' });
  }
  const { rows: abandoned } = await db.executeSql(abandonedRuns, [names]);
  for (const run of abandoned as { id: string; name: string; data: unknown }[])
    await giveUp(deps, byName.get(run.name)!, run.id, run.data);
}
