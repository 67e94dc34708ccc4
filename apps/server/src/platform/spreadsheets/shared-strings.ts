/**
 * The workbook's shared strings, kept as UTF-8 in one growing buffer with an end offset per
 * string: a sheet of many short strings costs their bytes and four more each, not a
 * JavaScript string (and its header) apiece, so memory stays below the part's own size.
 */
export class SharedStrings {
  private bytes = Buffer.alloc(64 * 1024);
  private used = 0;
  private ends = new Uint32Array(1024);
  private count = 0;

  add(text: string): void {
    const length = Buffer.byteLength(text);
    if (this.used + length > this.bytes.length) {
      const grown = Buffer.alloc(Math.max(this.bytes.length * 2, this.used + length));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    this.used += this.bytes.write(text, this.used);
    if (this.count === this.ends.length) {
      const grown = new Uint32Array(this.ends.length * 2);
      grown.set(this.ends);
      this.ends = grown;
    }
    this.ends[this.count++] = this.used;
  }

  /** The string at `index`, or undefined when the sheet points past the table (a broken file). */
  get(index: number): string | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) return undefined;
    return this.bytes.toString('utf8', index === 0 ? 0 : this.ends[index - 1], this.ends[index]);
  }
}
