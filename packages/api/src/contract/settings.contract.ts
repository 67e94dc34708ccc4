import * as v from 'valibot';
import { access, SettingsSchema } from '@veritag/domain';
import { defineCall } from './define-call';

export const settingsCalls = {
  get: defineCall({
    method: 'GET',
    path: '/settings/getSettings',
    access: access.anySignedIn,
    summary: "The caller's company settings.",
    reply: SettingsSchema,
  }),
  save: defineCall({
    method: 'PUT',
    path: '/settings/create',
    access: access.companyAdmin,
    summary: 'Upload the company logo (multipart: file).',
    multipart: { fields: v.object({}), files: { file: { rule: 'companyLogo', required: true } } },
    reply: SettingsSchema,
    ours: 'the spec names only "logo file"; the part is called file',
  }),
} as const;
