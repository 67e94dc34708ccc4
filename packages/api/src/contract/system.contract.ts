import * as v from 'valibot';
import { access } from '@veritag/domain';
import { defineCall } from './define-call';

export const HealthSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['pglite', 'postgres']),
  version: v.string(),
});

export const systemCalls = {
  health: defineCall({
    method: 'GET',
    path: '/health',
    access: access.public,
    summary: 'Liveness and the database mode.',
    reply: HealthSchema,
    ours: 'operations',
  }),
  file: defineCall({
    method: 'GET',
    path: '/files/:fileId',
    access: access.anySignedIn,
    summary: 'Download a stored file of the caller’s company.',
    params: v.object({ fileId: v.pipe(v.string(), v.uuid('Unknown file')) }),
    reply: 'file',
    ours: 'files are served through an authenticated route',
  }),
  openApi: defineCall({
    method: 'GET',
    path: '/openapi.json',
    access: access.public,
    summary: 'The OpenAPI 3.1 document of this contract.',
    reply: v.record(v.string(), v.unknown()),
    ours: 'documentation',
  }),
  docs: defineCall({
    method: 'GET',
    path: '/docs',
    access: access.public,
    summary: 'A readable reference of every call.',
    reply: 'html',
    ours: 'documentation',
  }),
} as const;
