import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';

/**
 * Test tools for rendered labels: pages rasterised by poppler's pdftoppm, their text read
 * back by pdftotext, and a solid PNG to place (symbols: test-support/decode-symbols.ts).
 */
const run = promisify(execFile);

export interface GrayPage {
  width: number;
  height: number;
  /** One byte per pixel, 0 black to 255 white, rows top to bottom. */
  pixels: Buffer;
  dark(x: number, y: number): boolean;
}

/** Each page of the PDF as grey pixels at `dpi` (72: one pixel per point). */
export async function rasterise(
  pdf: Uint8Array,
  dpi = 72,
  pages?: { first: number; last: number },
): Promise<GrayPage[]> {
  return withTempDir(async (dir) => {
    await writeFile(path.join(dir, 'in.pdf'), pdf);
    const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
    await run('pdftoppm', [
      '-r',
      String(dpi),
      '-gray',
      ...range,
      path.join(dir, 'in.pdf'),
      path.join(dir, 'page'),
    ]);
    const files = (await readdir(dir)).filter((file) => file.endsWith('.pgm')).sort();
    return Promise.all(files.map(async (file) => parsePgm(await readFile(path.join(dir, file)))));
  });
}

function parsePgm(bytes: Buffer): GrayPage {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a binary PGM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const pixels = bytes.subarray(header[0].length, header[0].length + width * height);
  return {
    width,
    height,
    pixels,
    dark: (x, y) => pixels[Math.round(y) * width + Math.round(x)]! < 128,
  };
}

/** The text poppler's pdftotext extracts (what a reader or a search finds in the file). */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  return withTempDir(async (dir) => {
    await writeFile(path.join(dir, 'in.pdf'), pdf);
    return (await run('pdftotext', [path.join(dir, 'in.pdf'), '-'])).stdout;
  });
}

async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'labels-test-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A `size` x `size` PNG of one colour. */
export function solidPng(size: number, rgb: [number, number, number]): Buffer {
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => rgb).flat()),
  ]);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
