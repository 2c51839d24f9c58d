/**
 * S3-compatible {@link FileStorage} (issue 17 "Two replicas, one database, shared stores", docs/scaling.md):
 * every replica reads and writes the same bucket, so a file uploaded through one is served by the other.
 * Works with AWS S3 and S3-compatible servers (MinIO, Ceph, Garage, s3rver in the tests) through
 * `@aws-sdk/client-s3`. Object keys are the storage keys (`{tenantId}/…`), checked like the local ones.
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkKey, newKey, type FileStorage } from './file-storage';

/** Connection settings (from `S3_*` in config/env.ts). */
export interface S3StorageOptions {
  bucket: string;
  /** e.g. `http://127.0.0.1:9000`; undefined for AWS. */
  endpoint?: string;
  region: string;
  /** Static credentials; undefined = the SDK's default chain (environment, instance role…). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path rather than the host name (most self-hosted servers). */
  forcePathStyle: boolean;
}

/** True for "no such object" answers (404 / NoSuchKey / NotFound). */
function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException)
    return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
  return false;
}

/** Creates the S3 storage; the client is lazy (no request until the first file operation). */
export function createS3Storage(options: S3StorageOptions, client?: S3Client): FileStorage {
  const s3 =
    client ??
    new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      // Checksums only where S3 requires them: many S3-compatible servers reject the newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  const Bucket = options.bucket;
  const write = (Key: string, data: Buffer) =>
    s3.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentLength: data.length }));
  return {
    async put(tenantId, data, extension) {
      const key = newKey(tenantId, extension);
      await write(key, data);
      return { key, size: data.length };
    },
    async putAt(tenantId, key, data) {
      await write(checkKey(tenantId, key), data);
    },
    async read(tenantId, key) {
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket, Key: checkKey(tenantId, key) }));
        return out.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new Error('File not found');
        throw error;
      }
    },
    async remove(tenantId, key) {
      // DeleteObject succeeds for a missing key (S3 semantics), as the local storage ignores missing files.
      await s3.send(new DeleteObjectCommand({ Bucket, Key: checkKey(tenantId, key) }));
    },
  };
}
