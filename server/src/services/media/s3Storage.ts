/**
 * Any S3-compatible service (AWS, MinIO, R2, ...). Our buckets become key
 * prefixes inside one S3 bucket: "articleimages/name.webp".
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { UPLOAD_CACHE_SECONDS, type Bucket, type StorageDriver } from './storage';

export interface S3Options {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** A client for the configured service (also used for the off-site backup copies, services/backup/offsite.ts). */
export function createS3Client(options: Omit<S3Options, 'bucket'>): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
}

export function createS3Storage(options: S3Options): StorageDriver {
  const client = createS3Client(options);
  const Bucket = options.bucket;
  return {
    async put(key, body, contentType) {
      // Names are unique (timestamp + random), but never overwrite even if one repeats.
      const exists = await client.send(new HeadObjectCommand({ Bucket, Key: key })).then(
        () => true,
        (error: unknown) => (isNotFound(error) ? false : Promise.reject(error)),
      );
      if (exists) throw new Error(`Storage object already exists: ${key}`);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: `public, max-age=${UPLOAD_CACHE_SECONDS}`,
        }),
      );
    },
    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = await result.Body?.transformToByteArray();
        if (!bytes) return null;
        return { body: Buffer.from(bytes), contentType: result.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(bucket: Bucket) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${bucket}/`, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
  };
}
