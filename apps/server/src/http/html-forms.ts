import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { ApiProblem } from './problem';

/** A refusal as a page shows it: a title on top and each field's message beside the field. */
export interface PageProblem {
  title: string;
  errors?: { field: string; detail: string }[];
}

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
  const errors = parsed.issues.map((issue) => ({
    field: String(issue.path?.[0]?.key ?? ''),
    detail: issue.message,
  }));
  return { problem: { title: 'Check the marked fields', errors } };
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
  const errors = error.extra.errors;
  return {
    status: error.status,
    problem: errors
      ? { title: error.title, errors: errors.map(({ field, detail }) => ({ field, detail })) }
      : { title: error.title },
  };
}
