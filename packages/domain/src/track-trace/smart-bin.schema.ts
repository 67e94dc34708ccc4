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
      v.object({ mode: v.literal('range'), fromDate: requiredIsoDate(), toDate: requiredIsoDate(), timeZone: timeZoneField }),
      notAfterField('fromDate', 'toDate'),
    ),
  ],
  'Choose delete single or delete by date range',
);
export type SmartBinDelete = v.InferOutput<typeof SmartBinDeleteSchema>;
