import type { ScanRefusal, ScanRefusalKey } from '@veritag/domain';
import type { PageI18n } from '../../i18n/page-i18n';
import { en, type MessageKey } from '../../i18n/messages/en';

/**
 * The server's refusals in the page's language (decision 0472): a refusal with a key the
 * catalogues know is said in their words; one without (a refusal the domain's table does not
 * list yet) keeps the server's English, so nothing is ever left unsaid.
 */

type T = PageI18n['t'];

/** The catalogue's key of a refusal; a key of the domain's table without words here fails the type check. */
const messageKeyOf = (key: ScanRefusalKey): MessageKey => `refusal.${key}`;

/** A refusal's words, or undefined when the catalogues have none for it. */
function wordsOf(refusal: ScanRefusal | undefined, t: T): string | undefined {
  if (!refusal) return undefined;
  const key = messageKeyOf(refusal.key);
  if (!Object.hasOwn(en, key)) return undefined;
  const values = refusal.values ?? {};
  // A count in the words (a balance) picks the plural form.
  const count = Object.values(values).find((value) => typeof value === 'number');
  return t(key, count === undefined ? values : { count, ...values });
}

/** When to try again, as the server's own words put it: a minute, N minutes, an hour, N hours. */
export function waitWords(seconds: number, t: T): string {
  if (seconds <= 60) return t('wait.minute');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return t('wait.minutes', { count: minutes });
  return t('wait.hours', { count: Math.ceil(minutes / 60) });
}

/** What a refusal says on top of a form or on a notice page, with the wait of a limit. */
export function refusalWords(
  problem: { title: string; refusal?: ScanRefusal; retryAfterSeconds?: number },
  t: T,
): string {
  const words = wordsOf(problem.refusal, t);
  if (words === undefined) return problem.title;
  if (problem.retryAfterSeconds === undefined) return words;
  return t('refusal.withWait', { refusal: words, wait: waitWords(problem.retryAfterSeconds, t) });
}

/** What a refusal says beside its field. */
export const fieldRefusalWords = (error: { detail: string; refusal?: ScanRefusal }, t: T): string =>
  wordsOf(error.refusal, t) ?? error.detail;
