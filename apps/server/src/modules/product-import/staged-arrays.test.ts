import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stagedArrays } from './staged-arrays';

const folder = await mkdtemp(path.join(tmpdir(), 'veritag-staged-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

let files = 0;
/** The arrays of a staged file, each parsed before the next is asked for (the buffer is reused). */
async function arraysOf(text: string, maxBytes: number, readBytes?: number) {
  const file = path.join(folder, `${files++}.jsonl`);
  await writeFile(file, text);
  const arrays: { values: unknown[]; rows: number }[] = [];
  for await (const { array, rows } of stagedArrays(file, maxBytes, readBytes))
    arrays.push({ values: JSON.parse(array.toString('utf8')) as unknown[], rows });
  return arrays;
}

const lines = Array.from({ length: 50 }, (_, index) => ({
  productCode: `P-${index}`,
  productName: index % 7 === 0 ? 'Crème brûlée, 6 × 100 g' : `Product ${'x'.repeat(index)}`,
}));
const staged = lines.map((line) => JSON.stringify(line) + '\n').join('');

describe('the staged rows, read back as arrays for pass 2', () => {
  it('gives every line once, in order, whatever the read size, lines cut across reads included', async () => {
    for (const readBytes of [1, 7, 64, 4096]) {
      const arrays = await arraysOf(staged, 300, readBytes);
      expect(arrays.flatMap((array) => array.values)).toEqual(lines);
      expect(arrays.map((array) => array.rows)).toEqual(arrays.map((array) => array.values.length));
      // About maxBytes each: more than one array, none past maxBytes by more than one line.
      expect(arrays.length).toBeGreaterThan(5);
    }
  });

  it('keeps a line longer than the buffer whole, and a last line without its newline', async () => {
    const long = { productCode: 'LONG', productName: 'y'.repeat(5_000) };
    const text = `${JSON.stringify(lines[0])}\n${JSON.stringify(long)}\n${JSON.stringify(lines[1])}`;
    const arrays = await arraysOf(text, 100, 64);
    expect(arrays.flatMap((array) => array.values)).toEqual([lines[0], long, lines[1]]);
  });

  it('gives nothing for an empty file, and skips empty lines', async () => {
    expect(await arraysOf('', 100)).toEqual([]);
    expect(await arraysOf('\n\n{"a":1}\n\n', 100)).toEqual([{ values: [{ a: 1 }], rows: 1 }]);
  });
});
