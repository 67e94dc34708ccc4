import type { FastifyInstance, FastifyError } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { problemContentType } from '@veritag/api';
import { ApiProblem } from './problem';

const methods: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/** Fastify's own client errors whose message is safe and useful to show. */
const clientErrorTitles: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but should be JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is wrong',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send this form as multipart/form-data',
  FST_FILES_LIMIT: 'Only one file may be uploaded',
  FST_PARTS_LIMIT: 'The form has too many parts',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_PROTO_VIOLATION: 'The form has a forbidden field name',
  FST_ERR_VALIDATION: 'The request is not valid',
};

/**
 * One place turns every failure into RFC 9457 problem+json: our ApiProblems as they are,
 * Fastify's client errors with a plain title, anything else as a bare 500 (logged, never
 * shown: no stack, SQL or path leaves the server).
 */
export function installProblemHandling(app: FastifyInstance): void {
  const known = FindMyWay();
  app.addHook('onRoute', (route) => {
    const routeMethods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of routeMethods) {
      if (methods.includes(method as HTTPMethod) && !known.hasRoute(method as HTTPMethod, route.url)) {
        known.on(method as HTTPMethod, route.url, () => undefined);
      }
    }
  });

  app.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
    if (error instanceof ApiProblem) {
      reply.headers(error.extra.headers ?? {});
      return sendProblem(reply, error.status, error.title, error.extra.errors, error.extra.detail);
    }
    // Too many file parts is a malformed form (400), not an oversized body (413).
    const status = error.code === 'FST_FILES_LIMIT' ? 400 : (error.statusCode ?? 500);
    if (status >= 400 && status < 500) {
      return sendProblem(reply, status, clientErrorTitles[error.code] ?? 'The request could not be processed');
    }
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, 500, 'Something went wrong on our side; please try again');
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = methods.filter((m) => m !== request.method && known.find(m, path));
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendProblem(reply, 405, `${request.method} is not allowed here; use ${allowed.join(' or ')}`);
    }
    return sendProblem(reply, 404, `No such address: ${request.method} ${path.slice(0, 200)}`);
  });
}

function sendProblem(
  reply: import('fastify').FastifyReply,
  status: number,
  title: string,
  errors?: unknown[],
  detail?: string,
) {
  return reply
    .code(status)
    .type(problemContentType)
    .send({ type: 'about:blank', title, status, ...(detail ? { detail } : {}), ...(errors ? { errors } : {}) });
}
