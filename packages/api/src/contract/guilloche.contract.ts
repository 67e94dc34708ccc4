import {
  access,
  GuillocheFieldsSchema,
  GuillocheImageSchema,
  GuillocheUpdateFieldsSchema,
  IdParamsSchema,
  pageSchema,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { listQuery } from './shared-schemas';

/** Spec 000 section 2.9 guards the screens by the Guilloche Image privilege: 1 view, 2 add or edit, 3 delete. */
const read = access.company('Guilloche Image', 1);
const write = access.company('Guilloche Image', 2);

export const guillocheCalls = {
  list: defineCall({
    method: 'GET',
    path: '/guilloche-images',
    access: read,
    summary:
      "A page of the company's guilloche images, optionally only those whose color contains a text.",
    query: listQuery(['color']),
    reply: pageSchema(GuillocheImageSchema),
    ours: 'query and reply not shown: paged and searched on the server (decision 0096)',
  }),
  get: defineCall({
    method: 'GET',
    path: '/guilloche-images/:id',
    access: read,
    summary: 'One guilloche image.',
    params: IdParamsSchema,
    reply: GuillocheImageSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/guilloche-images',
    access: write,
    summary: 'Add a guilloche image (multipart: color, file).',
    multipart: {
      fields: GuillocheFieldsSchema,
      files: { file: { rule: 'guillocheImage', required: true } },
    },
    reply: GuillocheImageSchema,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/guilloche-images',
    access: write,
    summary: 'Edit a guilloche image (multipart: id, color, optionally a new file).',
    multipart: {
      fields: GuillocheUpdateFieldsSchema,
      files: { file: { rule: 'guillocheImage', required: false } },
    },
    reply: GuillocheImageSchema,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/guilloche-images/:id',
    access: access.company('Guilloche Image', 3),
    summary: 'Delete a guilloche image and its file.',
    params: IdParamsSchema,
    reply: 'empty',
  }),
} as const;
