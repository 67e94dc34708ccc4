import * as v from 'valibot';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  parseBudgetSetting,
  parseLookupSetting,
  type PublicLimitsOverrides,
} from './public-limits';

const port = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, 'must be a port number'),
  v.transform(Number),
  v.maxValue(65535, 'must be a port number'),
);
const positiveInt = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'must be a whole number'),
  v.transform(Number),
  v.minValue(1, 'must be at least 1'),
);
const url = (protocols: string[]) =>
  v.pipe(
    v.string(),
    v.url('must be a URL'),
    v.check(
      (s) => protocols.some((p) => s.startsWith(`${p}:`)),
      `must start with ${protocols.map((p) => `${p}:`).join(' or ')}`,
    ),
  );

/** Where stored files live: local disk (the default) or an S3-compatible bucket. */
export type FilesLocation =
  | { driver: 'local'; dir: string }
  | { driver: 's3'; bucket: string; prefix: string; region: string; forcePathStyle: boolean };

const bucketName = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const prefixSegment = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** `file:///absolute/path` or `s3://bucket/optional/prefix`; the region is checked with the rest below. */
const filesUrl = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = URL.canParse(dataset.value) ? new URL(dataset.value) : undefined;
    const segments = parsed?.pathname.split('/').filter(Boolean) ?? [];
    const plain = parsed && !parsed.username && !parsed.port && !parsed.search && !parsed.hash;
    if (plain && parsed.protocol === 'file:' && !parsed.hostname)
      return { driver: 'local' as const, dir: fileURLToPath(parsed) };
    if (
      plain &&
      parsed.protocol === 's3:' &&
      bucketName.test(parsed.hostname) &&
      segments.every((s) => prefixSegment.test(s))
    ) {
      return { driver: 's3' as const, bucket: parsed.hostname, prefix: segments.join('/') };
    }
    addIssue({ message: 'must be file:///absolute/path or s3://bucket/prefix' });
    return NEVER;
  }),
);

/** A tile address the map fills in: http(s) or a path on this server, with each of {z}, {x} and {y}. */
const mapTileUrl = v.pipe(
  v.string(),
  v.check(
    (s) => /^(https?:\/\/[^/\s]+|\/)\S*$/.test(s),
    'must be an http(s) address or a path starting with /',
  ),
  v.check(
    (s) => ['{z}', '{x}', '{y}'].every((part) => s.includes(part)),
    'must contain {z}, {x} and {y}',
  ),
);

/** A public limits setting read by its parser (public-limits.ts), whose message names what is wrong. */
const limitsSetting = <T>(parse: (text: string) => T) =>
  v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return parse(dataset.value);
      } catch (error) {
        addIssue({ message: (error as Error).message });
        return NEVER;
      }
    }),
  );

/** Every environment variable the server reads. The README's configuration table mirrors this. */
const EnvSchema = v.object({
  PORT: v.optional(port, '8080'),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), '0.0.0.0'),
  VERITAG_DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), './.data'),
  DATABASE_URL: v.optional(url(['postgres', 'postgresql'])),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  TOKEN_TTL_MINUTES: v.optional(positiveInt, '480'),
  SMTP_URL: v.optional(url(['smtp', 'smtps'])),
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.email('must be an email address')),
    'no-reply@veritag.local',
  ),
  DEMO_PASSWORD: v.optional(
    v.pipe(
      v.string(),
      v.minLength(5, 'must be 5 to 16 characters'),
      v.maxLength(16, 'must be 5 to 16 characters'),
    ),
  ),
  DEMO_SEED: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
  CONSOLE_DIR: v.optional(v.string()),
  LOG_LEVEL: v.optional(
    v.picklist(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'must be a pino level',
    ),
    'info',
  ),
  TRUST_PROXY: v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'false'),
  WEBHOOK_ALLOW_PRIVATE: v.optional(
    v.picklist(['true', 'false'], 'must be true or false'),
    'false',
  ),
  JOB_WORKERS: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
  FILES_URL: v.optional(filesUrl),
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'false'),
  // The AWS SDK reads these two itself (and credentials); they are checked here so a typo stops the start.
  AWS_REGION: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-central-1')),
  ),
  AWS_ENDPOINT_URL: v.optional(url(['http', 'https'])),
  // The address people reach the platform at: printed QR codes (a customer's video page) hold it.
  PUBLIC_BASE_URL: v.optional(url(['http', 'https'])),
  // Where printing jobs without a printer destination are delivered (default VERITAG_DATA_DIR/printing-drop).
  PRINTING_DROP_DIR: v.optional(
    v.pipe(
      v.string(),
      v.nonEmpty('must not be empty'),
      v.check((s) => !s.includes('\0'), 'must be a folder path'),
    ),
  ),
  // The maps' tile server; without it they use the server's own offline tiles, so nothing asks the internet.
  MAP_TILE_URL: v.optional(mapTileUrl),
  MAP_TILE_ATTRIBUTION: v.optional(
    v.pipe(v.string(), v.maxLength(300, 'must be at most 300 characters')),
  ),
  // The anonymous doors' limits (docs/abuse.md, decision 0346): each figure given replaces its
  // default.
  SCAN_LIMITS: v.optional(limitsSetting(parseLookupSetting)),
  SMS_LIMITS: v.optional(limitsSetting((text) => parseBudgetSetting('sms', text))),
  MAIL_LIMITS: v.optional(limitsSetting((text) => parseBudgetSetting('mail', text))),
  REPORT_LIMITS: v.optional(limitsSetting((text) => parseBudgetSetting('reports', text))),
  // For the browser tests' server only; see relaxedAuthLimits below.
  TEST_RELAXED_AUTH_LIMITS: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'off'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  tokenTtlMinutes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoPassword: string | undefined;
  demoSeed: boolean;
  consoleDir: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** Webhooks may target private and loopback addresses and plain http (tests, on-premise). */
  webhookAllowPrivate: boolean;
  /** Whether this process works jobs besides queueing them (off: API only, `pnpm worker` works). */
  jobWorkers: boolean;
  files: FilesLocation;
  /** Sign-in limits no journey reaches, for the browser tests' server only. */
  relaxedAuthLimits: boolean;
  /** The platform's public address without a trailing slash (default http://localhost:PORT). */
  publicBaseUrl: string;
  /** The local drop folder of printing jobs without a printer destination. */
  printingDropDir: string;
  /** The maps' tile address with {z}, {x} and {y}; unset, the server's own offline tiles (modules/map-tiles). */
  mapTileUrl: string | undefined;
  /** The credit the tile server asks for; empty for our own tiles. */
  mapTileAttribution: string;
  /** The anonymous doors' limits that differ from the defaults (SCAN_LIMITS, SMS_LIMITS, MAIL_LIMITS, REPORT_LIMITS). */
  publicLimits: PublicLimitsOverrides;
}

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value names its variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const lines = result.issues.map(
      (issue) => `${v.getDotPath(issue) ?? 'environment'} ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const e = result.output;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.VERITAG_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    tokenTtlMinutes: e.TOKEN_TTL_MINUTES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    demoPassword: e.DEMO_PASSWORD,
    demoSeed: e.DEMO_SEED === 'on',
    consoleDir: e.CONSOLE_DIR,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    jobWorkers: jobWorkers(e),
    files: filesLocation(e),
    relaxedAuthLimits: relaxedAuthLimits(e),
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    printingDropDir: path.resolve(
      e.PRINTING_DROP_DIR ?? path.join(e.VERITAG_DATA_DIR, 'printing-drop'),
    ),
    mapTileUrl: e.MAP_TILE_URL,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION ?? '',
    publicLimits: {
      ...(e.SCAN_LIMITS ? { lookups: e.SCAN_LIMITS } : {}),
      ...(e.SMS_LIMITS ? { sms: e.SMS_LIMITS } : {}),
      ...(e.MAIL_LIMITS ? { mail: e.MAIL_LIMITS } : {}),
      ...(e.REPORT_LIMITS ? { reports: e.REPORT_LIMITS } : {}),
    },
  };
}

function filesLocation(e: v.InferOutput<typeof EnvSchema>): FilesLocation {
  if (!e.FILES_URL)
    return { driver: 'local', dir: path.join(path.resolve(e.VERITAG_DATA_DIR), 'files') };
  if (e.FILES_URL.driver === 'local') return e.FILES_URL;
  // S3 signs every request with a region; without one the SDK would only fail at the first upload.
  if (!e.AWS_REGION)
    throw new ConfigError(
      'Invalid configuration: AWS_REGION is required when FILES_URL is s3://... (us-east-1 for most S3-compatible servers)',
    );
  return { ...e.FILES_URL, region: e.AWS_REGION, forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' };
}

/**
 * The browser journeys sign in hundreds of times from one address. The switch is honoured only
 * where no deployment runs: embedded PGlite (no DATABASE_URL), listening on loopback, with its
 * data in the OS temp folder. Anywhere else it stops the start, so an environment copied from
 * a test setup cannot quietly turn the limits off.
 */
function relaxedAuthLimits(e: v.InferOutput<typeof EnvSchema>): boolean {
  if (e.TEST_RELAXED_AUTH_LIMITS === 'off') return false;
  const inTemp = path.relative(tmpdir(), path.resolve(e.VERITAG_DATA_DIR));
  if (
    e.DATABASE_URL ||
    !['127.0.0.1', '::1', 'localhost'].includes(e.HOST) ||
    !inTemp ||
    inTemp.startsWith('..') ||
    path.isAbsolute(inTemp)
  ) {
    throw new ConfigError(
      'Invalid configuration: TEST_RELAXED_AUTH_LIMITS is for the browser tests only: it needs HOST=127.0.0.1, no DATABASE_URL and VERITAG_DATA_DIR in the temp folder',
    );
  }
  return true;
}

/** Embedded PGlite is one process: with its workers off, nothing would ever run a job. */
function jobWorkers(e: v.InferOutput<typeof EnvSchema>): boolean {
  if (e.JOB_WORKERS === 'off' && !e.DATABASE_URL)
    throw new ConfigError(
      'Invalid configuration: JOB_WORKERS=off needs DATABASE_URL (embedded mode runs its jobs in the server process)',
    );
  return e.JOB_WORKERS === 'on';
}
