import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable, pipeline } from 'node:stream';
import { StoredFileNotFound, type FileStorage, type StoredObject } from './file-storage';
import { byteLimit, isStorageKey, newStorageKey } from './storage-keys';

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /** Folder inside the bucket, without slashes at either end; '' for the bucket's root. */
  prefix: string;
}

/**
 * An S3-compatible bucket. A PutObject, and a multipart upload until it is completed, are
 * invisible to readers, so no temporary names are needed: what `list` shows is finished.
 * A multipart upload that fails is aborted here; one cut short by a crash is left to the
 * bucket's AbortIncompleteMultipartUpload lifecycle rule (see the README).
 */
export function s3Storage(options: S3StorageOptions): FileStorage {
  const { client, bucket } = options;
  const prefix = options.prefix ? `${options.prefix}/` : '';
  const objectKey = (key: string) => {
    if (!isStorageKey(key)) throw new Error('Invalid storage key');
    return prefix + key;
  };

  return {
    async put(bytes, extension) {
      const key = newStorageKey(extension);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.length,
        }),
      );
      return key;
    },

    async putStream(source, extension, { maxBytes }) {
      const key = newStorageKey(extension);
      const limit = byteLimit(maxBytes);
      // pipeline, not pipe: a failing source must fail the upload too, not leave it waiting.
      const body = pipeline(source, limit.stream, () => undefined);
      // Upload sends one PutObject when the stream fits in a first 5 MiB part, else a multipart
      // upload; each part is held in memory, so two in flight keep a large report near 15 MiB.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: body },
        queueSize: 2,
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        // Upload aborts the multipart upload before it rethrows; if that abort failed, its
        // error replaced ours, and it is kept as the cause.
        if (limit.exceeded && error !== limit.exceeded)
          throw Object.assign(limit.exceeded, { cause: error });
        throw error;
      }
      return { key, byteSize: limit.byteCount };
    },

    async open(key) {
      try {
        const reply = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        // In Node the SDK's body is the HTTP response itself, a Readable.
        if (!(reply.Body instanceof Readable))
          throw new Error('The S3 client returned a body that is not a Node stream');
        return { stream: reply.Body, byteSize: reply.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) throw new StoredFileNotFound(key);
        throw error;
      }
    },

    async remove(key) {
      // DeleteObject succeeds for a key already gone, which makes removal idempotent as on disk.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async list() {
      // Only names this storage makes are listed, so other objects under the prefix are never swept.
      const found: StoredObject[] = [];
      const pages = paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix });
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          if (key && isStorageKey(key) && object.LastModified)
            found.push({ key, modifiedAt: object.LastModified });
        }
      }
      return found;
    },
  };
}

/**
 * NoSuchKey on AWS; some S3-compatible servers answer a bare 404 instead. A missing bucket is
 * a misconfiguration, not a missing file, so it stays a server error.
 */
function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || ($metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket');
}
