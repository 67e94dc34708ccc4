import type { FormProblem, FormState } from '../../views/scan-pages.view';

/**
 * The server's message for one field of a refused form. A problem+json field is a dotted
 * path ('email', or 'body.email' from some validators): its last part names the input.
 */
export function fieldError(problem: FormProblem | undefined, name: string): string | undefined {
  return problem?.errors?.find(({ field }) => field === name || field.endsWith(`.${name}`))?.detail;
}

/** The props a text field takes from a form's state: what was typed, and the server's word on it. */
export function fieldState(state: FormState | undefined, name: string) {
  const error = fieldError(state?.problem, name);
  return {
    name,
    defaultValue: state?.values?.[name] ?? '',
    isInvalid: error !== undefined,
    errorMessage: error,
  };
}
