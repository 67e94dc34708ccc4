import * as v from 'valibot';
import { messages } from '../messages/messages';

/**
 * Cross-field checks for object schemas. They are raw checks so that they run even while
 * other fields still have issues: a form validated on blur shows every message at once.
 */

type Fields = Record<string, unknown>;

/** The issue path of one key of an object schema's value. */
export const pathTo = (input: Fields, key: string): [v.ObjectPathItem] => [
  { type: 'object', origin: 'value', input, key, value: input[key] },
];

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Absent, null or blank text: what a form drops before saving (spec 000 section 5). */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Adds `message` at `key` of an object schema's value. */
export function issueAt(
  addIssue: (info: { message: string; input: unknown; path: [v.ObjectPathItem] }) => void,
  input: Fields,
  key: string,
  message: string,
): void {
  addIssue({ message, input: input[key], path: pathTo(input, key) });
}

/**
 * `startKey` may not be after `endKey`; the issue goes on `startKey`. Values compared are
 * YYYY-MM-DD or YYYY-MM texts, which sort as they read.
 */
export function notAfterField<TInput>(
  startKey: string,
  endKey: string,
  message: string = messages.startAfterEnd,
) {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const input: unknown = dataset.value;
    if (!isObject(input)) return;
    const [start, end] = [input[startKey], input[endKey]];
    if (
      typeof start === 'string' &&
      typeof end === 'string' &&
      start.length === end.length &&
      start > end
    ) {
      issueAt(addIssue, input, startKey, message);
    }
  });
}
