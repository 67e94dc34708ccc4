import { IdParamsSchema, pageSchema, RollFileSchema } from '@veritag/domain';
import { defineCall } from './define-call';
import { pageQuery } from './shared-schemas';

/** Label roll files ('Label Production File List'). */
export const rollCalls = {
  list: defineCall({
    method: 'GET',
    path: '/rolls/completed',
    summary: 'A page of roll files.',
    query: pageQuery('createdBy', 'startingToken', 'endingToken', 'rollFileStatus'),
    reply: pageSchema(RollFileSchema),
  }),
  generateFile: defineCall({
    method: 'GET',
    path: '/rolls/file/:id',
    summary: 'Start making a roll file; its status becomes RUNNING.',
    params: IdParamsSchema,
    reply: RollFileSchema,
    ours: 'reply not shown: the roll with rollFileStatus RUNNING',
  }),
} as const;
