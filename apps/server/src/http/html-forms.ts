import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { scanRefusalOf, scanRefusalText, type ScanRefusal } from '@veritag/domain';
import { ApiProblem } from './problem';

/**
 * A refusal as a page shows it: a title on top and each field's message beside the field, in
 * English, each with its refusal's key when the domain's scanRefusals know its words, so the
 * page says it in its own language (decision 0472).
 */
export interface PageProblem {
  title: string;
  refusal?: ScanRefusal;
  /** A limit's wait, which the page words in its language after the refusal. */
  retryAfterSeconds?: number;
  errors?: { field: string; detail: string; refusal?: ScanRefusal }[];
}

/** A field's refusal as a page shows it: its words, and their key when known. */
const pageFieldError = (field: string, detail: string) => {
  const refusal = scanRefusalOf(detail);
  return refusal ? { field, detail, refusal } : { field, detail };
};

/**
 * Lets a plugin's routes read plain HTML form posts (urlencoded), for public pages that work
 * without JavaScript. Scoped to the plugin it is called in: only its routes read such bodies.
 */
export function acceptHtmlForms(forms: FastifyInstance) {
  forms.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 10_000 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

/** A form's fields checked by its schema, or the problem its page shows again (status 400). */
export function parseHtmlForm<S extends v.GenericSchema>(
  schema: S,
  values: Record<string, string>,
): { output: v.InferOutput<S> } | { problem: PageProblem } {
  const parsed = v.safeParse(schema, values);
  if (parsed.success) return { output: parsed.output };
  const errors = parsed.issues.map((issue) =>
    pageFieldError(String(issue.path?.[0]?.key ?? ''), issue.message),
  );
  return {
    problem: { title: scanRefusalText('checkFields'), refusal: { key: 'checkFields' }, errors },
  };
}

/**
 * A service's refusal as a page shows it, with its status; its headers (a limit's Retry-After)
 * go on `reply`. Anything else is not a refusal and is thrown on.
 */
export function pageProblemOf(
  error: unknown,
  reply: FastifyReply,
): { status: number; problem: PageProblem } {
  if (!(error instanceof ApiProblem)) throw error;
  if (error.extra.headers) reply.headers(error.extra.headers);
  return { status: error.status, problem: pageRefusalOf(error) };
}

/**
 * A service's refusal with its keys (decision 0472): the title's, a limit's by the words before
 * its wait (`limit`), and each field's. The JSON API answers the same refusal in English only.
 */
export function pageRefusalOf(error: ApiProblem): PageProblem {
  const { errors, limit } = error.extra;
  const refusal = scanRefusalOf(limit?.title ?? error.title);
  return {
    title: error.title,
    ...(refusal && { refusal }),
    ...(limit && { retryAfterSeconds: limit.retryAfterSeconds }),
    ...(errors && { errors: errors.map(({ field, detail }) => pageFieldError(field, detail)) }),
  };
}
