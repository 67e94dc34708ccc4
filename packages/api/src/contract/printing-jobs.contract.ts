import * as v from 'valibot';
import { IdParamsSchema, pageSchema, PrintingJobFormSchema, PrintingJobSchema } from '@veritag/domain';
import { defineCall } from './define-call';
import { pageQuery } from './shared-schemas';

export const printingJobCalls = {
  create: defineCall({
    method: 'POST',
    path: '/savePrintingJob',
    summary: 'Add a printing job (multipart: noOfJob, file).',
    multipart: { fields: v.omit(PrintingJobFormSchema, ['file']), files: { file: { rule: 'printingJobCsv', required: true } } },
    reply: PrintingJobSchema,
    ours: 'reply not shown: the saved job',
  }),
  list: defineCall({
    method: 'GET',
    path: '/getPrintingJob',
    summary: 'A page of printing jobs.',
    query: pageQuery('fileName', 'status', 'printingStatus'),
    reply: pageSchema(PrintingJobSchema),
    ours: 'reply not shown: a page as the other lists',
  }),
  sendForPrinting: defineCall({
    method: 'GET',
    path: '/printingJob/storeftp/:id',
    summary: "Send a printing job's file to the printer; its printingStatus changes.",
    params: IdParamsSchema,
    reply: PrintingJobSchema,
    ours: 'reply not shown: the job with its new printingStatus',
  }),
} as const;
