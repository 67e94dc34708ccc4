import { execFile } from 'node:child_process';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fromBufferPromise } from 'yauzl';

const run = promisify(execFile);

/** The parts of an XLSX as stored, by path. */
export async function xlsxParts(bytes: Buffer): Promise<Map<string, string>> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  const parts = new Map<string, string>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    parts.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
  }
  zip.close();
  return parts;
}

const attribute = (xml: string | undefined, name: string) =>
  xml ? new RegExp(`\\b${name}="([^"]*)"`).exec(xml)?.[1] : undefined;
const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * How the first sheet of an XLSX prints, read from its XML as a spreadsheet program reads it
 * (exceljs's reader drops print titles and the fitToPage flag): the page setup, the print
 * titles defined in the workbook, the footer.
 */
export async function readPrintSetup(bytes: Buffer) {
  const parts = await xlsxParts(bytes);
  const sheet = parts.get('xl/worksheets/sheet1.xml') ?? '';
  const workbook = parts.get('xl/workbook.xml') ?? '';
  const pageSetup = /<pageSetup\b[^>]*>/.exec(sheet)?.[0];
  const titles = /<definedName\b[^>]*name="_xlnm\.Print_Titles"[^>]*>([^<]*)<\/definedName>/.exec(
    workbook,
  )?.[1];
  const footer = /<oddFooter>([^<]*)<\/oddFooter>/.exec(sheet)?.[1];
  return {
    fitToPage: attribute(/<pageSetUpPr\b[^>]*>/.exec(sheet)?.[0], 'fitToPage') === '1',
    paperSize: attribute(pageSetup, 'paperSize'),
    orientation: attribute(pageSetup, 'orientation'),
    fitToWidth: attribute(pageSetup, 'fitToWidth'),
    fitToHeight: attribute(pageSetup, 'fitToHeight'),
    printTitles: titles === undefined ? undefined : unescape(titles),
    footer: footer === undefined ? undefined : unescape(footer),
    gridLines: attribute(/<printOptions\b[^>]*>/.exec(sheet)?.[0], 'gridLines') === '1',
  };
}

/** What a printable report carries (decision 0399): A4, landscape or not as its width says. */
export const printable = (orientation: 'portrait' | 'landscape', sheetName: string) => ({
  fitToPage: true,
  paperSize: '9',
  orientation,
  fitToWidth: '1',
  fitToHeight: '0',
  printTitles: `'${sheetName.replace(/'/g, "''")}'!$1:$1`,
  footer: '&CPage &P of &N',
  gridLines: true,
});

/** A4 in points, as pdfinfo gives a page's size. */
export const a4Points = { short: 595.3, long: 841.9 };

/** A printed page as poppler reads it: its size in points and its text laid out. */
export interface PrintedPage {
  width: number;
  height: number;
  text: string;
}

/**
 * The pages LibreOffice prints an XLSX on (headless, converted to PDF, read back with poppler's
 * pdfinfo and pdftotext), or the reason it cannot be tried on this machine. Each call has its own
 * LibreOffice profile, so runs side by side do not wait on one profile's lock.
 */
export async function printedPages(bytes: Buffer): Promise<PrintedPage[] | { skipped: string }> {
  const missing = await Promise.all(
    ['soffice', 'pdfinfo', 'pdftotext'].map((tool) =>
      run('sh', ['-c', `command -v ${tool}`]).then(
        () => undefined,
        () => tool,
      ),
    ),
  );
  const absent = missing.filter(Boolean);
  if (absent.length > 0)
    return {
      skipped: `${absent.join(', ')} not installed (apt-get install libreoffice-calc-nogui poppler-utils)`,
    };
  const dir = await mkdtemp(path.join(tmpdir(), 'veritag-print-'));
  try {
    const xlsx = path.join(dir, 'report.xlsx');
    await writeFile(xlsx, bytes);
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        xlsx,
      ],
      { timeout: 120_000 },
    );
    const pdf = path.join(dir, 'report.pdf');
    // soffice exits 0 even when it wrote nothing: a missing PDF fails here, by its name.
    await access(pdf);
    const info = (await run('pdfinfo', ['-f', '1', '-l', '9999', pdf])).stdout;
    const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map(
      (match) => ({ width: Number(match[1]), height: Number(match[2]) }),
    );
    const pages: PrintedPage[] = [];
    for (const [index, size] of sizes.entries()) {
      const page = String(index + 1);
      const text = (await run('pdftotext', ['-layout', '-f', page, '-l', page, pdf, '-'])).stdout;
      pages.push({ ...size, text });
    }
    return pages;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
