import { ConfigError, loadConfig } from './config/config';
import { seedDemo, type DemoLogin } from './seed/demo-seed';
import { startApp } from './start-app';

async function main() {
  const config = loadConfig();
  // JOB_WORKERS=off: this process only queues; `pnpm worker` processes run the jobs.
  const { app, services } = await startApp(config, config.jobWorkers ? 'all' : 'api');
  if (config.demoSeed) {
    const logins = await seedDemo(services, config.demoPassword);
    if (logins) printDemoLogins(logins);
  }
  // A kill between writing a file and committing its row leaves bytes nobody names. An hour
  // spares uploads other processes are making now; a failed sweep must not stop the start.
  await services.files
    .sweepOrphans({ olderThanMs: 60 * 60 * 1000, log: app.log })
    .catch((error: unknown) => app.log.error({ err: error }, 'Stored file sweep failed'));
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  process.stdout.write(
    `\nVeritag is running on http://localhost:${config.port} (database: ${where})\n\n`,
  );
}

function printDemoLogins(logins: DemoLogin[]) {
  const lines = logins.map(
    (l) => `  ${l.login.padEnd(11)} ${l.password.padEnd(14)} ${l.role.padEnd(17)} ${l.note}`,
  );
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
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Veritag could not start: ${String(error)}`}\n`,
  );
  process.exit(1);
});
