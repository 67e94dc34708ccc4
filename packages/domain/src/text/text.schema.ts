import * as v from 'valibot';
import { messages } from '../messages/messages';

/**
 * A required text field: trimmed, not empty, at most `max` characters. A missing key reads
 * as blank, because forms drop empty fields before saving (spec 000 section 5) and the
 * user must still be told 'This field is required', not that a key is missing.
 */
export const requiredText = (max: number, maxMessage = messages.maxLength(max)) =>
  v.pipe(
    v.optional(v.string(messages.required), ''),
    v.trim(),
    v.nonEmpty(messages.required),
    v.maxLength(max, maxMessage),
  );

/**
 * A required email address: a required text that must also read as an address, so a form
 * can refuse "not-an-email" before it calls the server (forgot password, sign-up).
 */
export const requiredEmail = (max: number) =>
  v.pipe(requiredText(max), v.email(messages.emailFormat));

/** An optional text field: absent, or at most `max` characters. */
export const optionalText = (max: number, maxMessage = messages.maxLength(max)) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, maxMessage)));

/**
 * The largest id a record can have: ids are PostgreSQL `integer` (serial) columns, and a
 * larger number sent to the database is an error there, not a record that is not found.
 */
export const maxId = 2_147_483_647;

/** A positive integer id as it arrives in a path or a form field, within the column's range. */
export const IdSchema = v.pipe(
  v.union(
    [
      v.number(),
      v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'Must be a number'), v.transform(Number)),
    ],
    'Must be a number',
  ),
  v.number(),
  v.integer('Must be a whole number'),
  v.minValue(1, 'Must be a positive number'),
  v.maxValue(maxId, `Must be at most ${maxId.toLocaleString('en-US')}`),
);
export const IdParamsSchema = v.object({ id: IdSchema });
