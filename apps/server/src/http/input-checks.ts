import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { badRequest, fieldError } from './problem';

/** Parses input with its contract schema, or throws a 400 whose title names the first field. */
export function validateInput(schema: v.GenericSchema | undefined, input: unknown): unknown {
  if (!schema) return undefined;
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const errors = result.issues.map((issue) => fieldError(v.getDotPath(issue) ?? '', issue.message));
  const first = errors[0]!;
  throw badRequest(first.field ? `Invalid ${first.field}: ${first.detail}` : first.detail, errors);
}

/** Deeper than any form of the spec; the walk below stops here rather than recursing forever. */
const maxDepth = 32;

/**
 * PostgreSQL cannot store a NUL character in text, and no form has a use for one, so a NUL
 * anywhere in a request's params, query or body is refused before any schema or handler
 * sees it: every call is covered, including the ones not written yet.
 */
export function refuseNulCharacters(input: unknown, where = ''): void {
  const found = firstNulPath(input, where, 0);
  if (found !== null) {
    const detail = 'Text must not contain a NUL character';
    throw badRequest(found ? `Invalid ${found}: ${detail}` : detail, [fieldError(found, detail)]);
  }
}

function firstNulPath(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > maxDepth) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return childPath.replaceAll('\u0000', '');
    const found = firstNulPath(child, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The same refusal on every route, the public pages' included (a scan page's code, a form's
 * fields): installed once on the app, so a route written tomorrow is covered too. Multipart
 * fields are read later by their handler, which refuses them itself (bind-call.ts).
 */
export function refuseNulCharactersEverywhere(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    refuseNulCharacters(request.params);
    refuseNulCharacters(request.query);
    if (request.body !== null && typeof request.body === 'object' && !Buffer.isBuffer(request.body))
      refuseNulCharacters(request.body);
  });
}
