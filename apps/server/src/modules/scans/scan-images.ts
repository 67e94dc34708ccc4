import type { Readable } from 'node:stream';
import sharp from 'sharp';

/**
 * Phone-sized variants of the images a scan page shows (decision 0468): a brand's logo or a
 * product photo is often uploaded at print resolution, several megabytes a shopper on a slow
 * phone should not wait for. `/scan-files/{token}?w=N` answers the image at most N pixels wide,
 * as WebP when the browser says it takes it, else in its own format; SVG and anything that is
 * not a still raster image are served as stored.
 */
export const scanImageWidths = [320, 640, 960] as const;
export type ScanImageWidth = (typeof scanImageWidths)[number];

/** Raster types resized; the rest (SVG, GIF, PDF) go out as stored. */
const resizable = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Bytes of variants kept per process; the least recently used go first. */
const cacheBytes = 32 * 1024 * 1024;
/** Images decoded at once: a public door must not let a burst of first views take every core. */
const resizesAtOnce = 2;
/** A decompression bomb (a tiny file of a huge canvas) is refused rather than decoded. */
const maxInputPixels = 40_000_000;

export interface ImageBytes {
  bytes: Buffer;
  contentType: string;
}

/** Whether the request's Accept header takes WebP (every current browser says so). */
export const acceptsWebp = (accept: string | undefined) => /\bimage\/webp\b/.test(accept ?? '');

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The variants, made once per process and kept in memory (decision 0468): the set of images is
 * what brands published, the widths are three, the formats two, so the work an anonymous
 * visitor can cause is bounded by what exists, and a restart only makes them again.
 */
export function scanImages() {
  /** Insertion order is recency: a hit is moved to the end, the oldest evicted first. */
  const cache = new Map<string, Promise<ImageBytes | undefined>>();
  const sizes = new Map<string, number>();
  let held = 0;
  let running = 0;
  const waiting: (() => void)[] = [];

  async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running >= resizesAtOnce) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  /** Counts a finished variant, then evicts the least recently used finished ones past the budget. */
  function keep(key: string, entry: Promise<unknown>, made: ImageBytes | undefined) {
    if (cache.get(key) !== entry) return;
    sizes.set(key, made?.bytes.length ?? 0);
    held += sizes.get(key)!;
    for (const oldest of cache.keys()) {
      if (held <= cacheBytes) break;
      const size = sizes.get(oldest);
      if (size === undefined || oldest === key) continue; // still being made, or the newest
      held -= size;
      sizes.delete(oldest);
      cache.delete(oldest);
    }
  }

  return {
    /**
     * The image `fileId` at most `width` wide, or undefined when it is served as stored (not a
     * resizable type, or not an image its decoder reads: a broken upload is not an error here).
     */
    variant(
      fileId: string,
      width: ScanImageWidth,
      webp: boolean,
      read: () => Promise<{ stream: Readable; contentType: string }>,
    ): Promise<ImageBytes | undefined> {
      const key = `${fileId} ${width} ${webp ? 'webp' : 'own'}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const made = (async () => {
        const source = await read();
        if (!resizable.has(source.contentType)) {
          source.stream.resume();
          return undefined;
        }
        const input = await bytesOf(source.stream);
        return limited(async () => {
          const image = sharp(input, { limitInputPixels: maxInputPixels })
            .rotate()
            .resize({ width, withoutEnlargement: true });
          if (webp)
            return {
              bytes: await image.webp({ quality: 78 }).toBuffer(),
              contentType: 'image/webp',
            };
          return { bytes: await image.toBuffer(), contentType: source.contentType };
        }).catch(() => undefined);
      })();
      cache.set(key, made);
      made.then(
        (result) => keep(key, made, result),
        // A failed read (the file is gone) is not kept: the next request tries again.
        () => cache.delete(key),
      );
      return made;
    },
  };
}
export type ScanImages = ReturnType<typeof scanImages>;
