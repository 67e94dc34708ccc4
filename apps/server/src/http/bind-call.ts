import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type {
  CallBody,
  CallParams,
  CallQuery,
  CallReply,
  CallSpec,
  ServedCall,
} from '@veritag/api';
import { apiRoot } from '@veritag/api';
import {
  assertAllowed,
  assertKeyMayMake,
  type Access,
  type Caller,
  type PublicAccess,
} from '../platform/access';
import { ApiProblem } from './problem';
import { refuseNulCharacters, validateInput } from './input-checks';
import { parseReply } from './reply-checks';
import { readMultipart, type UploadedFile } from './multipart';

/** A download: the handler of a 'file' call returns this. */
export interface FileReply {
  stream: Readable;
  contentType: string;
  fileName: string;
  /** Known for a stored file; absent for one written while it is sent (a report), sent chunked. */
  byteSize?: number;
  /** `attachment` for a report the browser saves; `inline` (the default) for an image it shows. */
  disposition?: 'inline' | 'attachment';
  /** For a file the same for everyone (a public map tile); a stored file stays private to the browser. */
  cacheControl?: string;
}

type HandlerReply<C extends CallSpec> = C['reply'] extends 'file'
  ? FileReply
  : C['reply'] extends 'empty'
    ? void
    : CallReply<C>;

export interface CallContext<C extends ServedCall> {
  params: CallParams<C>;
  query: CallQuery<C>;
  body: CallBody<C>;
  files: Record<string, UploadedFile>;
  /** Every file of each slot; the list to read for a slot with `maxCount`. */
  fileLists: Record<string, UploadedFile[]>;
  caller: C['access'] extends PublicAccess ? Caller | null : Caller;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Authenticate = (request: FastifyRequest) => Promise<Caller>;

/**
 * Binds one contract call to a handler: the path, method and schemas come from the
 * contract, so they are never written twice, and so is who may call (the call's `access`,
 * which the console reads too). Who may call is checked first of all; input is validated
 * before the handler runs.
 */
export function createBinder(options: {
  authenticate: Authenticate;
  /** Tests: a reply with fields its contract does not declare fails loudly. */
  checkReplies: boolean;
  onBind?: (call: CallSpec, rule: Access) => void;
}) {
  return function bind<C extends ServedCall>(
    app: FastifyInstance,
    call: C,
    handler: (context: CallContext<C>) => Promise<HandlerReply<C>>,
  ): void {
    const rule = call.access;
    options.onBind?.(call, rule);
    for (const path of [call.path, ...(call.aliases ?? [])]) {
      app.route({
        method: call.method,
        url: `${apiRoot}${path}`,
        ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
        handler: async (request, reply) => {
          const caller = rule.kind === 'public' ? null : await options.authenticate(request);
          if (caller?.apiKey) assertKeyMayMake(caller.apiKey, call.scope);
          if (caller) assertAllowed(caller, rule);
          refuseNulCharacters(request.params);
          refuseNulCharacters(request.query);
          const params = validateInput(call.params, request.params);
          const query = validateInput(call.query, request.query);
          let body: unknown;
          let files: Record<string, UploadedFile> = {};
          let fileLists: Record<string, UploadedFile[]> = {};
          if (call.multipart) {
            const form = await readMultipart(request, call.multipart);
            refuseNulCharacters(form.fields);
            body = validateInput(call.multipart.fields, form.fields);
            files = form.files;
            fileLists = form.fileLists;
          } else {
            refuseNulCharacters(request.body);
            body = validateInput(call.body, request.body ?? {});
          }
          const context = {
            params,
            query,
            body,
            files,
            fileLists,
            caller,
            request,
            reply,
          } as CallContext<C>;
          const result = await handler(context);
          if (call.reply === 'empty') return reply.code(204).send();
          if (call.reply === 'file') return sendFile(reply, result as FileReply);
          if (call.reply === 'html') return reply.type('text/html; charset=utf-8').send(result);
          return reply.send(
            parseReply(call.reply, result, `${call.method} ${path}`, options.checkReplies),
          );
        },
      });
    }
  };
}

function sendFile(reply: FastifyReply, file: FileReply) {
  const safeName = file.fileName.replace(/[^\w.\- ]+/g, '_');
  // A file written while it is sent has no length yet: Node sends it chunked, and it is not
  // cached, since the next request writes it anew.
  if (file.byteSize !== undefined)
    reply
      .header('content-length', String(file.byteSize))
      .header('cache-control', file.cacheControl ?? 'private, max-age=300');
  else reply.header('cache-control', 'no-store');
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `${file.disposition ?? 'inline'}; filename="${safeName}"`)
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}

export { ApiProblem };
