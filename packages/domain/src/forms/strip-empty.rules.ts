/**
 * Spec 000 section 5: "Empty, null and undefined fields are removed before saving."
 * Blank text counts as empty (a user who clears a field means no value). Nested objects
 * are stripped too; an object left with no fields is dropped. Array items are kept in
 * place (a row's position matters) but each object item is stripped; files, dates and
 * other class instances pass through as they are.
 */
export type Stripped<T> = { [K in keyof T]?: T[K] };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const stripValue = (value: unknown): unknown => {
  if (Array.isArray(value))
    return value.map((item) => (isPlainObject(item) ? stripEmptyFields(item) : item));
  if (isPlainObject(value)) {
    const inner = stripEmptyFields(value);
    return Object.keys(inner).length === 0 ? undefined : inner;
  }
  return value;
};

export function stripEmptyFields<T extends Record<string, unknown>>(values: T): Stripped<T> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (isEmpty(value)) continue;
    const stripped = stripValue(value);
    if (stripped !== undefined) kept[key] = stripped;
  }
  return kept as Stripped<T>;
}
