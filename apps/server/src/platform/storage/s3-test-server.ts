import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  client: S3Client;
  bucket: string;
  /** Multipart uploads begun and neither completed nor aborted: what a failed upload must not leave. */
  pendingUploads(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 at a random port, storing in a temporary
 * folder removed by `stop`. s3rver 3.7 lacks AbortMultipartUpload, which the storage driver
 * relies on, so that one call is answered here from s3rver's own upload folder.
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'veritag-s3-'));
  const bucket = 'veritag-test';
  const uploadsDir = path.join(directory, bucket, '._S3rver_uploads');
  const s3rver = new S3rver({ directory, silent: true });
  const handle = s3rver.getMiddleware();

  const server = createServer((request, response) => {
    const abortedUpload =
      request.method === 'DELETE'
        ? new URL(request.url ?? '/', 'http://s3').searchParams.get('uploadId')
        : null;
    if (abortedUpload === null) return handle(request, response);
    abortUpload(uploadsDir, abortedUpload, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));

  return {
    endpoint,
    client,
    bucket,
    pendingUploads: () => readdir(uploadsDir).catch(() => []),
    async stop() {
      client.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function abortUpload(
  uploadsDir: string,
  uploadId: string,
  request: IncomingMessage,
  response: ServerResponse,
) {
  request.resume();
  const reply = (status: number) => response.writeHead(status).end();
  if (!/^[0-9a-f]+$/.test(uploadId)) return reply(404);
  rm(path.join(uploadsDir, uploadId), { recursive: true, force: true }).then(
    () => reply(204),
    () => reply(500),
  );
}
