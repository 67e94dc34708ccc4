import * as v from 'valibot';
import { messages } from '../messages/messages';
import { parseIsoDate, parseIsoMonth } from './date-format.rules';

export interface YearRange {
  readonly from: number;
  readonly to: number;
}

export interface DateFieldOptions {
  readonly years?: YearRange;
  /** YYYY-MM-DD, usually today: the report forms' "maximum selectable date is today". */
  readonly notAfter?: string;
  /** YYYY-MM-DD, usually today: the user's account expiry "cannot be before today". */
  readonly notBefore?: string;
}

/** Each check passes when an earlier one already failed, so a value gets one message. */
const dateRule = (options: DateFieldOptions) => {
  const valid = (text: string) => parseIsoDate(text) !== undefined;
  const { years, notAfter, notBefore } = options;
  return v.pipe(
    v.optional(v.string(messages.required), ''),
    v.trim(),
    v.nonEmpty(messages.required),
    v.check((text) => text === '' || valid(text), messages.dateFormat),
    v.check(
      (text) =>
        !valid(text) ||
        !years ||
        (Number(text.slice(0, 4)) >= years.from && Number(text.slice(0, 4)) <= years.to),
      years ? messages.yearRange(years.from, years.to) : messages.dateFormat,
    ),
    v.check(
      (text) => !valid(text) || notAfter === undefined || text <= notAfter,
      messages.dateAfterToday,
    ),
    v.check(
      (text) => !valid(text) || notBefore === undefined || text >= notBefore,
      messages.dateBeforeToday,
    ),
  );
};

/** A required date sent as YYYY-MM-DD. */
export const requiredIsoDate = (options: DateFieldOptions = {}) => dateRule(options);

/** An optional date: absent or blank gives undefined. */
export const optionalIsoDate = (options: DateFieldOptions = {}) =>
  v.optional(
    v.union(
      [
        v.pipe(
          v.literal(''),
          v.transform(() => undefined),
        ),
        dateRule(options),
      ],
      messages.dateFormat,
    ),
  );

/** A month picked at month precision, YYYY-MM (the product form's mfg and expiry). */
export const isoMonthField = (years: YearRange) => {
  const valid = (text: string) => parseIsoMonth(text) !== undefined;
  return v.pipe(
    v.optional(v.string(messages.required), ''),
    v.trim(),
    v.nonEmpty(messages.required),
    v.check((text) => text === '' || valid(text), messages.monthFormat),
    v.check(
      (text) =>
        !valid(text) ||
        (Number(text.slice(0, 4)) >= years.from && Number(text.slice(0, 4)) <= years.to),
      messages.yearRange(years.from, years.to),
    ),
  );
};

/** A YYYY-MM-DD text without further rules: replies and query parameters. */
export const IsoDateSchema = v.pipe(
  v.string(),
  v.check((text) => parseIsoDate(text) !== undefined, messages.dateFormat),
);
