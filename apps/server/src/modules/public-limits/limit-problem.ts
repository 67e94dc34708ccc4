import { ApiProblem } from '../../http/problem';

/** A wait as a person reads it: "a minute", "12 minutes", "3 hours". */
export function waitInWords(seconds: number): string {
  if (seconds <= 60) return 'a minute';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

/**
 * A public door's refusal over a limit: 429 with Retry-After, and a title that says what was
 * refused and when to try again. `title` ends where the wait is added: "Too many checks from
 * your network" becomes "Too many checks from your network: try again in 12 minutes".
 */
export const limitReached = (title: string, retryAfterSeconds: number) =>
  new ApiProblem(429, `${title}: try again in ${waitInWords(retryAfterSeconds)}`, {
    headers: { 'retry-after': String(retryAfterSeconds) },
    limit: { title, retryAfterSeconds },
  });

/** Whether an error is a public limit's refusal (the pages answer it with their own words). */
export const isLimitReached = (error: unknown): error is ApiProblem =>
  error instanceof ApiProblem && error.status === 429;
