import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Takes one chunk; resolves when the next may be given (after 'drain' when the buffer is full). */
export type ChunkSink = (chunk: Buffer) => Promise<void>;

/**
 * Writes to a stream and waits for 'drain' whenever its buffer is full: a slow reader then
 * slows the writer instead of making the server hold the file. The signal ends the wait when
 * the far end is gone (a client that hung up never drains), with the reason it gave.
 */
export function writableSink(target: Writable, signal: AbortSignal): ChunkSink {
  return async (chunk) => {
    signal.throwIfAborted();
    if (target.write(chunk)) return;
    try {
      await once(target, 'drain', { signal });
    } catch (error) {
      signal.throwIfAborted();
      throw error;
    }
  };
}

/** 64 KB per write: few enough writes to be cheap, small enough to keep memory flat. */
const chunkBytes = 1 << 16;
/** UTF-8 takes at most 3 bytes per UTF-16 unit (a surrogate pair is 2 units for 4 bytes). */
const maxBytesPerUnit = 3;

/**
 * Encodes text into 64 KB chunks for a sink. Text is encoded as it is added, so a row's strings
 * die young instead of surviving in a pending string until the next write (which kept the heap
 * twice as large).
 */
export class ChunkWriter {
  private chunk = Buffer.allocUnsafe(chunkBytes);
  private used = 0;
  private readonly ready: Buffer[] = [];

  constructor(private readonly sink: ChunkSink) {}

  /** Adds text; true when a chunk is full and the caller should `await flush()`. */
  add(text: string): boolean {
    const worstCase = text.length * maxBytesPerUnit;
    if (worstCase > this.chunk.length - this.used) {
      this.retireChunk();
      if (worstCase > this.chunk.length) this.chunk = Buffer.allocUnsafe(worstCase);
    }
    this.used += this.chunk.write(text, this.used);
    return this.ready.length > 0;
  }

  /** Hands the full chunks to the sink, and with `all` the one being filled. */
  async flush(all = false): Promise<void> {
    if (all) this.retireChunk();
    for (let chunk = this.ready.shift(); chunk; chunk = this.ready.shift()) await this.sink(chunk);
  }

  private retireChunk(): void {
    if (this.used === 0) return;
    this.ready.push(this.chunk.subarray(0, this.used));
    this.chunk = Buffer.allocUnsafe(chunkBytes);
    this.used = 0;
  }
}
