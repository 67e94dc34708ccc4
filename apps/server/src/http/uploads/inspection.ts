import type { FileRule } from '@veritag/domain';
import { ApiProblem } from '../problem';

/** What an inspector made of a file's bytes: the type and extension it is stored under. */
export interface Inspected {
  contentType: string;
  extension: string;
}

/** An accepted file, or the problem the user is told about. */
export type Inspection = Inspected | ApiProblem;

/** The one answer for bytes that are not what the rule takes, whatever they are instead. */
export const notAccepted = (rule: FileRule, detail?: string) =>
  new ApiProblem(415, `The file must be ${rule.acceptLabel}`, detail ? { detail } : {});

/** "10,000": a cap as the user reads it. */
export const formatCount = (count: number) => count.toLocaleString('en-US');

export const startsWith = (buffer: Uint8Array, signature: Uint8Array) =>
  buffer.length >= signature.length && signature.every((byte, index) => buffer[index] === byte);
