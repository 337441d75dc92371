/**
 * The start-up check of where scheduled backups go: the folder can be created
 * and written and has room, and the off-site copy (BACKUP_S3) has what it
 * needs. Without it a folder the process cannot write is found out only when
 * the first backup fails, a day after the deploy; with it the start-up log
 * says what is wrong and what to do, in one line.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { backupFolder, type Config } from '../../config';
import type { Logger } from '../../logger';
import { PRIVATE_FOLDER_MODE } from '../../privateFiles';
import { createS3Client } from '../media';
import { errorCode, folderFailureCause } from './folderFailure';
import { OFFSITE_PREFIX } from './offsite';

export type BackupTargetCheck = { ok: true } | { ok: false; problem: string };

export type BackupTargetConfig = Pick<Config, 'backup' | 'dataDir' | 's3'>;

/** Below this much free space the check warns: a site's archive (database and pictures) is often larger. */
export const LOW_SPACE_BYTES = 50 * 1024 * 1024;

/** How long probeOffsiteTarget waits for S3 to answer. */
export const PROBE_TIMEOUT_MS = 5_000;

const OK: BackupTargetCheck = { ok: true };
/** One log line, even when a system message inside it spans several. */
const failed = (problem: string): BackupTargetCheck => ({ ok: false, problem: problem.replace(/\s+/g, ' ') });
const NOT_WRITTEN = 'Scheduled backups cannot be written';
const NOT_COPIED = 'Off-site backup copies (BACKUP_S3) cannot be made';
const NO_BUCKET = `${NOT_COPIED}: S3_BUCKET is not set. Set S3_BUCKET (and the other S3_* settings) or BACKUP_S3=false.`;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Whether scheduled backups can be written where the settings say; ok when
 * the schedule is off. A low disk only warns (through `logger`): the backup
 * may still fit. Never throws: a check that fails is reported as a problem.
 */
export function checkBackupTarget(config: BackupTargetConfig, logger?: Pick<Logger, 'warn'>): BackupTargetCheck {
  try {
    if (config.backup.intervalHours <= 0) return OK;
    const problem = folderProblem(config, logger) ?? offsiteSettingsProblem(config);
    return problem ? failed(problem) : OK;
  } catch (error) {
    return failed(`Scheduled backups could not be checked: ${messageOf(error)}.`);
  }
}

/** The folder as the owner would look for it in her settings. */
function folderPlace(config: BackupTargetConfig): string {
  const folder = backupFolder(config);
  return config.backup.dir
    ? `BACKUP_DIR ${folder}`
    : `the backup folder ${folder} (DATA_DIR/backups, BACKUP_DIR unset)`;
}

/** What to do about a folder that refused the check, by the error's code. */
function folderRemedy(code: string | undefined): string {
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'Fix its permissions or set BACKUP_DIR to a writable folder.';
    case 'ENOSPC':
    case 'EDQUOT':
      return 'Free some space on that disk or set BACKUP_DIR to a folder on a larger one.';
    case 'EROFS':
      return 'Mount that volume writable or set BACKUP_DIR to a writable folder.';
    case 'ENOTDIR':
    case 'EEXIST':
      return 'Move the file out of the way or set BACKUP_DIR to another folder.';
    default:
      return 'Set BACKUP_DIR to a folder this process can write.';
  }
}

/** Creates the folder, writes and removes a small file in it, and looks at its free space. */
function folderProblem(config: BackupTargetConfig, logger?: Pick<Logger, 'warn'>): string | null {
  const folder = backupFolder(config);
  const place = folderPlace(config);
  try {
    fs.mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    // Hidden, and never named like an archive: rotation and the dashboard ignore it.
    const probe = path.join(folder, `.write-check-${randomUUID()}`);
    try {
      fs.writeFileSync(probe, 'Written and removed by the start-up check of scheduled backups.\n', { flag: 'wx' });
    } finally {
      // Rotation deletes files too: a folder where one cannot be removed fails the check as well.
      fs.rmSync(probe, { force: true });
    }
  } catch (error) {
    return `${NOT_WRITTEN}: ${folderFailureCause(error, place)}. ${folderRemedy(errorCode(error))}`;
  }
  const free = freeBytes(folder);
  if (free === 0) return `${NOT_WRITTEN}: no space left on the disk of ${place}. ${folderRemedy('ENOSPC')}`;
  if (free !== null && free < LOW_SPACE_BYTES) {
    const megabytes = (free / (1024 * 1024)).toFixed(1);
    logger?.warn(
      { folder, freeBytes: free },
      `Scheduled backups may fail: only ${megabytes} MB free on the disk of ${place}. ${folderRemedy('ENOSPC')}`,
    );
  }
  return null;
}

/** Bytes this process may still write on the folder's disk; null where the system cannot tell. */
function freeBytes(folder: string): number | null {
  try {
    const stats = fs.statfsSync(folder);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

/** The S3 settings an off-site copy needs, checked without a request. */
function offsiteSettingsProblem(config: BackupTargetConfig): string | null {
  if (!config.backup.s3) return null;
  const { bucket, endpoint, accessKeyId, secretAccessKey } = config.s3;
  if (!bucket) return NO_BUCKET;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    const [given, missing] = accessKeyId
      ? ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
      : ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'];
    return `${NOT_COPIED}: ${given} is set but ${missing} is not. Set both, or neither to use the server's own AWS credentials.`;
  }
  if (endpoint && !/^https?:\/\/[^/\s]+/i.test(endpoint))
    return `${NOT_COPIED}: S3_ENDPOINT "${endpoint}" is not an http(s) address. Set it to the service's URL, e.g. https://s3.example.com.`;
  return null;
}

/** Why S3 refused or failed the listing, in words. */
function probeFailure(error: unknown, bucket: string, timeoutMs: number): string {
  const name = (error as { name?: string } | null)?.name;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  if (name === 'TimeoutError' || name === 'AbortError')
    return `${NOT_COPIED}: S3 did not answer within ${timeoutMs / 1000} s. Check S3_ENDPOINT and the network.`;
  if (name === 'NoSuchBucket' || status === 404)
    return `${NOT_COPIED}: the bucket ${bucket} (S3_BUCKET) does not exist. Create it or correct S3_BUCKET.`;
  if (status === 401 || status === 403 || name === 'InvalidAccessKeyId' || name === 'SignatureDoesNotMatch')
    return `${NOT_COPIED}: S3 refused the credentials for the bucket ${bucket} (${name ?? status}). Check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.`;
  return `${NOT_COPIED}: listing the bucket ${bucket} failed (${messageOf(error)}). Check the S3_* settings.`;
}

/**
 * The off-site copy tried for real: lists backups/ in the bucket, giving up
 * after `timeoutMs`. Ok when the schedule or the copy is off. Never rejects.
 */
export async function probeOffsiteTarget(
  config: BackupTargetConfig,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<BackupTargetCheck> {
  if (config.backup.intervalHours <= 0 || !config.backup.s3) return OK;
  const settings = offsiteSettingsProblem(config);
  const { bucket } = config.s3;
  if (settings || !bucket) return failed(settings ?? NO_BUCKET);
  try {
    const client = createS3Client(config.s3);
    try {
      await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: OFFSITE_PREFIX, MaxKeys: 1 }), {
        abortSignal: AbortSignal.timeout(timeoutMs),
      });
      return OK;
    } finally {
      client.destroy();
    }
  } catch (error) {
    return failed(probeFailure(error, bucket, timeoutMs));
  }
}
