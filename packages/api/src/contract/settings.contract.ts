import * as v from 'valibot';
import { defineCall } from './define-call';

export const SettingsSchema = v.object({
  /** `value` is the authenticated download path of the company logo. */
  companyLogo: v.nullable(v.object({ value: v.string() })),
});
export type Settings = v.InferOutput<typeof SettingsSchema>;

export const settingsCalls = {
  get: defineCall({
    method: 'GET',
    path: '/settings/getSettings',
    summary: "The caller's company settings.",
    reply: SettingsSchema,
  }),
  save: defineCall({
    method: 'PUT',
    path: '/settings/create',
    summary: 'Upload the company logo (multipart: file).',
    multipart: { fields: v.object({}), files: { file: { rule: 'companyLogo', required: true } } },
    reply: SettingsSchema,
    ours: 'the spec names only "logo file"; the part is called file',
  }),
} as const;
