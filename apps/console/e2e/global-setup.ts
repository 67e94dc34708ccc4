import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot, startE2eServer } from './e2e-server';

/** One server for the whole run; Playwright calls the returned function at the end. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The server renders scan pages with apps/scan's build (a no-op when it is current).
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'scan-build.mjs')], { stdio: 'inherit' });
  const server = await startE2eServer();
  return async () => {
    server.kill('SIGTERM');
  };
}
