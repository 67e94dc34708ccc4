import * as v from 'valibot';
import { GuillocheFieldsSchema, GuillocheImageSchema, GuillocheUpdateFieldsSchema, IdParamsSchema } from '@veritag/domain';
import { defineCall } from './define-call';

export const guillocheCalls = {
  list: defineCall({
    method: 'GET',
    path: '/guilloche-images',
    summary: "The company's guilloche images.",
    reply: v.array(GuillocheImageSchema),
  }),
  get: defineCall({
    method: 'GET',
    path: '/guilloche-images/:id',
    summary: 'One guilloche image.',
    params: IdParamsSchema,
    reply: GuillocheImageSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/guilloche-images',
    summary: 'Add a guilloche image (multipart: color, file).',
    multipart: { fields: GuillocheFieldsSchema, files: { file: { rule: 'guillocheImage', required: true } } },
    reply: GuillocheImageSchema,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/guilloche-images',
    summary: 'Edit a guilloche image (multipart: id, color, optionally a new file).',
    multipart: { fields: GuillocheUpdateFieldsSchema, files: { file: { rule: 'guillocheImage', required: false } } },
    reply: GuillocheImageSchema,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/guilloche-images/:id',
    summary: 'Delete a guilloche image and its file.',
    params: IdParamsSchema,
    reply: 'empty',
  }),
} as const;
