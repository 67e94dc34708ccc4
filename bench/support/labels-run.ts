/**
 * One side of `pnpm bench labels`, run in its own process so each side's peak memory is its
 * own (getrusage's maxRSS): `labels-run.ts ours|pdfme COUNT OUT.pdf CODES.json`. Both render
 * the same design on the same artwork: a 60 x 40 mm label with a QR code of the code's
 * address, the code and a fixed text. Codes are made before the clock starts. Prints one line
 * of JSON: { labels, seconds, bytes, peakMb }.
 */
import { createWriteStream, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  makeArtwork,
  qrAndTwoTexts,
  randomCode,
  batchValues,
  urlOf,
} from '../../apps/server/src/modules/labels/test-support/label-fixtures';

const [side, countText, outPath, codesPath] = process.argv.slice(2);
const count = Number(countText);
const codes = Array.from({ length: count }, randomCode);
writeFileSync(codesPath!, JSON.stringify(codes));
const artwork = await makeArtwork(60, 40);
const design = qrAndTwoTexts();

async function ours(): Promise<number> {
  const { labelEngine } = await import('../../apps/server/src/modules/labels');
  const prepared = await labelEngine().prepare({
    artwork,
    design,
    fonts: new Map(),
    batch: batchValues,
    urlOf,
  });
  async function* chunks() {
    for (let start = 0; start < count; start += 1000)
      yield codes
        .slice(start, start + 1000)
        .map((code, index) => ({ seq: start + index + 1, code }));
  }
  return (await prepared.render(chunks(), createWriteStream(outPath!))).bytes;
}

/** pdfme's own schema units are millimetres from the top-left: the design's points converted. */
async function pdfme(): Promise<number> {
  const rootRequire = createRequire(path.resolve(import.meta.dirname, '../../package.json'));
  const { generate } = (await import(
    rootRequire.resolve('@pdfme/generator')
  )) as typeof import('@pdfme/generator');
  const { barcodes, text } = (await import(
    rootRequire.resolve('@pdfme/schemas')
  )) as typeof import('@pdfme/schemas');
  const mm = (points: number) => (points * 25.4) / 72;
  const [qr, code, fixed] = design.coordinates;
  const box = (c: typeof qr) => ({
    position: { x: mm(c!.x ?? 0), y: mm(c!.y ?? 0) },
    width: mm(c!.width),
    height: mm(c!.height),
  });
  const template = {
    basePdf: artwork,
    schemas: [
      [
        { name: 'qr', type: 'qrcode', ...box(qr) },
        { name: 'code', type: 'text', ...box(code), fontSize: code!.fontSize ?? 10 },
        { name: 'text', type: 'text', ...box(fixed), fontSize: fixed!.fontSize ?? 8 },
      ],
    ],
  };
  const inputs = codes.map((value) => ({ qr: urlOf(value), code: value, text: fixed!.text ?? '' }));
  const pdf = await generate({
    template: template as never,
    inputs,
    plugins: { qrcode: barcodes.qrcode, text },
  });
  writeFileSync(outPath!, pdf);
  return pdf.length;
}

const started = performance.now();
const bytes = side === 'ours' ? await ours() : await pdfme();
const seconds = (performance.now() - started) / 1000;
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(JSON.stringify({ labels: count, seconds, bytes, peakMb }));
