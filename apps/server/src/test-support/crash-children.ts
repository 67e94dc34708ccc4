import { spawn } from 'node:child_process';

/** The app settings of a crash test's child processes: one secret for all, and a job runtime that notices a killed one fast. */
export const crashSecret = 'crash-test-secret-crash-test-secret-0123456789';
export const crashTiming = {
  pollMs: 50,
  heartbeatMs: 100,
  staleAfterMs: 800,
  sweepMs: 200,
  progressMs: 100,
  stopGraceMs: 1000,
};

/**
 * How often a crash child reads how far its work is. Every read is a query on the database the
 * work writes to; on PGlite that is the same single connection and thread, so a read every
 * 10-20 ms stood in the work's way. A kill still lands mid-work: each step takes longer.
 */
export const watchEveryMs = 100;

/**
 * How many times a crash test kills its child: the test's own number on an everyday run, or
 * VERITAG_CRASH_KILLS for a deeper one (`VERITAG_CRASH_KILLS=20 pnpm test:unit crash`). Each kill
 * costs a child's start (about 3 s), so the everyday numbers are the fewest that still reach
 * every stage the test names.
 */
export function crashKills(everyday: number): number {
  const asked = Number(process.env.VERITAG_CRASH_KILLS);
  return Number.isInteger(asked) && asked > 0 ? Math.max(asked, everyday) : everyday;
}

/**
 * A seeded generator (mulberry32) for tests that pick random points, such as where a kill -9
 * lands: a failure replays with the same seed.
 */
export function seededRandom(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Starts a TypeScript child process that a crash test will kill, collecting what it prints.
 * `until` waits for its output to satisfy `done`; it fails when the child ends first (unless
 * `done` accepts that) or when the time is up.
 */
export function launchChild(script: string, args: readonly string[]) {
  const proc = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    proc.once('exit', (code) => resolve(code)),
  );
  const until = (
    done: (output: string, ended: boolean) => boolean,
    what: string,
    timeoutMs: number,
  ) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The child did not ${what} in time:\n${output.slice(-2000)}`)),
        timeoutMs,
      );
      const check = () => {
        const ended = proc.exitCode !== null || proc.signalCode !== null;
        if (done(output, ended)) {
          clearTimeout(timer);
          resolve();
        } else if (ended) {
          clearTimeout(timer);
          reject(new Error(`The child ended before it could ${what}:\n${output.slice(-2000)}`));
        } else setTimeout(check, 5);
      };
      check();
    });
  /** Waits for a whole line the child prints. */
  const said = (line: string, timeoutMs: number) =>
    until((out) => out.includes(`${line}\n`), `say '${line}'`, timeoutMs);
  return { proc, exited, until, said, output: () => output };
}
