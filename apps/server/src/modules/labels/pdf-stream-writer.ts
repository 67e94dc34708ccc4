import { createHash } from 'node:crypto';
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import type { PageSize } from '@veritag/domain';
import { pdfNumber } from './pdf-syntax';
import type { Prototype } from './prototype';

/**
 * A PDF written as it goes, so a 100,000-label file takes flat memory (pdf-lib, pdfkit and
 * jsPDF all hold the whole document until they save; pdfkit and jsPDF cannot import a page).
 * The file is: the prototype's shared objects (kept with their numbers), then each page's
 * content stream and page object as soon as the page is made, then the page tree, the catalog
 * and a classic xref table. Pages hang under intermediate /Pages nodes of `pagesPerNode` kids
 * (a two-level tree, so no node holds 100,000 kids), whose numbers are taken when their
 * first page is written. Every page has the same size and resources, so the root node holds
 * them (both are inherited, PDF 32000 7.7.3.4) and a page object is only its parent and
 * contents. Output is buffered into large chunks and waits for `drain`.
 */
const pagesPerNode = 500;

/** A PDF text string of any characters: UTF-16BE with its byte-order mark, in hex (PDF 32000 7.9.2.2). */
const textString = (text: string): string =>
  `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
const chunkBytes = 256 * 1024;

interface PagesNode {
  number: number;
  kids: number[];
  written: boolean;
}

export class PdfStreamWriter {
  private readonly offsets: number[] = [];
  private readonly hash = createHash('sha256');
  private position = 0;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private nextNumber: number;
  private readonly rootNumber: number;
  private readonly nodes: PagesNode[] = [];
  private failure: Error | undefined;
  private readonly pageHead: string;
  pages = 0;

  constructor(
    private readonly out: NodeJS.WritableStream,
    private readonly prototype: Prototype,
    page: PageSize,
    /** The document's Title: a viewer shows it as the window's title instead of the file's address. */
    private readonly title?: string,
  ) {
    this.nextNumber = prototype.firstFreeNumber;
    this.rootNumber = this.nextNumber++;
    this.pageHead = `/MediaBox [0 0 ${pdfNumber(page.width)} ${pdfNumber(page.height)}] /Resources ${prototype.resourcesNumber} 0 R`;
    out.on('error', (error: Error) => (this.failure ??= error));
    for (const [number, offset] of prototype.offsets) this.offsets[number] = offset;
    this.write(prototype.head);
  }

  /** Writes one page whose content stream is already deflated. */
  async addPage(deflatedContent: Buffer): Promise<void> {
    let node = this.nodes.at(-1);
    if (!node || node.written)
      this.nodes.push((node = { number: this.nextNumber++, kids: [], written: false }));
    const contentNumber = this.nextNumber++;
    const pageNumber = this.nextNumber++;
    this.startObject(
      contentNumber,
      `<< /Length ${deflatedContent.length} /Filter /FlateDecode >>\nstream\n`,
    );
    this.write(deflatedContent);
    this.write(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    this.startObject(
      pageNumber,
      `<< /Type /Page /Parent ${node.number} 0 R /Contents ${contentNumber} 0 R >>\nendobj\n`,
    );
    node.kids.push(pageNumber);
    this.pages++;
    if (node.kids.length === pagesPerNode) this.writeNode(node);
    if (this.pendingBytes >= chunkBytes) await this.flush();
  }

  /** Writes the page tree, catalog, xref and trailer, ends `out` and waits until it has finished. */
  async finish(): Promise<{ bytes: number; sha256: string; pages: number }> {
    const last = this.nodes.at(-1);
    if (last && !last.written) this.writeNode(last);
    this.startObject(
      this.rootNumber,
      `<< /Type /Pages ${this.pageHead} /Kids [${this.nodes.map((node) => `${node.number} 0 R`).join(' ')}] /Count ${this.pages} >>\nendobj\n`,
    );
    const catalogNumber = this.nextNumber++;
    // DisplayDocTitle: the viewer's title bar (a browser's tab) shows the Title, not the file name.
    const viewer =
      this.title === undefined ? '' : ' /ViewerPreferences << /DisplayDocTitle true >>';
    this.startObject(
      catalogNumber,
      `<< /Type /Catalog /Pages ${this.rootNumber} 0 R${viewer} >>\nendobj\n`,
    );
    const infoNumber = this.title === undefined ? undefined : this.nextNumber++;
    if (infoNumber !== undefined)
      this.startObject(infoNumber, `<< /Title ${textString(this.title!)} >>\nendobj\n`);
    await this.flush();
    const xrefOffset = this.position;
    const size = this.nextNumber;
    this.writeText(`xref\n0 ${size}\n`);
    const free = [];
    for (let number = 1; number < size; number++)
      if (this.offsets[number] === undefined) free.push(number);
    let nextFree = 0;
    const entry = (offset: number, generation: number, kind: 'n' | 'f') =>
      `${String(offset).padStart(10, '0')} ${String(generation).padStart(5, '0')} ${kind}\r\n`;
    let lines = entry(free[0] ?? 0, 65535, 'f');
    for (let number = 1; number < size; number++) {
      const offset = this.offsets[number];
      if (offset === undefined) lines += entry(free[++nextFree] ?? 0, 1, 'f');
      else lines += entry(offset, 0, 'n');
      if (lines.length >= chunkBytes) {
        this.writeText(lines);
        lines = '';
        await this.flush();
      }
    }
    this.writeText(lines);
    // The file identifier: the hash of everything before the trailer, so equal files get equal ids.
    const id = this.hash.copy().digest('hex').slice(0, 32);
    const info = infoNumber === undefined ? '' : ` /Info ${infoNumber} 0 R`;
    this.writeText(
      `trailer\n<< /Size ${size} /Root ${catalogNumber} 0 R${info} /ID [<${id}> <${id}>] >>\nstartxref\n${xrefOffset}\n%%EOF\n`,
    );
    await this.flush();
    this.out.end();
    // Only the writing side: a duplex `out` (a PassThrough to storage) ends its reading side when its reader is done.
    await finished(this.out as Writable, { readable: false });
    if (this.failure) throw this.failure;
    return { bytes: this.position, sha256: this.hash.digest('hex'), pages: this.pages };
  }

  /** An intermediate /Pages node, written once it is full (or the pages end); only its number stays. */
  private writeNode(node: PagesNode): void {
    this.startObject(
      node.number,
      `<< /Type /Pages /Parent ${this.rootNumber} 0 R /Kids [${node.kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${node.kids.length} >>\nendobj\n`,
    );
    node.kids = [];
    node.written = true;
  }

  private startObject(number: number, rest: string): void {
    // `position` counts every byte handed to `write`, flushed or still pending.
    this.offsets[number] = this.position;
    this.writeText(`${number} 0 obj\n${rest}`);
  }

  private writeText(text: string): void {
    this.write(Buffer.from(text, 'latin1'));
  }

  private write(bytes: Buffer): void {
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    this.position += bytes.length;
    this.hash.update(bytes);
  }

  private async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.pendingBytes === 0) return;
    const chunk =
      this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    if (!this.out.write(chunk)) await this.drained();
  }

  private drained(): Promise<void> {
    return new Promise((resolve, reject) => {
      const done = (error?: Error) => {
        this.out.off('drain', onDrain);
        this.out.off('error', done);
        if (error) reject(error);
        else resolve();
      };
      const onDrain = () => done();
      this.out.on('drain', onDrain);
      this.out.on('error', done);
    });
  }
}
