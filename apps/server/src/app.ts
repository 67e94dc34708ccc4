import { acceptJsonLd } from './http/json-ld';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CallSpec } from '@veritag/api';
import type { Database } from './db/database';
import type { Access } from './platform/access';
import { createBinder } from './http/bind-call';
import { serveConsole } from './http/console-pages';
import { installProblemHandling, problemServerOptions } from './http/problem-handling';
import { installSecurityHeaders } from './http/security-headers';
import { refuseNulCharactersEverywhere } from './http/input-checks';
import { localDiskStorage, type FileStorage } from './platform/file-storage';
import {
  logMailer,
  logSmsSender,
  mailSendJob,
  platformMailer,
  smtpMailer,
  stdoutSink,
  type LogSink,
  type Mailer,
  type SmsSender,
} from './platform/messaging';
import { createJobRuntime, type JobRole, type JobTiming } from './platform/jobs';
import { createOutbox } from './platform/outbox';
import { setUpModules } from './platform/server-module';
import type { PlatformSettings } from './platform/settings';
import { accountsModule } from './modules/accounts';
import { apiDocsModule } from './modules/api-docs';
import { auditModule } from './modules/audit';
import { authModule, type AuthLimits } from './modules/auth';
import { apiKeysModule, type ApiKeyLimits } from './modules/api-keys';
import { companiesModule } from './modules/companies';
import { publicLimitsModule } from './modules/public-limits';
import type { PublicLimitsOverrides } from './config/public-limits';
import { codesModule } from './modules/codes';
import { codeBlacklistModule } from './modules/code-blacklist';
import { contactPeopleModule } from './modules/contact-people';
import { customersModule } from './modules/customers';
import { digitalLinkModule } from './modules/digital-link';
import { filesModule } from './modules/files';
import { guillocheModule } from './modules/guilloche';
import { healthModule } from './modules/health';
import { labelsModule } from './modules/labels';
import { masterProductsModule } from './modules/master-products';
import { productImportModule } from './modules/product-import';
import { packagingModule } from './modules/packaging';
import { plantsModule } from './modules/plants';
import { printDataModule } from './modules/print-data';
import { printingJobsModule } from './modules/printing-jobs';
import { productsModule } from './modules/products';
import { reportFilesModule } from './modules/report-files';
import { settingsModule } from './modules/settings';
import { templatesModule } from './modules/templates';
import { templateHistoriesModule } from './modules/template-histories';
import { tokenDataModule } from './modules/token-data';
import { usersModule } from './modules/users';
import { vendorsModule } from './modules/vendors';
import { linkQrModule } from './modules/link-qr';
import { smartBinModule } from './modules/smart-bin';
import { scansModule, type ScanPages } from './modules/scans';
import { endUsersModule } from './modules/end-users';
import { invalidScansModule } from './modules/invalid-scans';
import { dashboardsModule } from './modules/dashboards';
import { mapTilesModule } from './modules/map-tiles';
import { traceModule } from './modules/trace';
import { epcisSubscriptionsModule } from './modules/epcis-subscriptions';
import { scanStationModule } from './modules/scan-station';
import { qrSearchesModule } from './modules/qr-searches';
import { geoDiversionModule } from './modules/geo-diversion';
import { webhooksModule, type WebhookDeliveryOptions } from './modules/webhooks';

/**
 * Every module of the platform, in the order their doors are built: a module may use the
 * doors of those before it. Adding a module is its folder and one line here.
 */
export const serverModules = [
  healthModule,
  companiesModule,
  publicLimitsModule,
  codesModule,
  codeBlacklistModule,
  auditModule,
  filesModule,
  reportFilesModule,
  accountsModule,
  authModule,
  apiKeysModule,
  guillocheModule,
  settingsModule,
  contactPeopleModule,
  customersModule,
  usersModule,
  productsModule,
  vendorsModule,
  plantsModule,
  packagingModule,
  masterProductsModule,
  productImportModule,
  labelsModule,
  templatesModule,
  templateHistoriesModule,
  printDataModule,
  printingJobsModule,
  tokenDataModule,
  linkQrModule,
  smartBinModule,
  scansModule,
  invalidScansModule,
  endUsersModule,
  dashboardsModule,
  traceModule,
  scanStationModule,
  qrSearchesModule,
  geoDiversionModule,
  digitalLinkModule,
  webhooksModule,
  // After webhooks: its subscriptions are webhook subscriptions (decision 0461).
  epcisSubscriptionsModule,
  apiDocsModule,
  mapTilesModule,
] as const;

/** What the app is started with: the platform's settings, what it builds with them, and each module's own options. */
export interface AppOptions extends PlatformSettings {
  database: Database;
  smtpUrl?: string;
  mailFrom?: string;
  consoleDir?: string;
  logLevel?: string;
  trustProxy?: boolean;
  /** The scan app's pages (apps/scan, loadScanRenderer); without them GET /v/{code} answers the page's view as JSON. */
  scanPages?: ScanPages;
  /** Tests and tools may replace these. */
  clock?: () => Date;
  logSink?: LogSink;
  mailer?: Mailer;
  sms?: SmsSender;
  storage?: FileStorage;
  authLimits?: AuthLimits;
  /** API keys' limits per key (decision 0446); tests tighten them. */
  apiKeyLimits?: ApiKeyLimits;
  /** The anonymous doors' limits (SCAN_LIMITS, SMS_LIMITS, MAIL_LIMITS, REPORT_LIMITS); each figure given replaces its default. */
  publicLimits?: PublicLimitsOverrides;
  checkReplies?: boolean;
  version?: string;
  /** 'all' (default) queues and works jobs here; 'api' only queues (JOB_WORKERS=off); 'worker' only works. */
  jobRole?: JobRole;
  jobTiming?: Partial<JobTiming>;
  /** Webhook delivery's timings (retry waits, timeout, when to pause); tests shorten them. */
  webhookDelivery?: Partial<WebhookDeliveryOptions>;
}

/** Builds the platform as one Fastify app from the module list. */
export async function buildApp(options: AppOptions) {
  const app: FastifyInstance = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      // A session's token or a machine's API key never reaches the logs.
      redact: ['req.headers.authorization', 'req.headers["x-api-key"]'],
    },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1_000_000,
    ...problemServerOptions,
  });
  installProblemHandling(app);
  refuseNulCharactersEverywhere(app);
  await installSecurityHeaders(app, { mapTileUrl: options.mapTileUrl });
  await app.register(multipart);
  acceptJsonLd(app);

  const sink = options.logSink ?? stdoutSink;
  const mailer =
    options.mailer ??
    (options.smtpUrl
      ? smtpMailer(options.smtpUrl, options.mailFrom ?? 'no-reply@veritag.local')
      : logMailer(sink));
  const clock = options.clock ?? (() => new Date());
  const outbox = createOutbox({
    db: options.database.db,
    clock,
    log: app.log,
    refreshMs: options.webhookDelivery?.interestRefreshMs,
  });
  const jobs = createJobRuntime({
    database: options.database,
    role: options.jobRole ?? 'all',
    log: app.log,
    secret: options.secret,
    timing: options.jobTiming,
    announce: (tx, event) => outbox.recordPlatformEvent(tx, event),
  });
  const mailJob = mailSendJob(mailer);

  /** Every contract call the server implements, with who may call it. */
  const bound = new Map<CallSpec, Access>();
  const modules = await setUpModules(
    serverModules,
    {
      database: options.database,
      db: options.database.db,
      storage: options.storage ?? localDiskStorage(options.filesDir),
      mailer: platformMailer(mailer, jobs, mailJob),
      jobs,
      sms: options.sms ?? logSmsSender(sink),
      outbox,
      logSink: sink,
      log: app.log,
      clock,
      version: options.version ?? '0.1.0',
      settings: options,
      bound,
    },
    {
      auth: { limits: options.authLimits },
      apiKeys: { limits: options.apiKeyLimits },
      publicLimits: { overrides: options.publicLimits },
      scans: { pages: options.scanPages },
      endUsers: { pages: options.scanPages },
      'scan-station': { pages: options.scanPages },
      webhooks: { delivery: options.webhookDelivery },
    },
  );
  const { services } = modules;
  await jobs.start([mailJob, ...modules.jobKinds()]);
  await outbox.start();

  const bind = createBinder({
    // A request's API key when it carries one, else its session (modules/api-keys).
    authenticate: services.apiKeys.authenticate,
    checkReplies: options.checkReplies ?? false,
    onBind: (call, rule) => bound.set(call, rule),
  });
  await app.register(async (api) => modules.bindRoutes(api, bind));
  // Modules first: what they still send on closing goes into the queue before it stops.
  app.addHook('onClose', async () => {
    await modules.close();
    outbox.stop();
    await jobs.stop();
  });

  const consoleDir = options.consoleDir ?? path.resolve(import.meta.dirname, '../../console/dist');
  if (existsSync(path.join(consoleDir, 'index.html'))) {
    await serveConsole(app, consoleDir);
  }
  return { app, services, jobs, outbox, bound: bound as ReadonlyMap<CallSpec, Access> };
}
export type App = Awaited<ReturnType<typeof buildApp>>;
