import { ApiError } from '@veritag/api';
import { showToast, type ServerFieldErrors } from '@veritag/ui';

/**
 * Spec 000 section 8: a failed call shows an 'Error Message' toast whose detail is the
 * server's problem title, and only when the server sent one; otherwise nothing is shown.
 */
export function reportFailure(error: unknown): void {
  if (error instanceof ApiError && error.fromServer && error.title)
    showToast({ tone: 'error', detail: error.title });
}

/** Runs a call whose failure the spec says to ignore (lookups, deleting a company). */
export const ignoreFailure = async (work: () => Promise<unknown>): Promise<void> => {
  await work().catch(() => undefined);
};

/**
 * Saves a form: on success runs `then`; on failure shows the server's title and hands its
 * field errors back to the form, which puts them under their fields.
 */
export async function saveForm(
  work: () => Promise<unknown>,
  then: () => void,
): Promise<ServerFieldErrors | void> {
  try {
    await work();
  } catch (error) {
    reportFailure(error);
    if (error instanceof ApiError) return [...error.errors];
    throw error;
  }
  then();
}
