import type { Readable } from 'node:stream';

/** Where file bytes live. Keys are made by the server; no client name ever reaches a path or an object key. */
export interface FileStorage {
  /** Stores the bytes whole or not at all, and returns the new key. */
  put(bytes: Buffer, extension: string): Promise<string>;
  /**
   * Stores a stream whole or not at all, for files too large to hold in memory (label PDFs,
   * reports). Past `maxBytes` it rejects with `StoredFileTooLarge` and keeps nothing.
   */
  putStream(
    source: Readable,
    extension: string,
    limits: { maxBytes: number },
  ): Promise<StoredStream>;
  /** Rejects with `StoredFileNotFound` (code 'ENOENT') when the key holds nothing. */
  open(key: string): Promise<{ stream: Readable; byteSize: number }>;
  /** Removes a key, or an unfinished write that `list` reported; a key already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Everything storage holds under names it makes, finished or not, with its last write; for the orphan sweep. */
  list(): Promise<StoredObject[]>;
}

export interface StoredStream {
  key: string;
  byteSize: number;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/**
 * The one "missing" error of every driver. Its code is Node's ENOENT, so callers written for
 * local disk (the files service turns it into 404) need not know which driver runs.
 */
export class StoredFileNotFound extends Error {
  readonly code = 'ENOENT';
  constructor(readonly key: string) {
    super(`No stored file under key ${key}`);
    this.name = 'StoredFileNotFound';
  }
}

/** A streamed write went past its limit; nothing was kept. */
export class StoredFileTooLarge extends Error {
  readonly code = 'EFBIG';
  constructor(
    readonly maxBytes: number,
    options?: ErrorOptions,
  ) {
    super(`The file is larger than ${maxBytes} bytes`, options);
    this.name = 'StoredFileTooLarge';
  }
}
