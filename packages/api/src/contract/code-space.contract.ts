import { access, CodeSpaceRoomsSchema } from '@veritag/domain';
import { defineCall } from './define-call';

/**
 * Ours (decision 0361): the room left in the platform's code space, per code type and length. Every
 * form that issues codes says it before Save (print data, token batches, token data), so every
 * company member may ask: the figures are the platform's, the same for every company, and name
 * no one's codes.
 */
export const codeSpaceCalls = {
  rooms: defineCall({
    method: 'GET',
    path: '/code-space',
    access: access.companyMembers,
    summary:
      'How many more codes of each code type and length the platform can issue (each length may use a thousandth of its codes).',
    reply: CodeSpaceRoomsSchema,
    ours: 'the print data form shows the room under Digit and refuses a quantity past it before Save; the token forms show their room',
  }),
} as const;
