import type { Config } from '../../config/config';
import type { FileStorage } from './file-storage';
import { localDiskStorage } from './local-disk';

/**
 * The storage FILES_URL names: local disk by default, or an S3-compatible bucket shared by
 * every API and worker process. The endpoint and credentials are left to the AWS SDK's own
 * chain (AWS_ENDPOINT_URL or AWS_ENDPOINT_URL_S3, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY,
 * a profile, or an instance or task role), so every way AWS tools are configured works here.
 */
export async function storageFromConfig(config: Pick<Config, 'files'>): Promise<FileStorage> {
  const files = config.files;
  if (files.driver === 'local') return localDiskStorage(files.dir);
  // Loaded only here: the SDK takes about 200 ms to import, which the embedded mode need not pay.
  const [{ S3Client }, { s3Storage }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('./s3'),
  ]);
  // Path style (host/bucket/key) is what MinIO-like servers without bucket DNS names need.
  const client = new S3Client({ region: files.region, forcePathStyle: files.forcePathStyle });
  return s3Storage({ client, bucket: files.bucket, prefix: files.prefix });
}
