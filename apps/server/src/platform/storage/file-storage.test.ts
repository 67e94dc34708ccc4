import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoredFileNotFound, StoredFileTooLarge, type FileStorage } from './file-storage';
import { localDiskStorage } from './local-disk';
import { s3Storage } from './s3';
import { startTestS3Server } from './s3-test-server';

/** One storage backend under test, and what it holds seen from outside the driver. */
interface Backend {
  storage: FileStorage;
  /** Everything the backend holds, ours or not, finished or not (temporaries, pending uploads). */
  leftovers(): Promise<string[]>;
  /** Writes names the driver never makes, where an operator or another application might. */
  putForeign(): Promise<void>;
  stop(): Promise<void>;
}

async function localBackend(): Promise<Backend> {
  const root = await mkdtemp(path.join(tmpdir(), 'veritag-storage-'));
  return {
    storage: localDiskStorage(root),
    leftovers: async () =>
      (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name))),
    async putForeign() {
      await mkdir(path.join(root, 'ab'), { recursive: true });
      await mkdir(path.join(root, 'zz'), { recursive: true });
      await writeFile(path.join(root, 'README.txt'), 'backup notes');
      await writeFile(path.join(root, 'ab', 'notes.txt'), 'notes');
      await writeFile(
        path.join(root, 'zz', `${randomUUID()}.png`),
        'not in a folder storage makes',
      );
    },
    stop: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Backend(): Promise<Backend> {
  const server = await startTestS3Server();
  const { client, bucket } = server;
  return {
    // One page of ListObjectsV2 only: s3rver 3.7 makes continuation tokens with DES, which
    // OpenSSL 3 refuses, so paging is left to the SDK's paginator untested here.
    storage: s3Storage({ client, bucket, prefix: 'tenant/files' }),
    async leftovers() {
      const objects = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      const pending = await server.pendingUploads();
      return [
        ...(objects.Contents ?? []).map((o) => o.Key ?? ''),
        ...pending.map((id) => `pending upload ${id}`),
      ];
    },
    async putForeign() {
      const id = randomUUID();
      for (const Key of [
        'tenant/files/README.txt',
        'tenant/files/ab/notes.txt',
        `other-app/${id.slice(0, 2)}/${id}.png`,
      ]) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: 'not ours' }));
      }
    },
    stop: () => server.stop(),
  };
}

const MiB = 1024 * 1024;
/** Larger than one 5 MiB part, so S3 takes the multipart path. */
const largeFile = randomBytes(11 * MiB);
const inChunks = (bytes: Buffer, size = MiB) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
      bytes.subarray(i * size, (i + 1) * size),
    ),
  );
const keyShape = /^[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

describe.each([
  { driver: 'local disk', start: localBackend },
  { driver: 'S3 (s3rver)', start: s3Backend },
])('$driver storage', ({ start }) => {
  let backend: Backend;
  let storage: FileStorage;
  beforeAll(async () => {
    backend = await start();
    storage = backend.storage;
  });
  afterAll(() => backend.stop());

  const readBack = async (key: string) => {
    const { stream, byteSize } = await storage.open(key);
    return { byteSize, bytes: await buffer(stream) };
  };

  it('stores bytes under a key it makes itself, whatever extension it is given, and reads them back equal', async () => {
    const bytes = randomBytes(100_000);
    const key = await storage.put(bytes, '../../Evil.PNG');
    expect(key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}\.evilpng$/);
    expect(await readBack(key)).toEqual({ byteSize: bytes.length, bytes });
  });

  it('streams a file of exactly its byte limit and reads it back equal', async () => {
    const stored = await storage.putStream(inChunks(largeFile), 'pdf', {
      maxBytes: largeFile.length,
    });
    expect(stored).toEqual({ key: expect.stringMatching(keyShape), byteSize: largeFile.length });
    const { byteSize, bytes } = await readBack(stored.key);
    expect(byteSize).toBe(largeFile.length);
    expect(bytes.equals(largeFile)).toBe(true);
  });

  it('refuses a stream past its byte limit and keeps nothing: no object, no temporary file, no pending multipart upload', async () => {
    const before = await backend.leftovers();
    await expect(
      storage.putStream(inChunks(largeFile), 'pdf', { maxBytes: 8 * MiB }),
    ).rejects.toBeInstanceOf(StoredFileTooLarge);
    await expect(
      storage.putStream(Readable.from([Buffer.alloc(11)]), 'csv', { maxBytes: 10 }),
    ).rejects.toMatchObject({ code: 'EFBIG', maxBytes: 10 });
    expect(await backend.leftovers()).toEqual(before);
  });

  it('fails a stream whose source fails half way and keeps nothing', async () => {
    const before = await backend.leftovers();
    // Lazy, one MiB a read, so the failure comes after S3 has begun a multipart upload.
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent === 7 * MiB) return this.destroy(new Error('the label renderer crashed'));
        this.push(largeFile.subarray(sent, sent + MiB));
        sent += MiB;
      },
    });
    await expect(storage.putStream(failing, 'pdf', { maxBytes: 100 * MiB })).rejects.toThrow(
      'the label renderer crashed',
    );
    expect(await backend.leftovers()).toEqual(before);
  });

  it('opening a key that holds nothing is a not-found error with code ENOENT, which the files service answers with 404', async () => {
    const never = `${randomUUID().slice(0, 2)}/${randomUUID()}.png`;
    const error = await storage.open(never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoredFileNotFound);
    expect(error).toMatchObject({ code: 'ENOENT' });
  });

  it('removes a key, and removing it again is not an error', async () => {
    const key = await storage.put(Buffer.from('short-lived'), 'txt');
    await storage.remove(key);
    await storage.remove(key);
    await expect(storage.open(key)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await storage.list()).map((o) => o.key)).not.toContain(key);
  });

  it('lists its own keys with their last write time, and nothing it did not make', async () => {
    await backend.putForeign();
    const startedAt = Date.now();
    const keys = [
      await storage.put(Buffer.from('one'), 'png'),
      await storage.put(Buffer.from('two'), 'jpg'),
      await storage.put(Buffer.from('three'), 'pdf'),
    ];
    const listed = await storage.list();
    expect(listed.every((o) => keyShape.test(o.key))).toBe(true);
    for (const key of keys) {
      const object = listed.find((o) => o.key === key);
      // S3 keeps whole seconds.
      expect(object?.modifiedAt.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
      expect(object?.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect(new Set(listed.map((o) => o.key)).size).toBe(listed.length);
  });
});
