/**
 * The pages' message formatter (decision 0466): `{name}` placeholders, and plurals as one
 * form per CLDR category chosen by Intl.PluralRules. Small on purpose: our messages need
 * nothing more, and the catalogues stay plain typed objects the compiler checks.
 */

/** A message with a count: a form per plural category the language uses; `other` always. */
export type PluralMessage = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & {
  readonly other: string;
};
export type Message = string | PluralMessage;

const placeholder = /\{(\w+)\}/g;

/** The names of a message's placeholders, over all its plural forms. */
export function placeholdersOf(message: Message): string[] {
  const forms = typeof message === 'string' ? [message] : Object.values(message);
  return [
    ...new Set(forms.flatMap((form) => [...form.matchAll(placeholder)].map((m) => m[1]!))),
  ].sort();
}

/** The form of a message for `count` (English's 'one' or 'other', Arabic's six categories). */
export function pluralForm(message: Message, count: number | undefined, locale: string): string {
  if (typeof message === 'string') return message;
  if (count === undefined) return message.other;
  return message[new Intl.PluralRules(locale).select(count)] ?? message.other;
}

/**
 * A message's text split at its placeholders, each filled from `values` (numbers in the
 * locale's digits and separators); a placeholder without a value stays as written, so a
 * missing value shows on the page instead of vanishing.
 */
export function formatParts<T>(
  form: string,
  values: Readonly<Record<string, T | string | number>>,
  locale: string,
): (string | T)[] {
  const parts: (string | T)[] = [];
  let last = 0;
  for (const match of form.matchAll(placeholder)) {
    parts.push(form.slice(last, match.index));
    const name = match[1]!;
    const value = values[name];
    parts.push(
      value === undefined
        ? match[0]
        : typeof value === 'number'
          ? new Intl.NumberFormat(locale).format(value)
          : value,
    );
    last = match.index + match[0].length;
  }
  parts.push(form.slice(last));
  return parts.filter((part) => part !== '');
}
