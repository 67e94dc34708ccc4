import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { fileRules, formatByteLimit, messages } from '@veritag/domain';
import type { MultipartSpec } from '@veritag/api';
import { ApiProblem, badRequest } from './problem';
import { unflattenFormFields } from './form-fields';

/** A file part, read whole and checked: its type comes from its bytes, not its name. */
export interface UploadedFile {
  buffer: Buffer;
  contentType: string;
  extension: string;
  originalName: string;
}

const fieldError = (field: string, detail: string) => ({ field, pointer: `#/${field}`, detail });

export async function readMultipart(
  request: FastifyRequest,
  spec: MultipartSpec,
): Promise<{ fields: Record<string, unknown>; files: Record<string, UploadedFile> }> {
  if (!request.isMultipart()) throw new ApiProblem(415, 'Send this form as multipart/form-data');
  const slots = Object.entries(spec.files);
  const largest = Math.max(0, ...slots.map(([, slot]) => fileRules[slot.rule].maxBytes));
  const textFields: [string, string][] = [];
  const files: Record<string, UploadedFile> = {};

  // fileSize is the largest slot's limit; each slot's own limit is checked below.
  const parts = request.parts({ limits: { fileSize: largest, files: slots.length, fields: 500, fieldSize: 100_000 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      textFields.push([part.fieldname, String(part.value)]);
      continue;
    }
    const slot = spec.files[part.fieldname];
    if (!slot) {
      part.file.resume();
      throw badRequest(`Unexpected file field "${part.fieldname}"`);
    }
    const rule = fileRules[slot.rule];
    if (files[part.fieldname]) throw badRequest('Only one file may be uploaded', [fieldError(part.fieldname, 'Only one file may be uploaded')]);
    let buffer: Buffer;
    try {
      buffer = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(part.fieldname, rule.maxBytes);
      throw error;
    }
    if (buffer.length > rule.maxBytes) throw tooLarge(part.fieldname, rule.maxBytes);
    // Browsers send an empty part for a file input left empty.
    if (buffer.length === 0 && !part.filename) continue;
    const detected = await fileTypeFromBuffer(buffer);
    if (!detected || !rule.accept.includes(detected.mime)) {
      const title = `The file must be ${rule.acceptLabel}`;
      throw new ApiProblem(415, title, { errors: [fieldError(part.fieldname, title)] });
    }
    files[part.fieldname] = {
      buffer,
      contentType: detected.mime,
      extension: detected.ext,
      originalName: part.filename.slice(0, 255),
    };
  }
  for (const [name, slot] of slots) {
    if (slot.required && !files[name]) throw badRequest(`Choose a file for ${name}`, [fieldError(name, messages.required)]);
  }
  return { fields: unflattenFormFields(textFields), files };
}

const tooLarge = (field: string, maxBytes: number) => {
  const title = `The file is larger than ${formatByteLimit(maxBytes)}`;
  return new ApiProblem(413, title, { errors: [fieldError(field, title)] });
};
