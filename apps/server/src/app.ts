import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CallSpec } from '@veritag/api';
import type { Database } from './db/database';
import type { Access } from './platform/access';
import { createBinder } from './http/bind-call';
import { installProblemHandling, problemServerOptions } from './http/problem-handling';
import { installSecurityHeaders } from './http/security-headers';
import { localDiskStorage, type FileStorage } from './platform/file-storage';
import { logMailer, logSmsSender, smtpMailer, stdoutSink, type LogSink, type Mailer, type SmsSender } from './platform/messaging';
import { accountsRepo } from './modules/accounts/accounts.repo';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { authService } from './modules/accounts/auth.service';
import { otpService } from './modules/accounts/otp.service';
import { authRateLimiter, defaultAuthLimits } from './modules/accounts/rate-limits';
import { tokenService } from './modules/accounts/tokens';
import { companiesRepo } from './modules/companies/companies.repo';
import { companiesRoutes } from './modules/companies/companies.routes';
import { filesService } from './modules/files/files.service';
import { filesRoutes } from './modules/files/files.routes';
import { guillocheService } from './modules/guilloche/guilloche.service';
import { guillocheRoutes } from './modules/guilloche/guilloche.routes';
import { healthRoutes } from './modules/health/health.routes';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes';
import { settingsService } from './modules/settings/settings.service';
import { settingsRoutes } from './modules/settings/settings.routes';

export interface AppOptions {
  database: Database;
  /** Signs tokens and keys the OTP digests; at least 32 characters. */
  secret: string;
  filesDir: string;
  tokenTtlMinutes?: number;
  smtpUrl?: string;
  mailFrom?: string;
  consoleDir?: string;
  logLevel?: string;
  trustProxy?: boolean;
  /** Tests and tools may replace these. */
  clock?: () => Date;
  logSink?: LogSink;
  mailer?: Mailer;
  sms?: SmsSender;
  storage?: FileStorage;
  authLimits?: typeof defaultAuthLimits;
  checkReplies?: boolean;
  version?: string;
}

/** Builds the platform as one Fastify app, every module registered by hand. */
export async function buildApp(options: AppOptions) {
  const app: FastifyInstance = Fastify({
    logger: { level: options.logLevel ?? 'info', redact: ['req.headers.authorization'] },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1_000_000,
    ...problemServerOptions,
  });
  installProblemHandling(app);
  await installSecurityHeaders(app);
  await app.register(multipart);

  const { db } = options.database;
  const clock = options.clock ?? (() => new Date());
  const sink = options.logSink ?? stdoutSink;
  const storage = options.storage ?? localDiskStorage(options.filesDir);

  const accounts = accountsRepo(db);
  const auth = authService({
    repo: accounts,
    otp: otpService(db, options.secret, clock),
    tokens: tokenService(options.secret, options.tokenTtlMinutes ?? 480, clock),
    limit: await authRateLimiter(options.authLimits ?? defaultAuthLimits, options.database.pgPool),
    mailer: options.mailer ?? (options.smtpUrl ? smtpMailer(options.smtpUrl, options.mailFrom ?? 'no-reply@veritag.local') : logMailer(sink)),
    sms: options.sms ?? logSmsSender(sink),
    clock,
    log: app.log,
  });
  const files = filesService(db, storage);
  const services = {
    accounts,
    auth,
    files,
    companies: companiesRepo(db),
    guilloche: guillocheService(db, files),
    settings: settingsService(db, files),
  };

  /** Every contract call the server implements, with who may call it. */
  const bound = new Map<CallSpec, Access>();
  const bind = createBinder({
    authenticate: auth.authenticate,
    checkReplies: options.checkReplies ?? false,
    onBind: (call, rule) => bound.set(call, rule),
  });
  const version = options.version ?? '0.1.0';
  await app.register(async (api) => {
    healthRoutes(api, bind, options.database, version);
    apiDocsRoutes(api, bind, bound, version);
    accountsRoutes(api, bind, services.auth, services.accounts);
    companiesRoutes(api, bind, services.companies);
    filesRoutes(api, bind, services.files);
    guillocheRoutes(api, bind, services.guilloche, services.files);
    settingsRoutes(api, bind, services.settings, services.files);
  });

  const consoleDir = options.consoleDir ?? path.resolve(import.meta.dirname, '../../console/dist');
  if (existsSync(path.join(consoleDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: consoleDir, wildcard: false });
  }
  return { app, services, bound: bound as ReadonlyMap<CallSpec, Access> };
}
export type App = Awaited<ReturnType<typeof buildApp>>;
