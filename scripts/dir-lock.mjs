/**
 * A lock between processes on one machine: a directory, because mkdir either creates it or
 * fails, atomically, on every file system. The holder writes who it is inside and touches the
 * directory every few seconds; a lock whose holder is gone (its process no longer runs, or it
 * has not touched the lock for `staleMs`) is taken over.
 */
import { mkdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const processRuns = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM'; // it runs, as another user
  }
};

/** Who holds a lock, from its owner.json; null while there is none or it is being written. */
const ownerOf = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Whether the lock at `dir` was left by a holder that is gone. */
async function isStale(dir, staleMs) {
  const info = await stat(dir).catch(() => null);
  if (!info) return false; // released meanwhile: just try again
  if (Date.now() - info.mtimeMs > staleMs) return true;
  const owner = ownerOf(await readFile(`${dir}/owner.json`, 'utf8').catch(() => ''));
  // No owner yet: the holder made the directory a moment ago and is writing it.
  return owner?.host === hostname() && !processRuns(owner.pid);
}

/**
 * Moves a stale lock aside, then deletes it. Moving first means two waiters cannot both
 * delete: only one rename succeeds. If what was moved turns out to be live (another waiter took
 * the lock over in between), it is put back.
 */
async function breakLock(dir, staleMs) {
  const aside = `${dir}.stale-${process.pid}-${Date.now()}`;
  try {
    await rename(dir, aside);
  } catch {
    return; // someone else moved it first
  }
  if (!(await isStale(aside, staleMs))) {
    await rename(aside, dir).catch(() => undefined);
    return;
  }
  await rm(aside, { recursive: true, force: true });
}

/**
 * Waits for the lock at `dir` and takes it; resolves to the function that releases it.
 * `onWait` is called once if another process holds it.
 */
export async function acquireDirLock(
  dir,
  { staleMs = 30_000, pollMs = 100, timeoutMs = 10 * 60_000, onWait = () => {} } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    try {
      await mkdir(dir);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    if (await isStale(dir, staleMs)) {
      await breakLock(dir, staleMs);
      continue;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for the lock ${dir}`);
    if (!told) onWait();
    told = true;
    await sleep(pollMs);
  }
  // Written aside and renamed in: a waiter reading it never sees it half-written.
  await writeFile(
    `${dir}/owner.json.${process.pid}`,
    JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }),
  );
  await rename(`${dir}/owner.json.${process.pid}`, `${dir}/owner.json`);
  // The heartbeat that tells waiters this holder still works (a build takes a while).
  const heartbeat = setInterval(
    () => {
      const now = new Date();
      utimes(dir, now, now).catch(() => undefined);
    },
    Math.max(50, staleMs / 4),
  );
  heartbeat.unref();
  return async () => {
    clearInterval(heartbeat);
    await rm(dir, { recursive: true, force: true });
  };
}
