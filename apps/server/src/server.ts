import path from 'node:path';
import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db/database';
import { buildApp } from './app';
import { resolveSecret } from './platform/secret';
import { storageFromConfig } from './platform/storage/choose-storage';
import { seedDemo, type DemoLogin } from './seed/demo-seed';
import { defaultAuthLimits, type AuthLimits } from './modules/auth';

async function main() {
  const config = loadConfig();
  const secret = await resolveSecret(config);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  const { app, services } = await buildApp({
    database,
    secret,
    filesDir: path.join(config.dataDir, 'files'),
    storage: await storageFromConfig(config),
    tokenTtlMinutes: config.tokenTtlMinutes,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    consoleDir: config.consoleDir,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    authLimits: config.relaxedAuthLimits ? relaxedAuthLimits() : undefined,
    // JOB_WORKERS=off: this process only queues; `pnpm worker` processes run the jobs.
    jobRole: config.jobWorkers ? 'all' : 'api',
  });
  if (config.demoSeed) {
    const logins = await seedDemo(services, config.demoPassword);
    if (logins) printDemoLogins(logins);
  }
  // A kill between writing a file and committing its row leaves bytes nobody names. An hour
  // spares uploads other processes are making now; a failed sweep must not stop the start.
  await services.files.sweepOrphans({ olderThanMs: 60 * 60 * 1000, log: app.log }).catch((error: unknown) => app.log.error({ err: error }, 'Stored file sweep failed'));
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  process.stdout.write(`\nVeritag is running on http://localhost:${config.port} (database: ${where})\n\n`);
}

/** TEST_RELAXED_AUTH_LIMITS, for the browser tests' server only (config.ts says where it is honoured). */
function relaxedAuthLimits(): AuthLimits {
  process.stdout.write('Sign-in limits are relaxed for the browser tests (TEST_RELAXED_AUTH_LIMITS=on)\n');
  const ample = { perPair: 1_000_000, perAddress: 1_000_000, perAccount: 1_000_000, perPairWhenBusy: 1_000_000 };
  return Object.fromEntries(Object.keys(defaultAuthLimits).map((action) => [action, ample])) as AuthLimits;
}

function printDemoLogins(logins: DemoLogin[]) {
  const lines = logins.map((l) => `  ${l.login.padEnd(11)} ${l.password.padEnd(14)} ${l.role.padEnd(17)} ${l.note}`);
  process.stdout.write(
    [
      '',
      'Demo data created. These logins are printed once; keep them:',
      `  ${'login'.padEnd(11)} ${'password'.padEnd(14)} ${'role'.padEnd(17)} note`,
      ...lines,
      '',
    ].join('\n') + '\n',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : `Veritag could not start: ${String(error)}`}\n`);
  process.exit(1);
});
