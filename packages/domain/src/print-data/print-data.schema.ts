import * as v from 'valibot';
import { codeSpaceProblem } from '../codes/code-space.rules';
import type { CodeSpaceRoom } from '../codes/code-space.schema';
import { monthNames } from '../dates/date-format.rules';
import { fileRules } from '../files/file-rules';
import { optionalChosenFile } from '../files/file.rules';
import { choiceOf, optionalFlag, requiredNumber, requiredRef } from '../fields/fields.schema';
import { isEmptyValue, issueAt } from '../fields/form-checks';
import { messages } from '../messages/messages';
import { optionalText } from '../text/text.schema';
import { codeTypes, labelSizes, printDataFileKinds, printDataYears } from './print-data.constants';
import { digitOptionsFor, serialStartsAsFormula } from './print-data.rules';

/**
 * The Print Data Generator form (spec 001 section 5). Client, product, plant, vendor, code
 * type, digit, month and year are required; the digit must be one offered for the code
 * type; a serial number (at most 25, not starting as a formula) or a serial CSV, one of the two
 * and not both.
 * Quantity: the spec mentions "a minimum rule of 9" without saying what it applies to; we
 * keep the general number rule (at least 1) and record it in the decisions.
 */
export const PrintDataFormSchema = v.pipe(
  v.object({
    client: requiredRef(),
    plant: requiredRef(),
    product: requiredRef(),
    vendor: requiredRef(),
    codeType: choiceOf(codeTypes),
    digit: requiredNumber({ maxChars: 2 }),
    month: choiceOf(monthNames),
    year: requiredNumber({ maxChars: 4, min: 1 }),
    productSerialNumber: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(25, messages.maxLength(25)),
        v.check((serial) => !serialStartsAsFormula(serial), messages.serialAsFormula),
      ),
    ),
    // Optional, and null once a chosen file is removed again: either way no CSV.
    serialNumberCsv: optionalChosenFile(fileRules.serialNumberCsv),
    quantity: requiredNumber(),
    up: requiredNumber(),
    remark: optionalText(250),
    labelSize: v.optional(v.picklist(labelSizes, messages.chooseOption)),
    isMicrosite: optionalFlag(),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    const input = dataset.value as Record<string, unknown>;
    const offered = digitOptionsFor(codeTypes.find((type) => type === input.codeType));
    if (typeof input.digit === 'number' && offered.length > 0 && !offered.includes(input.digit)) {
      issueAt(addIssue, input, 'digit', messages.digitForCodeType);
    }
    const { from, to } = printDataYears;
    if (typeof input.year === 'number' && (input.year < from || input.year > to)) {
      issueAt(addIssue, input, 'year', messages.yearRange(from, to));
    }
    const hasSerial = !isEmptyValue(input.productSerialNumber);
    const hasCsv = input.serialNumberCsv !== undefined && input.serialNumberCsv !== null;
    if (hasSerial && hasCsv) issueAt(addIssue, input, 'productSerialNumber', messages.serialAndCsv);
    if (!hasSerial && !hasCsv) issueAt(addIssue, input, 'productSerialNumber', messages.required);
  }),
);
export type PrintDataForm = v.InferOutput<typeof PrintDataFormSchema>;

/**
 * The form with the platform's room for codes (decision 0361): a quantity past what the chosen code
 * type and digit have left is refused under Digit before Save, with the length to choose
 * instead. The server checks the same again when it saves, against counts nobody can race.
 */
export const printDataFormWithRoom = (rooms: readonly CodeSpaceRoom[]) =>
  v.pipe(
    PrintDataFormSchema,
    v.rawCheck(({ dataset, addIssue }) => {
      const input = dataset.value as Record<string, unknown>;
      const type = codeTypes.find((one) => one === input.codeType);
      const { digit, quantity } = input;
      if (
        !type ||
        typeof digit !== 'number' ||
        !digitOptionsFor(type).includes(digit) ||
        typeof quantity !== 'number' ||
        quantity < 1
      )
        return;
      const problem = codeSpaceProblem(rooms, { type, length: digit }, quantity);
      if (problem) issueAt(addIssue, input, 'digit', problem);
    }),
  );

/** A print data row as the list shows it (spec 001 section 3). */
export const PrintDataSchema = v.object({
  id: v.number(),
  client: v.object({
    id: v.optional(v.number()),
    companyName: v.string(),
    micrositeEnable: v.optional(v.boolean()),
  }),
  plant: v.nullish(v.object({ id: v.optional(v.number()), name: v.string() })),
  product: v.nullish(
    v.object({
      id: v.optional(v.number()),
      productCode: v.string(),
      labelSize: v.nullish(v.string()),
    }),
  ),
  vendor: v.nullish(v.object({ id: v.optional(v.number()), name: v.string() })),
  month: v.string(),
  year: v.number(),
  codeType: v.picklist(codeTypes),
  digit: v.number(),
  quantity: v.number(),
  up: v.number(),
  remark: v.nullish(v.string()),
  labelSize: v.nullish(v.string()),
  productSerialNumber: v.nullish(v.string()),
  isMicrosite: v.optional(v.boolean()),
  /** Null until a file is asked for; then RUNNING, COMPLETED or FAILED (with genReason). */
  genStatus: v.nullish(v.string()),
  /** Why the generation failed, when it did. */
  genReason: v.nullish(v.string()),
  /** Codes issued and files written so far, while RUNNING. */
  genProgress: v.nullish(v.object({ done: v.number(), total: v.number() })),
  /** The files the caller may download now (none while RUNNING; Excel and CSV of a closed production for admins only). */
  files: v.optional(v.array(v.object({ kind: v.picklist(printDataFileKinds), url: v.string() }))),
  createdBy: v.nullish(v.string()),
  createdDate: v.optional(v.string()),
  rollDetails: v.nullish(
    v.object({
      id: v.number(),
      producedQuantity: v.number(),
      pendingQuantity: v.number(),
      productionStatus: v.nullish(v.string()),
    }),
  ),
});
export type PrintData = v.InferOutput<typeof PrintDataSchema>;
