import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ApiKey, ApiKeyCreated, ApiKeyRequest, ApiScope } from '@veritag/domain';
import type { Db } from '../../db/database';
import { badRequest, conflict, fieldError, notFound } from '../../http/problem';
import { ownCompany, type Caller } from '../../platform/access';
import type { AuditService } from '../audit';
import { apiKeys } from './api-keys.table';
import { keyDigest, newApiKey, shownPartOf } from './key-material';

type KeyRow = typeof apiKeys.$inferSelect;

const toApiKey = (row: KeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as ApiScope[],
  shown: row.shown,
  createdBy: row.makerLogin,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const notFoundKey = () => notFound('API key');

interface Deps {
  db: Db;
  audit: AuditService;
  clock: () => Date;
}

/** Making, listing, rotating and revoking a company's keys; every change is in the audit trail. */
export function apiKeysService({ db, audit, clock }: Deps) {
  const maker = (caller: Caller) => ({ id: caller.id, login: caller.login });
  const scopesInWords = (scopes: readonly string[]) => scopes.join(', ');

  /** Stores a new key in the transaction and answers it with the key itself, this once. */
  async function insertKey(
    tx: Db,
    caller: Caller,
    fields: { name: string; scopes: readonly ApiScope[]; expiresAt: Date | null },
  ): Promise<ApiKeyCreated> {
    const key = newApiKey();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        companyId: ownCompany(caller),
        name: fields.name,
        scopes: [...fields.scopes],
        keyHash: keyDigest(key),
        shown: shownPartOf(key),
        makerUserId: caller.id,
        makerLogin: caller.login,
        createdAt: clock(),
        expiresAt: fields.expiresAt,
      })
      .returning();
    return { ...toApiKey(row!), key };
  }

  /** A key of the caller's company, locked for the change, or 404 (none, or another company's). */
  async function ownKey(tx: Db, caller: Caller, id: number): Promise<KeyRow> {
    const [row] = await tx
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, ownCompany(caller))))
      .for('update');
    if (!row) throw notFoundKey();
    return row;
  }

  return {
    async list(caller: Caller): Promise<ApiKey[]> {
      const rows = await db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.companyId, ownCompany(caller)))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
      return rows.map(toApiKey);
    },

    async create(caller: Caller, input: ApiKeyRequest, address: string): Promise<ApiKeyCreated> {
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt <= clock())
        throw badRequest('A key cannot expire in the past', [
          fieldError('expiresAt', 'Choose a time in the future'),
        ]);
      return db.transaction(async (tx) => {
        const created = await insertKey(tx, caller, { ...input, expiresAt });
        await audit.record(
          {
            action: 'apiKey.created',
            companyId: caller.companyId,
            actor: maker(caller),
            detail: `${created.name} (${created.shown}…): ${scopesInWords(created.scopes)}`,
            address,
          },
          tx,
        );
        return created;
      });
    },

    /** A new key in the old one's place (same name, scopes, expiry); the old one is revoked in the same transaction. */
    async rotate(caller: Caller, id: number, address: string): Promise<ApiKeyCreated> {
      return db.transaction(async (tx) => {
        const old = await ownKey(tx, caller, id);
        if (old.revokedAt) throw conflict('This API key is revoked; make a new one');
        if (old.expiresAt && old.expiresAt <= clock())
          throw conflict('This API key has expired; make a new one');
        await tx.update(apiKeys).set({ revokedAt: clock() }).where(eq(apiKeys.id, old.id));
        const created = await insertKey(tx, caller, {
          name: old.name,
          scopes: old.scopes as ApiScope[],
          expiresAt: old.expiresAt,
        });
        await audit.record(
          {
            action: 'apiKey.rotated',
            companyId: old.companyId,
            actor: maker(caller),
            detail: `${old.name}: ${old.shown}… revoked, ${created.shown}… made`,
            address,
          },
          tx,
        );
        return created;
      });
    },

    /** Revokes a key at once; revoking one already revoked changes nothing. */
    async revoke(caller: Caller, id: number, address: string): Promise<void> {
      await db.transaction(async (tx) => {
        const key = await ownKey(tx, caller, id);
        if (key.revokedAt) return;
        await tx
          .update(apiKeys)
          .set({ revokedAt: clock() })
          .where(and(eq(apiKeys.id, key.id), isNull(apiKeys.revokedAt)));
        await audit.record(
          {
            action: 'apiKey.revoked',
            companyId: key.companyId,
            actor: maker(caller),
            detail: `${key.name} (${key.shown}…)`,
            address,
          },
          tx,
        );
      });
    },
  };
}
export type ApiKeysService = ReturnType<typeof apiKeysService>;
