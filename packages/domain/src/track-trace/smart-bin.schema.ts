import * as v from 'valibot';
import { requiredIsoDate } from '../dates/date-fields.schema';
import { fileRules } from '../files/file-rules';
import { chosenFile } from '../files/file.rules';
import { requiredRef } from '../fields/fields.schema';
import { notAfterField } from '../fields/form-checks';
import { timeZoneField } from '../report/report.schema';

/** Smart bin upload: one .xls or .xlsx file (spec 002 section 5). */
export const SmartBinUploadSchema = v.object({ file: chosenFile(fileRules.smartBinSheet) });

/**
 * The Download dialog: From and To, calendar days in the asker's time zone (ours, optional:
 * UTC when absent, as the reports).
 */
export const SmartBinRangeSchema = v.pipe(
  v.object({ fromDate: requiredIsoDate(), toDate: requiredIsoDate(), timeZone: timeZoneField }),
  notAfterField('fromDate', 'toDate'),
);
export type SmartBinRange = v.InferOutput<typeof SmartBinRangeSchema>;

/**
 * The Delete dialog (spec 002 section 4): delete a single code, or delete by a date range,
 * which reveals From and To.
 */
export const SmartBinDeleteSchema = v.variant(
  'mode',
  [
    v.object({ mode: v.literal('single'), id: requiredRef() }),
    v.pipe(
      v.object({
        mode: v.literal('range'),
        fromDate: requiredIsoDate(),
        toDate: requiredIsoDate(),
        timeZone: timeZoneField,
      }),
      notAfterField('fromDate', 'toDate'),
    ),
  ],
  'Choose delete single or delete by date range',
);
export type SmartBinDelete = v.InferOutput<typeof SmartBinDeleteSchema>;

/**
 * The Delete dialog's form: its fields as they stand (no mode chosen yet is ''), judged by
 * `SmartBinDeleteSchema`, which keeps only the chosen mode's fields: a code chosen before
 * switching to a date range is not sent, nor judged.
 */
export const SmartBinDeleteFormSchema = v.pipe(
  v.object({
    mode: v.optional(v.string(), ''),
    id: v.optional(v.union([v.string(), v.number()]), ''),
    fromDate: v.optional(v.string(), ''),
    toDate: v.optional(v.string(), ''),
    timeZone: v.optional(v.string()),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const result = v.safeParse(SmartBinDeleteSchema, dataset.value);
    for (const issue of result.issues ?? [])
      addIssue({ message: issue.message, input: issue.input, path: issue.path });
    return result.success ? result.output : NEVER;
  }),
);
