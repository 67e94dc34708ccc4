import { ConfigError, loadConfig } from './config/config';
import { startApp } from './start-app';

/**
 * `pnpm worker`: a process that only works jobs, beside API processes started with
 * JOB_WORKERS=off. Any number of each; they meet only in PostgreSQL (pg-boss hands each job
 * to one worker). It builds the same app as the server, so it knows the same job kinds and
 * services, but never listens.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(
      'Invalid configuration: pnpm worker needs DATABASE_URL; embedded mode (PGlite) runs its jobs inside pnpm start',
    );
  }
  const { app, jobs } = await startApp(config, 'worker');
  await app.ready();
  app.log.info({ kinds: jobs.kinds() }, 'Veritag worker is running');
  process.stdout.write(`\nVeritag worker is running (jobs: ${jobs.kinds().join(', ')})\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `The Veritag worker could not start: ${String(error)}`}\n`,
  );
  process.exit(1);
});
