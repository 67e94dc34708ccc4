import * as v from 'valibot';
import { messages } from '../messages/messages';
import { maxId } from '../text/text.schema';

/**
 * Field builders shared by the forms. Values arrive either typed (JSON) or as the strings
 * of a multipart form, so numbers and switches accept both and output one type.
 */

const isBlank = (raw: string | number): boolean => typeof raw === 'string' && raw.trim() === '';

/** A switch: true, false, or their multipart spelling 'true' / 'false'. */
export const FlagSchema = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false'])], 'Must be true or false'),
  v.transform((raw): boolean => raw === true || raw === 'true'),
);
/** A switch that is off when absent. */
export const optionalFlag = () => v.optional(FlagSchema, false);

export interface NumberFieldOptions {
  /** Most characters typed; spec: "Number fields allow at most 7 characters". */
  readonly maxChars?: number;
  readonly min?: 0 | 1;
  readonly max?: number;
  readonly integer?: boolean;
}

/** The largest whole number a record stores (a PostgreSQL integer). */
export const largestWholeNumber = 2_147_483_647;

const numberRule = <TOutput>(
  options: NumberFieldOptions,
  whenBlank: (fail: () => never) => TOutput,
) => {
  // Some spec limits count characters (250, 100) that no stored whole number can reach: a
  // whole number past the column's range is refused here with a message, not by the database.
  const {
    maxChars = 7,
    min = 1,
    integer = true,
    max = integer ? largestWholeNumber : undefined,
  } = options;
  // The spec's shared table words the 7-character limit as 'Max Length 7'.
  const charsMessage = maxChars === 7 ? messages.maxLength7 : messages.maxLength(maxChars);
  return v.pipe(
    v.union([v.number(messages.number), v.string(messages.number)], messages.number),
    v.rawTransform(({ dataset, addIssue, NEVER }): number | TOutput => {
      const fail = (message: string) => {
        addIssue({ message });
        return NEVER;
      };
      const raw = dataset.value;
      if (isBlank(raw)) return whenBlank(() => fail(messages.required));
      const text = String(raw).trim();
      if (text.length > maxChars) return fail(charsMessage);
      const value = Number(text);
      if (!/^-?\d+(\.\d+)?$/.test(text)) return fail(messages.number);
      if (integer && !Number.isInteger(value)) return fail(messages.wholeNumber);
      if (value < min) return fail(messages.minValue(min));
      if (max !== undefined && value > max) return fail(messages.maxValue(max));
      return value;
    }),
  );
};

/** A required number: at most `maxChars` characters (7), at least `min` (1). */
export const requiredNumber = (options: NumberFieldOptions = {}) =>
  v.pipe(
    v.optional(v.union([v.number(), v.string()], messages.number), ''),
    numberRule(options, (fail) => fail()),
  );

/** An optional number: blank or absent gives undefined. */
export const optionalNumber = (options: NumberFieldOptions = {}) =>
  v.optional(numberRule<undefined>(options, () => undefined));

export interface DigitsFieldOptions {
  readonly minDigits?: number;
  readonly maxDigits?: number;
}

const digitsRule = <TOutput>(
  options: DigitsFieldOptions,
  whenBlank: (fail: () => never) => TOutput,
) =>
  v.pipe(
    v.union([v.number(messages.number), v.string(messages.number)], messages.number),
    v.rawTransform(({ dataset, addIssue, NEVER }): string | TOutput => {
      const fail = (message: string) => {
        addIssue({ message });
        return NEVER;
      };
      if (isBlank(dataset.value)) return whenBlank(() => fail(messages.required));
      const text = String(dataset.value).trim();
      const { minDigits, maxDigits } = options;
      if (!/^\d+$/.test(text)) return fail(messages.number);
      // The shared table words only 'Min Length 10': it is the mobile number's minimum.
      if (minDigits !== undefined && text.length < minDigits)
        return fail(minDigits === 10 ? messages.minLength10 : `Min Length ${minDigits}`);
      if (maxDigits !== undefined && text.length > maxDigits)
        return fail(messages.maxLength(maxDigits));
      return text;
    }),
  );

/** A phone number kept as text (leading zeros matter), digits only. */
export const requiredDigits = (options: DigitsFieldOptions = {}) =>
  v.pipe(
    v.optional(v.union([v.number(), v.string()], messages.number), ''),
    digitsRule(options, (fail) => fail()),
  );
export const optionalDigits = (options: DigitsFieldOptions = {}) =>
  v.optional(digitsRule<undefined>(options, () => undefined));

/** Mobile number: 10 to 15 digits (spec 000 sections 5 and 9). */
export const mobileLimits = { minDigits: 10, maxDigits: 15 } as const;

/** A colour as #rrggbb; the designer and the product form send hex (spec 001 section 3). */
export const HexColorSchema = v.pipe(
  v.string(messages.hexColor),
  v.trim(),
  v.regex(/^#[0-9a-fA-F]{6}$/, messages.hexColor),
);

const picklistOf = <const T extends readonly [string, ...string[]]>(options: T) =>
  v.picklist(options, (issue) =>
    issue.input === undefined || issue.input === '' ? messages.required : messages.chooseOption,
  );

/** A required choice from a fixed list, with the "choose" wording instead of valibot's default. */
export const choiceOf = <const T extends readonly [string, ...string[]]>(options: T) =>
  v.optional(picklistOf(options), '');

/** An optional choice: absent or blank gives undefined, else one of the list. */
export const optionalChoiceOf = <const T extends readonly [string, ...string[]]>(options: T) =>
  v.optional(
    v.union(
      [
        v.pipe(
          v.literal(''),
          v.transform(() => undefined),
        ),
        picklistOf(options),
      ],
      messages.chooseOption,
    ),
  );

const refId = v.union([v.number(), v.string()], messages.chooseOption);

/**
 * A required reference to another record: an id, its text in a form, or the nested object
 * the spec's payloads carry (`customer: { id }`). Outputs the id.
 */
export const requiredRef = () =>
  v.pipe(
    v.optional(v.union([refId, v.object({ id: refId })], messages.chooseOption), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const raw = dataset.value;
      const text = String(typeof raw === 'object' ? raw.id : raw).trim();
      if (text !== '' && /^\d{1,15}$/.test(text) && Number(text) >= 1 && Number(text) <= maxId)
        return Number(text);
      addIssue({ message: text === '' ? messages.required : messages.chooseOption });
      return NEVER;
    }),
  );

/**
 * A field whose value is fixed whatever is sent (the root packaging count, a token type
 * that is "always sent as Normal"). The null default makes a missing key reach the transform.
 */
export const fixedValue = <const T extends string | number>(value: T) =>
  v.pipe(
    v.optional(v.unknown(), null),
    v.transform((): T => value),
  );
