import * as v from 'valibot';
import { fileRules } from '../files/file-rules';
import { chosenFile } from '../files/file.rules';
import { requiredNumber } from '../fields/fields.schema';

/** Number of jobs at most 200 (spec 001 sections 5 and 9). */
export const maxPrintingJobs = 200;

/** The printing job form: number of jobs and one CSV of at most 10,000,000 bytes. */
export const PrintingJobFormSchema = v.object({
  noOfJob: requiredNumber({ max: maxPrintingJobs }),
  file: chosenFile(fileRules.printingJobCsv),
});
export type PrintingJobForm = v.InferOutput<typeof PrintingJobFormSchema>;

export const PrintingJobSchema = v.object({
  id: v.number(),
  noOfJob: v.number(),
  file: v.nullish(v.string()),
  fileName: v.nullish(v.string()),
  status: v.nullish(v.string()),
  printingStatus: v.nullish(v.string()),
  createdDate: v.optional(v.string()),
});
export type PrintingJob = v.InferOutput<typeof PrintingJobSchema>;
