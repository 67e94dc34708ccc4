import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/**
 * Reads the symbols of a PDF back the way a scanner would: pdftoppm rasterises the pages, zbarimg
 * reads QR and linear codes, dmtxread reads Data Matrix, and on request ZXing-C++ (zxing-wasm)
 * reads what Debian's zbar cannot: PDF417, Aztec, Micro QR, MaxiCode, DataBar Limited, Code 39
 * Extended. Tests and the benchmark use it to prove printed labels carry exactly their codes. scripts/decoders.mjs installs the tools (pnpm test
 * and .ci/run call it), so on a developer's machine and in CI these tests run.
 */
const run = promisify(execFile);

const TOOLS = ['zbarimg', 'pdftoppm', 'dmtxread'] as const;

const locate = (tool: string) =>
  [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin']
    .filter((directory) => path.isAbsolute(directory))
    .map((directory) => path.join(directory, tool))
    .find((candidate) => existsSync(candidate));

/** Whether the decoders are installed; `missing` names the ones that are not. */
export function decodersAvailable(): { ok: boolean; missing: string[] } {
  const missing = TOOLS.filter((tool) => !locate(tool));
  return { ok: missing.length === 0, missing };
}

export interface DecodedSymbol {
  /** zbar's symbology name (e.g. 'QR-Code', 'EAN-13', 'CODE-128'), 'DataMatrix' (dmtxread) or 'zxing:' and ZXing's name (e.g. 'zxing:PDF417'). */
  type: string;
  data: string;
}

export interface DecodeOptions {
  /** 1-based page numbers; every page when left out. */
  pages?: number[];
  /** Rasterising resolution; 300 reads modules down to about 0.25 mm. */
  dpi?: number;
  /** Also look for Data Matrix symbols (slower: dmtxread scans the whole page). */
  dataMatrix?: boolean;
  /** Also read with ZXing-C++ (its findings are typed 'zxing:<format>'). */
  zxing?: boolean;
  /** Read only this part of each page, in points from its top-left corner: which symbols a place holds. */
  area?: { x: number; y: number; width: number; height: number };
}

/** Every symbol found on each page, in page order. */
export async function decodePdf(
  pdfBytes: Uint8Array,
  options: DecodeOptions = {},
): Promise<{ page: number; symbols: DecodedSymbol[] }[]> {
  const directory = await mkdtemp(path.join(tmpdir(), 'veritag-decode-'));
  try {
    const pdfFile = path.join(directory, 'input.pdf');
    await writeFile(pdfFile, pdfBytes);
    const dpi = options.dpi ?? 300;
    const pixels = (points: number) => String(Math.round((points * dpi) / 72));
    const { area } = options;
    const crop = area
      ? [
          '-x',
          pixels(area.x),
          '-y',
          pixels(area.y),
          '-W',
          pixels(area.width),
          '-H',
          pixels(area.height),
        ]
      : [];
    const rasterise = ['-r', String(dpi), '-gray', ...crop];
    const pages = options.pages;
    if (pages) {
      for (const page of pages)
        await run('pdftoppm', [
          ...rasterise,
          '-f',
          String(page),
          '-l',
          String(page),
          pdfFile,
          path.join(directory, 'page'),
        ]);
    } else {
      await run('pdftoppm', [...rasterise, pdfFile, path.join(directory, 'page')]);
    }
    // Grey PGM pages, which every reader here takes; pdftoppm pads the numbers to the page count's digits.
    const images = (await readdir(directory))
      .map((name) => ({ name, page: Number(/^page-(\d+)\.pgm$/.exec(name)?.[1]) }))
      .filter((image) => Number.isInteger(image.page) && image.page > 0)
      .sort((a, b) => a.page - b.page);
    const results = await Promise.all(
      images.map(async ({ name, page }) => {
        const file = path.join(directory, name);
        const symbols = await zbarSymbols(file);
        if (options.dataMatrix) symbols.push(...(await dataMatrixSymbols(file)));
        if (options.zxing) symbols.push(...(await zxingSymbols(file)));
        return { page, symbols };
      }),
    );
    return results;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** zbarimg's XML names each symbol's type and keeps any character of the data (CDATA, or base64 for binary). */
async function zbarSymbols(file: string): Promise<DecodedSymbol[]> {
  const output = await tool('zbarimg', ['--xml', '--nodbus', '-q', file]);
  const symbols: DecodedSymbol[] = [];
  for (const match of output.matchAll(
    /<symbol type='([^']+)'[^>]*>\s*<data( format='base64')?[^>]*>([\s\S]*?)<\/data>/g,
  )) {
    const [, type, base64, raw] = match as unknown as [string, string, string | undefined, string];
    // A CDATA section cannot hold "]]>": zbar splits the data into several sections.
    const text = [...raw.matchAll(/<!\[CDATA\[([\s\S]*?)\]\]>/g)]
      .map((section) => section[1])
      .join('');
    symbols.push({
      type,
      data: base64 ? Buffer.from(text.trim(), 'base64').toString('utf8') : text,
    });
  }
  return symbols;
}

/** dmtxread prints each symbol's message on its own line (-n); values here never hold a newline. */
async function dataMatrixSymbols(file: string): Promise<DecodedSymbol[]> {
  const output = await tool('dmtxread', ['-n', '-m', '10000', file]);
  return output
    .split('\n')
    .filter((line) => line.length > 0)
    .map((data) => ({ type: 'DataMatrix', data }));
}

let zxingReady = false;

/** ZXing-C++ as WebAssembly, given its binary from node_modules (by default it would fetch it from a CDN). */
async function zxingSymbols(file: string): Promise<DecodedSymbol[]> {
  if (!zxingReady) {
    const wasm = await readFile(
      createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
    );
    prepareZXingModule({
      overrides: {
        wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
      },
    });
    zxingReady = true;
  }
  const { width, height, pixels } = parsePgm(await readFile(file));
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let index = 0; index < width * height; index++) {
    const grey = pixels[index]!;
    rgba.set([grey, grey, grey, 255], index * 4);
  }
  // readBarcodes takes an ImageData; Node has no such class, but its fields are all it reads.
  const image = { data: rgba, width, height, colorSpace: 'srgb' } as unknown as Extract<
    Parameters<typeof readBarcodes>[0],
    { width: number }
  >;
  const found = await readBarcodes(image, { formats: [], tryHarder: true, maxNumberOfSymbols: 8 });
  return found
    .filter((symbol) => symbol.isValid)
    .map((symbol) => ({ type: `zxing:${symbol.format}`, data: symbol.text }));
}

function parsePgm(bytes: Buffer): { width: number; height: number; pixels: Buffer } {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm wrote no 8-bit grey PGM');
  const [width, height] = [Number(header[1]), Number(header[2])];
  return {
    width,
    height,
    pixels: bytes.subarray(header[0].length, header[0].length + width * height),
  };
}

/** Runs a decoder; "nothing found" exits non-zero (zbarimg 4, dmtxread 1) and is not an error. */
async function tool(command: 'zbarimg' | 'dmtxread', args: string[]): Promise<string> {
  try {
    return (await run(command, args, { maxBuffer: 1 << 26, encoding: 'utf8' })).stdout;
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    if (failed.code === (command === 'zbarimg' ? 4 : 1)) return failed.stdout ?? '';
    throw new Error(`${command} failed: ${failed.stderr ?? String(error)}`);
  }
}
