import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import * as v from 'valibot';
import type { FileRuleName } from '@veritag/domain';
import type { ServedCall } from '@veritag/api';
import { access } from '../platform/access';
import { createBinder } from '../http/bind-call';
import { installProblemHandling, problemServerOptions } from '../http/problem-handling';

const echo = v.object({
  fields: v.unknown(),
  files: v.array(
    v.object({
      slot: v.string(),
      name: v.string(),
      contentType: v.string(),
      extension: v.string(),
      bytes: v.number(),
    }),
  ),
});

/**
 * One upload call per rule: `/api/t/<rule>` takes a required `file` part (up to `maxCount`,
 * then at `/api/t/<rule>/<maxCount>`); `/api/t/fields` takes text fields only.
 */
export const uploadCall = (
  rule?: FileRuleName,
  maxCount?: number,
): ServedCall & { reply: typeof echo } => ({
  method: 'POST',
  access: access.public,
  path: rule ? `/t/${rule}${maxCount ? `/${maxCount}` : ''}` : '/t/fields',
  summary: 't',
  multipart: {
    fields: v.unknown(),
    files: rule ? { file: { rule, required: true, ...(maxCount ? { maxCount } : {}) } } : {},
  },
  reply: echo,
});

/**
 * A bare Fastify app with the real binder, multipart reader and problem replies, and no
 * database: the form and upload checks run in milliseconds. `handled` counts the handler's
 * runs, so a test proves a refused form reached no handler (and nothing was stored).
 */
export async function createUploadApp(
  calls: readonly { rule?: FileRuleName; maxCount?: number }[],
) {
  const app = Fastify({ ...problemServerOptions, logger: false });
  installProblemHandling(app);
  await app.register(multipart);
  const bind = createBinder({
    authenticate: async () => Promise.reject(new Error('no callers here')),
    checkReplies: true,
  });
  const state = { handled: 0 };
  for (const { rule, maxCount } of [...calls, {}]) {
    bind(app, uploadCall(rule, maxCount), async ({ body, fileLists }) => {
      state.handled += 1;
      const files = Object.entries(fileLists).flatMap(([slot, list]) =>
        list.map((file) => ({
          slot,
          name: file.originalName,
          contentType: file.contentType,
          extension: file.extension,
          bytes: file.buffer.length,
        })),
      );
      return { fields: body, files };
    });
  }
  await app.ready();
  return { app, state };
}

export const multipartBoundary = 'veritagTestBoundary';

/** A multipart body written by hand, for what FormData will not send (a NUL in a file name, a cut body). */
export function rawForm(
  parts: readonly { name: string; value?: string; fileName?: string; bytes?: Buffer }[],
): Buffer {
  const chunks = parts.flatMap((part) => {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    const type = part.fileName === undefined ? '' : '\r\nContent-Type: application/octet-stream';
    return [
      Buffer.from(`--${multipartBoundary}\r\n${disposition}${type}\r\n\r\n`),
      part.bytes ?? Buffer.from(part.value ?? ''),
      Buffer.from('\r\n'),
    ];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${multipartBoundary}--\r\n`)]);
}

export const rawFormHeaders = {
  'content-type': `multipart/form-data; boundary=${multipartBoundary}`,
};
