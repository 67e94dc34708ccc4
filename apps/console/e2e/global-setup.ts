import { startE2eServer } from './e2e-server';

/** One server for the whole run; Playwright calls the returned function at the end. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startE2eServer();
  return async () => {
    server.kill('SIGTERM');
  };
}
