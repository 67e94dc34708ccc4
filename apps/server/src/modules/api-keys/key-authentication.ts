import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { apiKeyPrefix, type ApiScope } from '@veritag/domain';
import type { Db } from '../../db/database';
import { unauthorized } from '../../http/problem';
import type { Caller } from '../../platform/access';
import type { AccountsService } from '../accounts';
import type { BudgetWindow, PublicLimitsService } from '../public-limits';
import { apiKeys } from './api-keys.table';
import { isApiKeyShaped, keyDigest } from './key-material';

/**
 * A key's own limits (decision 0446), per key and shared by every API process through the
 * public limits' table: a steady 1,200 calls a minute, and no more than 60 in one second, so a
 * line that catches up after an outage drains its backlog without starving the others.
 */
export const defaultApiKeyLimits = {
  minute: { points: 1200, seconds: 60 },
  second: { points: 60, seconds: 1 },
} satisfies Record<string, BudgetWindow>;
export type ApiKeyLimits = typeof defaultApiKeyLimits;

/** last_used_at is written at most this often per key: a busy key would otherwise write on every call. */
const lastUsedEveryMs = 60_000;

/** The key a request carries: `X-API-Key`, or a bearer that starts with our prefix (a session's token never does). */
export function keyOfRequest(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string') return header.trim();
  if (Array.isArray(header)) return header.join(',');
  const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  return bearer?.startsWith(apiKeyPrefix) ? bearer : null;
}

/** What a request made with a key leaves for its audit row. */
export interface KeyUse {
  keyId: number;
  name: string;
  shown: string;
  companyId: number;
  maker: { id: number; login: string };
}

interface Deps {
  db: Db;
  accounts: AccountsService;
  limits: PublicLimitsService;
  keyLimits: ApiKeyLimits;
  clock: () => Date;
}

/**
 * Who a request made with a key acts as. Nothing is cached: the key's row and its maker are read
 * on every call, so a revoke, an expiry or a change to the maker (deactivated, expired, another
 * role, fewer privileges or customers) holds from the very next call.
 */
export function keyAuthentication({ db, accounts, limits, keyLimits, clock }: Deps) {
  const budget = limits.ownBudget(
    'apiKey',
    keyLimits,
    (window) =>
      `This API key made more than ${keyLimits[window].points.toLocaleString('en-GB')} calls in ${
        window === 'minute' ? 'a minute' : 'a second'
      }`,
  );
  const lastWritten = new Map<number, number>();
  const today = () => clock().toISOString().slice(0, 10);

  return {
    async callerOf(key: string): Promise<{ caller: Caller; use: KeyUse }> {
      if (!isApiKeyShaped(key)) throw unauthorized('This API key is not valid');
      const [row] = await db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.keyHash, keyDigest(key)))
        .limit(1);
      if (!row) throw unauthorized('This API key is not valid');
      if (row.revokedAt) throw unauthorized('This API key has been revoked');
      if (row.expiresAt && row.expiresAt <= clock()) throw unauthorized('This API key has expired');
      const maker = await accounts.findById(row.makerUserId);
      if (!maker || !maker.activated)
        throw unauthorized("This API key's maker is deactivated; the key acts for nobody");
      if (maker.accountExpiredDate && maker.accountExpiredDate < today())
        throw unauthorized("This API key's maker's account has expired");
      if (maker.companyId !== row.companyId)
        throw unauthorized("This API key's maker no longer belongs to its company");
      await budget.take({ minute: row.id, second: row.id });
      const [privileges, customerIds] = await Promise.all([
        accounts.privilegesOf(maker.id),
        accounts.customersOf(maker.id),
      ]);
      return {
        caller: {
          id: maker.id,
          login: maker.login,
          role: maker.role,
          companyId: maker.companyId,
          privileges,
          customerIds,
          apiKey: { id: row.id, name: row.name, scopes: row.scopes as ApiScope[] },
        },
        use: {
          keyId: row.id,
          name: row.name,
          shown: row.shown,
          companyId: row.companyId,
          maker: { id: maker.id, login: maker.login },
        },
      };
    },

    /** Notes that the key was used: at most once a minute per key, by this process and by any other. */
    async touch(keyId: number): Promise<void> {
      const now = clock();
      if (now.getTime() - (lastWritten.get(keyId) ?? 0) < lastUsedEveryMs) return;
      lastWritten.set(keyId, now.getTime());
      await db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(apiKeys.id, keyId),
            or(
              isNull(apiKeys.lastUsedAt),
              lt(apiKeys.lastUsedAt, new Date(now.getTime() - lastUsedEveryMs)),
            ),
          ),
        );
    },
  };
}
export type KeyAuthentication = ReturnType<typeof keyAuthentication>;
