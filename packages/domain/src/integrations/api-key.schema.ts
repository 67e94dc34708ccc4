import * as v from 'valibot';
import { messages } from '../messages/messages';
import { apiScopes } from './api-scopes';

export const maxApiKeyNameLength = 80;

const NameSchema = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(maxApiKeyNameLength, messages.maxLength(maxApiKeyNameLength)),
);

/** One or more scopes from the fixed list, each once. */
export const ApiScopesSchema = v.pipe(
  v.array(v.picklist(apiScopes, `Choose scopes from: ${apiScopes.join(', ')}`), 'Choose scopes'),
  v.minLength(1, 'Choose at least one scope'),
  v.check((scopes) => new Set(scopes).size === scopes.length, 'Choose each scope once'),
);

/** `POST /api/api-keys`: a name, its scopes, and when it stops working (never when absent). */
export const ApiKeyRequestSchema = v.object({
  name: NameSchema,
  scopes: ApiScopesSchema,
  expiresAt: v.optional(
    v.nullable(
      v.pipe(v.string(), v.isoTimestamp('expiresAt is an ISO date and time with its offset')),
    ),
  ),
});
export type ApiKeyRequest = v.InferOutput<typeof ApiKeyRequestSchema>;

/** A key as listed: never the key itself, only its first characters to tell it apart. */
export const ApiKeySchema = v.object({
  id: v.number(),
  name: v.string(),
  scopes: v.array(v.picklist(apiScopes)),
  /** `vtk_` and the key's first characters, as shown in the list. */
  shown: v.string(),
  createdBy: v.string(),
  createdAt: v.string(),
  expiresAt: v.nullable(v.string()),
  lastUsedAt: v.nullable(v.string()),
  revokedAt: v.nullable(v.string()),
});
export type ApiKey = v.InferOutput<typeof ApiKeySchema>;

/** The reply of making or rotating a key: the key itself, shown this once. */
export const ApiKeyCreatedSchema = v.object({ ...ApiKeySchema.entries, key: v.string() });
export type ApiKeyCreated = v.InferOutput<typeof ApiKeyCreatedSchema>;
