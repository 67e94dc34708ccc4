import * as v from 'valibot';
import { componentTypes, DesignSaveSchema, IdSchema, ReportFileReplySchema } from '@veritag/domain';
import { defineCall } from './define-call';
import { templateAccess } from './templates.contract';

/** The label designer's calls (spec 001 section 7, spec 000 section 7 for the element delete). */
export const templateDesignCalls = {
  save: defineCall({
    method: 'POST',
    path: '/saveDndTemplate',
    access: templateAccess.write,
    summary: "Save a template's design: settings and the placed components.",
    body: DesignSaveSchema,
    reply: 'empty',
    ours: 'reply not shown: nothing (204); the console shows "Changes saved successfully"',
  }),
  sample: defineCall({
    method: 'POST',
    path: '/tryit',
    access: templateAccess.write,
    summary: 'Render a sample PDF of a design without saving it; replies the file name to open.',
    body: DesignSaveSchema,
    reply: ReportFileReplySchema,
    ours: 'the spec says only "returns a file name": { fileName }',
  }),
  removeElement: defineCall({
    method: 'DELETE',
    path: '/deleteTemplatePDFel/:templateId/by/:elementType',
    access: templateAccess.write,
    summary: 'Remove every component of one type from a template design.',
    params: v.object({
      templateId: IdSchema,
      elementType: v.picklist(componentTypes, 'Unknown element type'),
    }),
    reply: 'empty',
  }),
} as const;
