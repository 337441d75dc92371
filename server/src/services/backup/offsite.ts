/**
 * The off-site copy of scheduled backups (BACKUP_S3=true): the S3-compatible
 * service the site already knows (S3_* settings), under backups/ in
 * S3_BUCKET, a prefix the media storage never lists (so a backup never holds
 * older backups). An archive is sent in parts read from disk one at a time
 * (multipart upload), so one larger than memory is copied too.
 */
import fs from 'node:fs';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { createS3Client } from '../media';

export const OFFSITE_PREFIX = 'backups/';

/** S3 wants parts of at least 5 MiB but the last; 16 MiB keeps memory small and allows archives up to 160 GB. */
export const PART_BYTES = 16 * 1024 * 1024;

export interface OffsiteCopies {
  /** Copies the archive at `file` as `name`; returns where it went (s3://bucket/backups/name). */
  upload(file: string, name: string): Promise<string>;
  /** Names of the archives there (without the prefix), sorted. */
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
}

export function s3BackupCopies(config: Pick<Config, 's3'>, partBytes = PART_BYTES): OffsiteCopies {
  const Bucket = config.s3.bucket;
  if (!Bucket) throw new Error('BACKUP_S3=true needs S3_BUCKET');
  const client = createS3Client(config.s3);
  return {
    async upload(file, name) {
      const Key = `${OFFSITE_PREFIX}${name}`;
      const { size } = await fs.promises.stat(file);
      if (size <= partBytes) {
        const Body = await fs.promises.readFile(file);
        await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType: 'application/gzip' }));
      } else await uploadInParts(client, { Bucket, Key }, file, size, partBytes);
      return `s3://${Bucket}/${Key}`;
    },
    async list() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: OFFSITE_PREFIX, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) if (item.Key) names.push(item.Key.slice(OFFSITE_PREFIX.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names.sort();
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: `${OFFSITE_PREFIX}${name}` }));
    },
  };
}

async function uploadInParts(
  client: S3Client,
  target: { Bucket: string; Key: string },
  file: string,
  size: number,
  partBytes: number,
): Promise<void> {
  const { UploadId } = await client.send(
    new CreateMultipartUploadCommand({ ...target, ContentType: 'application/gzip' }),
  );
  const handle = await fs.promises.open(file, 'r');
  try {
    const parts: { ETag: string | undefined; PartNumber: number }[] = [];
    for (let offset = 0, PartNumber = 1; offset < size; offset += partBytes, PartNumber += 1) {
      const Body = Buffer.alloc(Math.min(partBytes, size - offset));
      await handle.read(Body, 0, Body.length, offset);
      const { ETag } = await client.send(new UploadPartCommand({ ...target, UploadId, PartNumber, Body }));
      parts.push({ ETag, PartNumber });
    }
    await client.send(new CompleteMultipartUploadCommand({ ...target, UploadId, MultipartUpload: { Parts: parts } }));
  } catch (error) {
    // Parts of an unfinished upload are stored (and billed) until aborted.
    await client.send(new AbortMultipartUploadCommand({ ...target, UploadId })).catch(() => {});
    throw error;
  } finally {
    await handle.close();
  }
}
