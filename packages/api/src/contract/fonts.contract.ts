import * as v from 'valibot';
import { defineCall } from './define-call';

export const fontCalls = {
  list: defineCall({
    method: 'GET',
    path: '/fontList',
    summary: 'The font names labels can be printed with.',
    reply: v.array(v.string()),
    ours: 'the spec says "font names": a JSON array of names',
  }),
} as const;
