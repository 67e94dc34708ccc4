import * as v from 'valibot';
import path from 'node:path';

const port = v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number'), v.transform(Number), v.maxValue(65535, 'must be a port number'));
const positiveInt = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.minValue(1, 'must be at least 1'));
const url = (protocols: string[]) =>
  v.pipe(
    v.string(),
    v.url('must be a URL'),
    v.check((s) => protocols.some((p) => s.startsWith(`${p}:`)), `must start with ${protocols.map((p) => `${p}:`).join(' or ')}`),
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
  MAIL_FROM: v.optional(v.pipe(v.string(), v.email('must be an email address')), 'no-reply@veritag.local'),
  DEMO_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(5, 'must be 5 to 16 characters'), v.maxLength(16, 'must be 5 to 16 characters'))),
  DEMO_SEED: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
  CONSOLE_DIR: v.optional(v.string()),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be a pino level'), 'info'),
  TRUST_PROXY: v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'false'),
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
}

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value names its variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'} ${issue.message}`);
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
  };
}
