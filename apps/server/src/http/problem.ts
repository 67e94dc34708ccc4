import type { FieldError } from '@veritag/api';

/**
 * An error that becomes an RFC 9457 problem reply. Its title is what the console shows the
 * user, so it says what is wrong in plain words.
 */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly extra: {
      errors?: FieldError[];
      headers?: Record<string, string>;
      detail?: string;
      /** A limit's refusal: what was refused and the wait, apart, so a page can word them in its language. */
      limit?: { title: string; retryAfterSeconds: number };
    } = {},
  ) {
    super(title);
  }
}

/** One field's error, with its JSON pointer (`contectPersons.0.name` -> `#/contectPersons/0/name`). */
export const fieldError = (field: string, detail: string): FieldError => ({
  field,
  pointer: `#/${field.replaceAll('.', '/')}`,
  detail,
});

export const badRequest = (title: string, errors?: FieldError[]) =>
  new ApiProblem(400, title, errors ? { errors } : {});
export const unauthorized = (title = 'Please log in again') => new ApiProblem(401, title);
export const forbidden = (title = 'You do not have permission to do this') =>
  new ApiProblem(403, title);
export const notFound = (what: string) => new ApiProblem(404, `${what} not found`);
export const conflict = (title: string) => new ApiProblem(409, title);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiProblem(429, `Too many attempts; try again in ${retryAfterSeconds} seconds`, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
