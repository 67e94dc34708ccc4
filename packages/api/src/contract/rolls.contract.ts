import { access, IdParamsSchema, pageSchema, RollSchema } from '@veritag/domain';
import { defineCall } from './define-call';
import { listQuery } from './shared-schemas';

/** Spec 002 section 6: Rolls has one level; seeing the rolls and asking for their files is its use. */
const rolls = access.company('Rolls', 1);

/** The roll list's columns (spec 002 'Label Production File List'), by record path. */
const columns = ['id', 'createdBy', 'startingToken', 'endingToken', 'rollFileStatus'] as const;

/** Label roll files ('Label Production File List'). */
export const rollCalls = {
  list: defineCall({
    method: 'GET',
    path: '/rolls/completed',
    access: rolls,
    summary:
      'A page of the rolls produced, with their roll file status, searched and sorted on the server.',
    query: listQuery(columns),
    reply: pageSchema(RollSchema),
    ours: 'the spec names it "completed": every roll of a recorded production is listed, whatever its file status',
  }),
  generateFile: defineCall({
    method: 'GET',
    path: '/rolls/file/:id',
    access: rolls,
    summary:
      "Start making a roll's file (its codes from starting to ending token); its status becomes RUNNING.",
    params: IdParamsSchema,
    reply: RollSchema,
    ours: 'reply not shown: the roll with rollFileStatus RUNNING',
  }),
  download: defineCall({
    method: 'GET',
    path: '/rolls/:id/file',
    access: rolls,
    summary: "A roll's file once COMPLETED: a CSV of its codes in print order.",
    params: IdParamsSchema,
    reply: 'file',
    ours: 'the spec downloads from a static file location; ours goes through this authenticated route',
  }),
} as const;
