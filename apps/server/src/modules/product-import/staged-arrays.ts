import { open } from 'node:fs/promises';

const [newline, comma, openBracket, closeBracket] = [0x0a, 0x2c, 0x5b, 0x5d];

/**
 * The staged file's lines (one JSON value each) as JSON arrays of about `maxBytes`, read as the
 * consumer asks for them. Every array is written into one buffer that is used again for the next
 * (so **an array is valid only until the next is asked for**), and the file is read into one
 * buffer too: pass 2 allocates nothing per chunk. Allocating a fresh Buffer for each read,
 * each join and each array, 100,000 rows made some 60 MB of dead Buffers before V8 collected
 * them (it waits for about 64 MB of external memory), which was the import's peak (pnpm bench
 * import, decision 0477).
 */
export async function* stagedArrays(
  file: string,
  maxBytes: number,
  readBytes = 64 * 1024,
): AsyncGenerator<{ array: Buffer; rows: number }> {
  const handle = await open(file);
  try {
    const read = Buffer.allocUnsafe(readBytes);
    let array = Buffer.allocUnsafe(maxBytes + readBytes);
    let length = 1;
    let rows = 0;
    let inLine = false;
    array[0] = openBracket;
    /** Room for `extra` more bytes and the closing bracket; a line longer than the buffer grows it. */
    const reserve = (extra: number) => {
      if (length + extra + 1 <= array.length) return;
      const larger = Buffer.allocUnsafe(2 * (length + extra + 1));
      array.copy(larger, 0, 0, length);
      array = larger;
    };
    const take = (from: number, to: number) => {
      if (to <= from) return;
      if (!inLine) {
        if (rows > 0) {
          reserve(1);
          array[length++] = comma;
        }
        rows += 1;
        inLine = true;
      }
      reserve(to - from);
      read.copy(array, length, from, to);
      length += to - from;
    };
    const finished = () => {
      array[length++] = closeBracket;
      const done = { array: array.subarray(0, length), rows };
      length = 1;
      rows = 0;
      return done;
    };
    for (;;) {
      const { bytesRead } = await handle.read(read, 0, read.length, null);
      if (bytesRead === 0) break;
      const filled = read.subarray(0, bytesRead);
      let start = 0;
      while (start < bytesRead) {
        const end = filled.indexOf(newline, start);
        if (end === -1) {
          take(start, bytesRead);
          break;
        }
        take(start, end);
        inLine = false;
        start = end + 1;
        if (length >= maxBytes) yield finished();
      }
    }
    if (rows > 0) yield finished();
  } finally {
    await handle.close();
  }
}
