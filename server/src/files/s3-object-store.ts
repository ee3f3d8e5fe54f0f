import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../storage-config';
import { type ObjectStore, StorageUnavailableError } from './object-store';

/**
 * How long a request to S3 may take: a storage that is down or does not answer costs a request a few seconds and
 * a 503 with a message, never a hang. `requestMs` is the longest silence of a connection, not the length of a
 * transfer, so large files still stream.
 */
export const S3_TIMEOUTS = { connectionMs: 3_000, requestMs: 10_000, attempts: 2 };

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/** An S3-compatible bucket (AWS S3, MinIO, R2, ...): what every API replica reads and writes alike. */
export function createS3ObjectStore(settings: S3Settings, timeouts = S3_TIMEOUTS): ObjectStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    maxAttempts: timeouts.attempts,
    requestHandler: {
      connectionTimeout: timeouts.connectionMs,
      requestTimeout: timeouts.requestMs,
      // Without it the SDK only logs a warning when a request times out, and the request waits on.
      throwOnRequestTimeout: true,
    },
    // Checksums only where S3 requires them: the SDK's newer default (CRC32 on every upload) is refused by some
    // S3-compatible services and older servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const unavailable = (error: unknown): never => {
    throw new StorageUnavailableError(error);
  };

  return {
    description: `S3 bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    async put(Key, Body, ContentType) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType })).catch(unavailable);
    },
    async get(Key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        return unavailable(error);
      }
    },
    async delete(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(unavailable);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket })).catch(unavailable);
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket, ContinuationToken }))
          .catch(unavailable);
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
