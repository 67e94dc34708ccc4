import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A label PDF judged as a print shop's preflight would: poppler's pdffonts lists its fonts
 * (embedded? a subset?), and `qpdf --check` reads its whole structure; poppler's pdftotext
 * tells where each word is, to see that a font embedded after the fact moved no text.
 * scripts/decoders.mjs installs them for `pnpm test` and CI; only where that is impossible do
 * the tests skip.
 */
const run = promisify(execFile);

const tools = ['pdffonts', 'qpdf', 'pdftotext'] as const;
const locate = (tool: string) =>
  ['/usr/bin', ...(process.env.PATH ?? '').split(path.delimiter)].some(
    (directory) => path.isAbsolute(directory) && existsSync(path.join(directory, tool)),
  );

/** The tools missing here (none in CI). */
export const missingPreflightTools = (): string[] => tools.filter((tool) => !locate(tool));

export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
  subset: boolean;
}

/** Every font of the file as pdffonts lists it (the artwork's own included). */
export async function pdfFonts(pdf: Uint8Array): Promise<PdfFont[]> {
  const { stdout } = await withFile(pdf, (file) => run('pdffonts', [file]));
  const [header, rule, ...rows] = stdout.split('\n');
  // Columns are as wide as the rule's dashes under the header; a name may not hold a space, a type may.
  const columns: [number, number][] = [];
  for (const match of rule!.matchAll(/-+/g))
    columns.push([match.index, match.index + match[0].length]);
  const names = columns.map(([start, end]) => header!.slice(start, end).trim());
  return rows
    .filter((row) => row.trim() !== '')
    .map((row) => {
      const cell = (name: string) => row.slice(...columns[names.indexOf(name)]!).trim();
      return {
        name: cell('name'),
        type: cell('type'),
        embedded: cell('emb') === 'yes',
        subset: cell('sub') === 'yes',
      };
    });
}

/** `qpdf --check`: clean only when it exits 0 (2 is an error, 3 a warning). */
export async function qpdfCheck(pdf: Uint8Array): Promise<{ clean: boolean; output: string }> {
  return withFile(pdf, (file) =>
    run('qpdf', ['--check', file]).then(
      ({ stdout, stderr }) => ({ clean: true, output: stdout + stderr }),
      (error: { stdout?: string; stderr?: string }) => ({
        clean: false,
        output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    ),
  );
}

/** A word as pdftotext finds it, with its box in points from the page's top-left corner. */
export interface PdfWord {
  text: string;
  page: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/**
 * Every word of the file and where it is (`pdftotext -bbox`): the box comes from the font's
 * widths and the text's position, so a font swapped for one of other widths moves it.
 */
export async function pdfWords(pdf: Uint8Array): Promise<PdfWord[]> {
  const { stdout } = await withFile(pdf, (file) => run('pdftotext', ['-bbox', file, '-']));
  const words: PdfWord[] = [];
  let page = 0;
  for (const line of stdout.split('\n')) {
    if (line.includes('<page ')) page += 1;
    const word =
      /<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">(.*)<\/word>/.exec(
        line,
      );
    if (word)
      words.push({
        text: word[5]!,
        page,
        xMin: Number(word[1]),
        yMin: Number(word[2]),
        xMax: Number(word[3]),
        yMax: Number(word[4]),
      });
  }
  return words;
}

async function withFile<T>(pdf: Uint8Array, work: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'labels-preflight-'));
  try {
    const file = path.join(dir, 'label.pdf');
    await writeFile(file, pdf);
    return await work(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
