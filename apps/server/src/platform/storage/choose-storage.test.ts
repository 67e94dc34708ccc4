import { GetObjectCommand } from '@aws-sdk/client-s3';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/config';
import { storageFromConfig } from './choose-storage';
import { startTestS3Server, type TestS3Server } from './s3-test-server';

let s3: TestS3Server;
let folder: string;
beforeAll(async () => {
  s3 = await startTestS3Server();
  folder = await mkdtemp(path.join(tmpdir(), 'veritag-files-url-'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await s3.stop();
  await rm(folder, { recursive: true, force: true });
});

it('without FILES_URL files go to the data folder, and FILES_URL=file:///path puts them in that folder', async () => {
  expect(loadConfig({ VERITAG_DATA_DIR: folder }).files).toEqual({
    driver: 'local',
    dir: path.join(folder, 'files'),
  });
  const elsewhere = path.join(folder, 'shared mount');
  const config = loadConfig({ FILES_URL: pathToFileURL(elsewhere).href });
  const key = await (await storageFromConfig(config)).put(Buffer.from('on the mount'), 'txt');
  expect(await readFile(path.join(elsewhere, key), 'utf8')).toBe('on the mount');
});

it('FILES_URL=s3://bucket/prefix stores in that bucket under that prefix, with the endpoint and credentials the AWS SDK reads from the environment', async () => {
  vi.stubEnv('AWS_ENDPOINT_URL', s3.endpoint);
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
  const config = loadConfig({
    FILES_URL: `s3://${s3.bucket}/veritag/files`,
    AWS_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
  });
  expect(config.files).toEqual({
    driver: 's3',
    bucket: s3.bucket,
    prefix: 'veritag/files',
    region: 'us-east-1',
    forcePathStyle: true,
  });

  const storage = await storageFromConfig(config);
  const key = await storage.put(Buffer.from('in the bucket'), 'txt');
  const object = await s3.client.send(
    new GetObjectCommand({ Bucket: s3.bucket, Key: `veritag/files/${key}` }),
  );
  expect(await object.Body?.transformToString()).toBe('in the bucket');
  expect((await storage.list()).map((o) => o.key)).toEqual([key]);
});
