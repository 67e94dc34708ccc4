import * as v from 'valibot';
import { optionalIsoDate } from '../dates/date-fields.schema';
import { yearRanges } from '../dates/year-ranges.constants';
import { fileRules } from '../files/file-rules';
import { chosenFile } from '../files/file.rules';
import {
  choiceOf,
  fixedValue,
  optionalNumber,
  requiredNumber,
  requiredRef,
} from '../fields/fields.schema';
import { requiredText } from '../text/text.schema';
import { validUptoOptions } from './token-data.constants';

/**
 * Add Token Data (spec 002 section 5): plant, color, PO number and validUpto required;
 * zpack (the pack size) required, at least 1; PO date in 2010 to 2070; the CSV required,
 * at most 10 MB. The token type is always sent as Normal.
 */
export const TokenDataFormSchema = v.object({
  plant: requiredRef(),
  color: requiredText(200),
  poNumber: requiredText(100),
  poDate: optionalIsoDate({ years: yearRanges.datePicker }),
  validUpto: choiceOf(validUptoOptions),
  zpack: requiredNumber(),
  quantity: optionalNumber(),
  tokenType: fixedValue('Normal'),
  file: chosenFile(fileRules.tokenDataCsv),
});
export type TokenDataForm = v.InferOutput<typeof TokenDataFormSchema>;

/**
 * A token data file as the list shows it (spec 002 section 3). Ours beside the spec's fields:
 * `packs` (the CSV's pack references), `validUptoDate` (the tokens' last valid day), the
 * job's `progress` while RUNNING and `reason` when FAILED, and `tokenFile` (name and size of
 * the CSV to download) once COMPLETED.
 */
export const TokenDataFileSchema = v.object({
  id: v.number(),
  fileName: v.string(),
  poNumber: v.string(),
  matnr: v.object({ tokenType: v.string(), packSize: v.number(), color: v.string() }),
  created_by: v.nullish(v.string()),
  created_on: v.nullish(v.string()),
  fileStatus: v.nullish(v.string()),
  plant: v.nullish(
    v.union([v.string(), v.object({ id: v.nullable(v.number()), name: v.string() })]),
  ),
  poDate: v.nullish(v.string()),
  validUpto: v.nullish(v.string()),
  quantity: v.nullish(v.number()),
  packs: v.optional(v.number()),
  validUptoDate: v.nullish(v.string()),
  progress: v.nullish(v.object({ done: v.number(), total: v.number() })),
  reason: v.nullish(v.string()),
  tokenFile: v.nullish(v.object({ name: v.string(), bytes: v.number() })),
});
export type TokenDataFile = v.InferOutput<typeof TokenDataFileSchema>;
