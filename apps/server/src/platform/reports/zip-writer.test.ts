import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import { memorySink } from './test-support/read-report';
import { ZipWriter } from './zip-writer';

/** Every entry as yauzl (which checks each size against the central directory) reads it. */
async function unzip(bytes: Buffer) {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  const entries: {
    name: string;
    data: Buffer;
    crc: number;
    packed: number;
    offset: number;
    dataDescriptor: boolean;
  }[] = [];
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.push({
      name: entry.fileName,
      data: Buffer.concat(chunks),
      crc: entry.crc32,
      packed: entry.compressedSize,
      offset: entry.relativeOffsetOfLocalHeader,
      dataDescriptor: (entry.generalPurposeBitFlag & 8) !== 0,
    });
  }
  zip.close();
  return entries;
}

describe('zip writer', () => {
  it('writes whole and streamed parts that a zip reader unpacks with matching CRCs', async () => {
    const sink = memorySink();
    const zip = new ZipWriter(sink.stream, new AbortController().signal);
    const small = Buffer.from('<?xml version="1.0"?><small/>');
    // Random bytes do not compress: the streamed part's packed size is then larger than a chunk.
    const large = Buffer.concat([Buffer.from('x'.repeat(300_000)), randomBytes(300_000)]);

    await zip.addFile('docs/small.xml', small);
    const part = await zip.startFile('data/large.bin');
    for (let at = 0; at < large.length; at += 65_536)
      await part.write(large.subarray(at, at + 65_536));
    await part.end();
    await zip.addFile('after/ünïcode name.txt', Buffer.from('after the stream'));
    await zip.finish();

    const bytes = sink.bytes();
    const entries = await unzip(bytes);
    expect(entries.map((entry) => entry.name)).toEqual([
      'docs/small.xml',
      'data/large.bin',
      'after/ünïcode name.txt',
    ]);
    expect(entries[1]?.data.equals(large)).toBe(true);
    expect(entries[1]?.dataDescriptor).toBe(true);
    for (const entry of entries) expect(entry.crc).toBe(crc32(entry.data));
    // A reader that streams the zip front to back (exceljs's) takes the sizes from the descriptor.
    const descriptor = bytes.subarray(entries[2]!.offset - 16, entries[2]!.offset);
    expect([
      descriptor.readUInt32LE(0),
      descriptor.readUInt32LE(4),
      descriptor.readUInt32LE(8),
      descriptor.readUInt32LE(12),
    ]).toEqual([0x08074b50, crc32(large), entries[1]!.packed, large.length]);
  });
});
