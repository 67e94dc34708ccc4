import * as v from 'valibot';
import {
  access,
  ApiKeyCreatedSchema,
  ApiKeyRequestSchema,
  ApiKeySchema,
  IdParamsSchema,
} from '@veritag/domain';
import { defineCall } from './define-call';

/** Ours (decision 0443): a company's keys for its machines; never usable with a key itself. */
export const apiKeyCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api-keys',
    access: access.integrations(1),
    summary:
      "The company's API keys, newest first, revoked ones included (never the keys themselves).",
    reply: v.array(ApiKeySchema),
    ours: 'not in the spec: API keys (decision 0443)',
  }),
  create: defineCall({
    method: 'POST',
    path: '/api-keys',
    access: access.integrations(2),
    summary:
      'Make a key with scopes: the reply holds the key, shown this once (`vtk_` and 32 random bytes); it acts for the company with no more than its maker may do.',
    body: ApiKeyRequestSchema,
    reply: ApiKeyCreatedSchema,
    ours: 'not in the spec: API keys (decision 0443)',
  }),
  rotate: defineCall({
    method: 'POST',
    path: '/api-keys/:id/rotate',
    access: access.integrations(2),
    summary:
      'A new key with the same name, scopes and expiry; the old one stops working at once (409 for a revoked key).',
    params: IdParamsSchema,
    reply: ApiKeyCreatedSchema,
    ours: 'not in the spec: API keys (decision 0443)',
  }),
  revoke: defineCall({
    method: 'DELETE',
    path: '/api-keys/:id',
    access: access.integrations(3),
    summary: 'Revoke a key: refused at once on its next call; it stays listed as revoked.',
    params: IdParamsSchema,
    reply: 'empty',
    ours: 'not in the spec: API keys (decision 0443)',
  }),
};
