import type { PageI18n } from '../../i18n/page-i18n';
import type { FormProblem, FormState } from '../../views/scan-pages.view';
import { fieldRefusalWords } from './refusal-words';

/**
 * The server's message for one field of a refused form, in the page's language when the
 * catalogues know its refusal (decision 0472). A problem+json field is a dotted path ('email',
 * or 'body.email' from some validators): its last part names the input.
 */
export function fieldError(
  problem: FormProblem | undefined,
  name: string,
  t: PageI18n['t'],
): string | undefined {
  const error = problem?.errors?.find(({ field }) => field === name || field.endsWith(`.${name}`));
  return error && fieldRefusalWords(error, t);
}

/** The props a text field takes from a form's state: what was typed, and the server's word on it. */
export function fieldState(state: FormState | undefined, name: string, t: PageI18n['t']) {
  const error = fieldError(state?.problem, name, t);
  return {
    name,
    defaultValue: state?.values?.[name] ?? '',
    isInvalid: error !== undefined,
    errorMessage: error,
  };
}
