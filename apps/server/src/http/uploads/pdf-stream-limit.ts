import { AsyncLocalStorage } from 'node:async_hooks';
import { PDFContext, PDFName, PDFRawStream, decodePDFRawStream } from '@cantoo/pdf-lib';

/** Thrown when reading a PDF would unpack one stream beyond the cap in force. */
export class PdfStreamTooLargeError extends Error {}

const cap = new AsyncLocalStorage<{ maxBytes: number; exceeded: boolean }>();

/**
 * pdf-lib unpacks a PDF's object and cross-reference streams in memory while it loads the
 * file, with no limit: a few kilobytes of Flate data may claim gigabytes. Every decoder it
 * has (Flate, LZW, run length, decryption) grows its buffer through one method of their
 * shared base class, so that method is wrapped once to refuse growth past the cap set by
 * `withPdfStreamLimit`. Outside that scope pdf-lib behaves as it always did. AsyncLocalStorage
 * carries the cap across pdf-lib's awaits without touching other requests.
 */
const decodeStreamPrototype = (() => {
  const probe = PDFRawStream.of(
    PDFContext.create().obj({ Filter: PDFName.of('ASCIIHexDecode') }),
    new Uint8Array(),
  );
  const hexStream = decodePDFRawStream(probe) as object;
  const prototype: unknown = Object.getPrototypeOf(Object.getPrototypeOf(hexStream));
  const ensureBuffer = (prototype as { ensureBuffer?: unknown } | null)?.ensureBuffer;
  // A pdf-lib upgrade that moves this method must fail loudly, not leave PDFs unbounded.
  if (typeof ensureBuffer !== 'function')
    throw new Error('pdf-lib no longer has DecodeStream.ensureBuffer; review pdf-stream-limit.ts');
  return prototype as { ensureBuffer: (this: unknown, requested: number) => Uint8Array };
})();

const ensureBuffer = decodeStreamPrototype.ensureBuffer;
decodeStreamPrototype.ensureBuffer = function ensureBufferWithinCap(requested: number) {
  const scope = cap.getStore();
  if (scope && requested > scope.maxBytes) {
    scope.exceeded = true;
    throw new PdfStreamTooLargeError('A PDF stream unpacks to more than the cap');
  }
  return ensureBuffer.call(this, requested);
};

/**
 * Runs `read` with the cap in force. pdf-lib skips an object it fails to read and loads the
 * rest, swallowing our error with it, so the scope remembers the cap was reached and the
 * error is raised again here: a file that tried to unpack too much is refused, not half read.
 */
export async function withPdfStreamLimit<T>(maxBytes: number, read: () => Promise<T>): Promise<T> {
  const scope = { maxBytes, exceeded: false };
  const tooLarge = () =>
    new PdfStreamTooLargeError(`A PDF stream unpacks to more than ${maxBytes} bytes`);
  try {
    const result = await cap.run(scope, read);
    if (scope.exceeded) throw tooLarge();
    return result;
  } catch (error) {
    throw scope.exceeded ? tooLarge() : error;
  }
}
