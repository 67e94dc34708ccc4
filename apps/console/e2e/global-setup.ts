import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { e2ePortOf, e2eWorkers, repoRoot, startE2eServer } from './e2e-server';

/** A server of its own for each journey worker; Playwright calls the returned function at the end. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The server renders scan pages with apps/scan's build (a no-op when it is current).
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'scan-build.mjs')], {
    stdio: 'inherit',
  });
  const workers = Array.from({ length: e2eWorkers }, (_, worker) => e2ePortOf(worker));
  const started = await Promise.allSettled(workers.map((port) => startE2eServer(port)));
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stopAll = async () => {
    for (const server of servers) server.kill('SIGTERM');
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
