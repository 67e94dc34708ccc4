import type { FieldError, Problem } from '../contract/problem';

/**
 * Every failed call becomes this: the server's problem title (what the console shows in
 * its 'Error Message' toast), the status, and the field errors of a validation failure.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly errors: readonly FieldError[];
  /** False when the failure carried no server problem (network down, a proxy's HTML page). */
  readonly fromServer: boolean;

  constructor(
    status: number,
    problem: Partial<Problem> | undefined,
    options?: { cause?: unknown },
  ) {
    super(
      problem?.title ??
        (status === 0 ? 'The server cannot be reached' : `Request failed with status ${status}`),
      options,
    );
    this.name = 'ApiError';
    this.status = status;
    this.title = problem?.title ?? '';
    this.errors = problem?.errors ?? [];
    this.fromServer = problem?.title !== undefined;
  }

  /** The first message per field, keyed by the field's dotted path, for forms. */
  fieldErrors(): Record<string, string> {
    const byField: Record<string, string> = {};
    for (const error of this.errors) byField[error.field] ??= error.detail;
    return byField;
  }
}
