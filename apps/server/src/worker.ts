import path from 'node:path';
import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db/database';
import { buildApp } from './app';
import { resolveSecret } from './platform/secret';
import { storageFromConfig } from './platform/storage/choose-storage';

/**
 * `pnpm worker`: a process that only works jobs, beside API processes started with
 * JOB_WORKERS=off. Any number of each; they meet only in PostgreSQL (pg-boss hands each job
 * to one worker). It builds the same app as the server, so it knows the same job kinds and
 * services, but never listens.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError('Invalid configuration: pnpm worker needs DATABASE_URL; embedded mode (PGlite) runs its jobs inside pnpm start');
  }
  const secret = await resolveSecret(config);
  const database = await openDatabase({ url: config.databaseUrl });
  const { app, jobs } = await buildApp({
    database,
    secret,
    filesDir: path.join(config.dataDir, 'files'),
    storage: await storageFromConfig(config),
    tokenTtlMinutes: config.tokenTtlMinutes,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    logLevel: config.logLevel,
    jobRole: 'worker',
  });
  await app.ready();
  const shutdown = async () => {
    // Running jobs get a grace period, then stop at their next step and resume elsewhere.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  app.log.info({ kinds: jobs.kinds() }, 'Veritag worker is running');
  process.stdout.write(`\nVeritag worker is running (jobs: ${jobs.kinds().join(', ')})\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : `The Veritag worker could not start: ${String(error)}`}\n`);
  process.exit(1);
});
