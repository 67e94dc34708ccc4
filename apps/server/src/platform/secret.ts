import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, type Config } from '../config/config';

/**
 * The signing secret: JWT_SECRET when given; in embedded mode one made at first start and
 * kept in the data folder (readable by the owner only), so tokens survive a restart. It is
 * never used as a key itself: platform/keys.ts derives one key per use from it.
 */
export async function resolveSecret(config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.databaseUrl)
    throw new ConfigError('Invalid configuration: JWT_SECRET is required when DATABASE_URL is set');
  const file = path.join(config.dataDir, 'secret');
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing && existing.trim().length >= 32) return existing.trim();
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
