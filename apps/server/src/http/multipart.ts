import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileRules, formatFileSize, messages } from '@veritag/domain';
import type { FilePartSpec, MultipartSpec } from '@veritag/api';
import { ApiProblem, badRequest, fieldError } from './problem';
import { formFieldLimits, unflattenFormFields } from './form-fields';
import { inspectUpload } from './uploads/inspect-upload';
import { sanitizeFileName } from './uploads/file-name';

/** A file part, read whole and checked: its type comes from its bytes, not its name. */
export interface UploadedFile {
  buffer: Buffer;
  contentType: string;
  extension: string;
  /** The client's name, cleaned (see sanitizeFileName); never used to store the file. */
  originalName: string;
}

export interface MultipartForm {
  fields: Record<string, unknown>;
  /** The first file of each slot: what a one-file slot's handler reads. */
  files: Record<string, UploadedFile>;
  /** Every file of each slot in the order sent, empty when none came: for slots with `maxCount`. */
  fileLists: Record<string, UploadedFile[]>;
}

const maxFieldChars = 100_000;
/** busboy bounds a part's headers (80 kB) but not a field's name within them. */
const maxFieldNameChars = 200;
const malformed = () => badRequest('The form is not valid multipart/form-data');

/**
 * Reads a multipart form in two steps: first every part is read within the limits (a form
 * the parser cannot read is a 400, never a 500), then each file is judged by its content.
 * Memory is bounded by the slots: at most `maxCount` files of the rule's size per slot.
 */
export async function readMultipart(
  request: FastifyRequest,
  spec: MultipartSpec,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new ApiProblem(415, 'Send this form as multipart/form-data');
  const slots = Object.entries(spec.files);
  const textFields: [string, string][] = [];
  const received: { name: string; buffer: Buffer; fileName: string }[] = [];
  try {
    const parts = request.parts({
      limits: {
        // The largest slot's limit; each slot's own is checked below.
        fileSize: Math.max(0, ...slots.map(([, slot]) => fileRules[slot.rule].maxBytes)),
        // One part more than the slots take reaches us, so we refuse it naming the slot.
        files: slots.reduce((sum, [, slot]) => sum + maxCountOf(slot), 0) + 1,
        fields: formFieldLimits.fields,
        fieldSize: maxFieldChars,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname.length > maxFieldNameChars)
          throw badRequest(`A form field name is longer than ${maxFieldNameChars} characters`);
        // busboy cuts an over-long value silently; a cut value must not be saved as if whole.
        if (part.valueTruncated)
          throw badRequest(
            `The form field ${part.fieldname} is longer than ${maxFieldChars.toLocaleString('en-US')} characters`,
          );
        textFields.push([part.fieldname, String(part.value)]);
        continue;
      }
      const file = await readFilePart(
        part,
        spec,
        received.filter((r) => r.name === part.fieldname).length,
      );
      if (file) received.push(file);
    }
  } catch (error) {
    throw formProblem(error);
  }

  const fields = unflattenFormFields(textFields);
  const fileLists: Record<string, UploadedFile[]> = Object.fromEntries(
    slots.map(([name]) => [name, []]),
  );
  for (const { name, buffer, fileName } of received) {
    const inspection = await inspectUpload(buffer, fileRules[spec.files[name]!.rule]);
    if (inspection instanceof ApiProblem) throw withField(inspection, name);
    fileLists[name]!.push({ buffer, ...inspection, originalName: sanitizeFileName(fileName) });
  }
  const files: Record<string, UploadedFile> = {};
  for (const [name, slot] of slots) {
    const first = fileLists[name]![0];
    if (first) files[name] = first;
    else if (slot.required)
      throw badRequest(`Choose a file for ${name}`, [fieldError(name, messages.required)]);
  }
  return { fields, files, fileLists };
}

const maxCountOf = (slot: FilePartSpec) => slot.maxCount ?? 1;

async function readFilePart(part: MultipartFile, spec: MultipartSpec, alreadyReceived: number) {
  const name = part.fieldname;
  const slot = Object.hasOwn(spec.files, name) ? spec.files[name] : undefined;
  if (!slot) {
    part.file.resume();
    throw badRequest(`Unexpected file field "${name}"`);
  }
  const maxBytes = fileRules[slot.rule].maxBytes;
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge(name, maxBytes);
    throw error;
  }
  if (buffer.length > maxBytes) throw tooLarge(name, maxBytes);
  // Browsers send an empty part for a file input left empty.
  if (buffer.length === 0 && !part.filename) return undefined;
  const maxCount = maxCountOf(slot);
  if (alreadyReceived >= maxCount) {
    const title =
      maxCount === 1
        ? 'Only one file may be uploaded'
        : `At most ${maxCount} files may be uploaded for ${name}`;
    throw badRequest(title, [fieldError(name, title)]);
  }
  if (buffer.length === 0)
    throw badRequest('The file is empty', [fieldError(name, 'The file is empty')]);
  return { name, buffer, fileName: part.filename };
}

/** Messages of busboy's errors, which carry no code: each means the body is not a readable form. */
const parserFailures =
  /^Multipart: |^Unexpected end of|terminated early|^The needle|^Boundary required|^Unsupported Content-Type/;

function formProblem(error: unknown): unknown {
  if (error instanceof ApiProblem) return error;
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code === 'FST_FIELDS_LIMIT')
    return badRequest(`The form has more than ${formFieldLimits.fields} fields`);
  if (code === undefined && parserFailures.test(message ?? '')) return malformed();
  return error;
}

function withField(problem: ApiProblem, field: string) {
  return new ApiProblem(problem.status, problem.title, {
    ...problem.extra,
    errors: [fieldError(field, problem.title)],
  });
}

const tooLarge = (field: string, maxBytes: number) => {
  const title = `The file is larger than ${formatFileSize(maxBytes)}`;
  return new ApiProblem(413, title, { errors: [fieldError(field, title)] });
};
