import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyInstance,
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { problemContentType } from '@veritag/api';
import { digitalLinkPathNotServed } from '@veritag/domain';
import { ApiProblem } from './problem';
import { clientRefusal } from './problem-titles';

const methods: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

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
      if (
        methods.includes(method as HTTPMethod) &&
        !known.hasRoute(method as HTTPMethod, route.url)
      ) {
        known.on(method as HTTPMethod, route.url, () => undefined);
      }
    }
  });

  app.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
    if (error instanceof ApiProblem) {
      reply.headers(error.extra.headers ?? {});
      return sendProblem(reply, error.status, error.title, error.extra.errors, error.extra.detail);
    }
    const refusal = clientRefusal(error);
    if (refusal) return sendProblem(reply, refusal.status, refusal.title);
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, 500, 'Something went wrong on our side; please try again');
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = methods.filter((m) => m !== request.method && known.find(m, path));
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendProblem(
        reply,
        405,
        `${request.method} is not allowed here; use ${allowed.join(' or ')}`,
      );
    }
    // A GS1 Digital Link the resolver does not answer is told why (a prefix before /01/, another key).
    const digitalLinkIssue = path.startsWith('/api/') ? undefined : digitalLinkPathNotServed(path);
    return sendProblem(
      reply,
      404,
      digitalLinkIssue ?? `No such address: ${request.method} ${path.slice(0, 200)}`,
    );
  });
}

/**
 * Refusals made before a route is found (a bad or over-long path) and by Node's HTTP parser
 * (over-long headers, a timeout): Fastify answers these with its own JSON unless told
 * otherwise, so they are set in the Fastify constructor.
 */
export const problemServerOptions = {
  frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
    const refusal = clientRefusal(error) ?? {
      status: 400,
      title: 'The request could not be processed',
    };
    return sendProblem(reply, refusal.status, refusal.title);
  },
  clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const refusal = clientRefusal({ code: error.code, statusCode: 400 })!;
    const body = JSON.stringify({
      type: 'about:blank',
      title: refusal.title,
      status: refusal.status,
    });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? 'Bad Request'}\r\nContent-Type: ${problemContentType}\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  },
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;

function sendProblem(
  reply: FastifyReply,
  status: number,
  title: string,
  errors?: unknown[],
  detail?: string,
) {
  return reply
    .code(status)
    .type(problemContentType)
    .send({
      type: 'about:blank',
      title,
      status,
      ...(detail ? { detail } : {}),
      ...(errors ? { errors } : {}),
    });
}
