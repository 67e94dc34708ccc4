import path from 'node:path';
import { loadScanRenderer } from '@veritag/scan';
import type { Config } from './config/config';
import { openDatabase, type Database } from './db/database';
import { buildApp, type AppOptions } from './app';
import { resolveSecret } from './platform/secret';
import { storageFromConfig } from './platform/storage/choose-storage';
import { defaultAuthLimits, type AuthLimits } from './modules/auth';

/**
 * What `pnpm start` and `pnpm worker` share: the app built from the configuration, the same
 * in both, so a worker knows every job kind and service the API does. Only the job role
 * differs; a process stops cleanly on SIGINT and SIGTERM (running jobs get a grace period,
 * then stop at their next step and resume elsewhere).
 */
export async function startApp(config: Config, jobRole: NonNullable<AppOptions['jobRole']>) {
  const secret = await resolveSecret(config);
  const database: Database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  const built = await buildApp({
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
    webhookAllowPrivate: config.webhookAllowPrivate,
    publicBaseUrl: config.publicBaseUrl,
    printingDropDir: config.printingDropDir,
    mapTileUrl: config.mapTileUrl,
    mapTileAttribution: config.mapTileAttribution,
    scanPages: await loadScanRenderer(),
    authLimits: config.relaxedAuthLimits ? relaxedAuthLimits() : undefined,
    publicLimits: config.publicLimits,
    jobRole,
  });
  const shutdown = async () => {
    await built.app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  return built;
}

/** TEST_RELAXED_AUTH_LIMITS, for the browser tests' server only (config.ts says where it is honoured). */
function relaxedAuthLimits(): AuthLimits {
  process.stdout.write(
    'Sign-in limits are relaxed for the browser tests (TEST_RELAXED_AUTH_LIMITS=on)\n',
  );
  const ample = {
    perPair: 1_000_000,
    perAddress: 1_000_000,
    perAccount: 1_000_000,
    perPairWhenBusy: 1_000_000,
  };
  return Object.fromEntries(
    Object.keys(defaultAuthLimits).map((action) => [action, ample]),
  ) as AuthLimits;
}
