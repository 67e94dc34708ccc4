import * as v from 'valibot';
import { access, CompanyFontSchema, FontAddSchema } from '@veritag/domain';
import { defineCall } from './define-call';
import { templateAccess } from './templates.contract';

export const fontCalls = {
  list: defineCall({
    method: 'GET',
    path: '/fontList',
    access: templateAccess.read,
    summary: 'The font names labels can be printed with.',
    reply: v.array(v.string()),
    ours: 'the spec says "font names": a JSON array of names',
  }),
  upload: defineCall({
    method: 'POST',
    path: '/fonts',
    access: access.company('Template', 2),
    summary:
      "Add a font to the company's fonts (multipart: name, file: a TrueType or OpenType font).",
    multipart: { fields: FontAddSchema, files: { file: { rule: 'companyFont', required: true } } },
    reply: CompanyFontSchema,
    ours: 'the spec lists font names only; companies upload their own fonts (decision 0146)',
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/fonts/:name',
    access: access.company('Template', 2),
    summary: "Remove one of the company's fonts; refused while a template's latest design uses it.",
    params: v.object({ name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) }),
    reply: 'empty',
    ours: 'the spec lists font names only; an uploaded font can be taken away again',
  }),
} as const;
