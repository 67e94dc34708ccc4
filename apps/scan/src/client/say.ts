import { formatParts, pluralForm } from '../i18n/format-message';
import { scriptMessagesId, type ScriptMessages } from '../i18n/script-messages';

/** A script's way to say one of its messages, `count` picking the plural form. */
export type Say<K extends string> = (
  key: K,
  values?: Readonly<Record<string, string | number>>,
) => string;

/** Says the messages given, in their locale; a message missing says its key, so a gap shows instead of vanishing. */
export function sayFrom<K extends string>({ locale, messages }: ScriptMessages): Say<K> {
  return (key, values = {}) => {
    const message = messages[key];
    if (message === undefined) return key;
    const count = typeof values.count === 'number' ? values.count : undefined;
    return formatParts(pluralForm(message, count, locale), values, locale).join('');
  };
}

/** The messages the server rendered into the page for its script (decision 0472). */
export function pageMessages(doc: Document = document): ScriptMessages {
  const block = doc.getElementById(scriptMessagesId);
  try {
    return JSON.parse(block?.textContent ?? '') as ScriptMessages;
  } catch {
    return { locale: doc.documentElement.lang || 'en', messages: {} };
  }
}

/** The page's script speaking the page's language. */
export const pageSay = <K extends string>(doc: Document = document): Say<K> =>
  sayFrom<K>(pageMessages(doc));
