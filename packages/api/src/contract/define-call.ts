import type * as v from 'valibot';
import type { Access, ApiScope, FileRuleName } from '@veritag/domain';

/** Every call lives under this path. */
export const apiRoot = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Schema = v.GenericSchema;

/** One file part of a multipart call. */
export interface FilePartSpec {
  readonly rule: FileRuleName;
  readonly required: boolean;
  /**
   * How many parts of this name the call takes (1 when absent). The product form sends up
   * to six parts all named `file`, told apart by their file names (spec 002 section 7).
   */
  readonly maxCount?: number;
}

/** A multipart call: its text fields as one schema, its file parts by name with their rule. */
export interface MultipartSpec {
  readonly fields: Schema;
  readonly files: Readonly<Record<string, FilePartSpec>>;
}

/**
 * One HTTP call, declared once: the console's client and the server's route both read it.
 * `path` uses `:name` placeholders; `aliases` are other paths the spec names for the same call.
 */
export interface CallSpec {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly aliases?: readonly string[];
  /**
   * Who may make the call. The server refuses everyone else, and the console shows the
   * button or opens the screen that makes it by the same rule. Required to serve a call;
   * calls of screens not built yet may still lack it.
   */
  readonly access?: Access;
  /**
   * The API key scope that opens this call to a machine (decision 0444). A call without one is for
   * people only: a key is refused there whatever its maker may do.
   */
  readonly scope?: ApiScope;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  readonly multipart?: MultipartSpec;
  /** A schema for JSON replies, 'file' for a download, 'html' for a page, 'empty' for 204. */
  readonly reply: Schema | 'file' | 'html' | 'empty';
  /** The largest request body the call takes, in bytes, when above the platform's 1 MB (a bulk upload of JSON). */
  readonly bodyLimit?: number;
  /** Set when the spec does not list this call (or its reply shape) and we chose it. */
  readonly ours?: string;
}

export const defineCall = <const T extends CallSpec>(spec: T): T => spec;

/** A call with its access rule: only these can be served. */
export type ServedCall = CallSpec & { readonly access: Access };

type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;
type In<S> = S extends Schema ? v.InferInput<S> : undefined;

export type CallParams<C extends CallSpec> = Out<C['params']>;
export type CallQuery<C extends CallSpec> = Out<C['query']>;
export type CallBody<C extends CallSpec> = C['multipart'] extends MultipartSpec
  ? Out<C['multipart']['fields']>
  : Out<C['body']>;
/** A downloaded file: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}
export type CallReply<C extends CallSpec> = C['reply'] extends Schema
  ? v.InferOutput<C['reply']>
  : C['reply'] extends 'file'
    ? DownloadedFile
    : C['reply'] extends 'html'
      ? string
      : void;
/** What a caller passes: the schemas' input types. */
export type CallInput<C extends CallSpec> = {
  params?: In<C['params']>;
  query?: In<C['query']>;
  body?: C['multipart'] extends MultipartSpec ? In<C['multipart']['fields']> : In<C['body']>;
  /** An array sends several parts of one name (a part whose `maxCount` is above 1). */
  files?: Record<string, Blob | readonly Blob[] | undefined>;
};
