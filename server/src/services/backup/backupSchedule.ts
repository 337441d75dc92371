/**
 * Scheduled backups: every BACKUP_INTERVAL_HOURS the server writes an archive
 * (createBackup.ts) into the backup folder on the persistent volume, copies it
 * off the server when BACKUP_S3 is on, and keeps the newest BACKUP_KEEP of
 * each. Rotation touches only archives the schedule named, never one taken by
 * hand.
 *
 * Once across instances: a run is claimed by inserting its backup_runs row
 * in a transaction that holds a Postgres advisory lock, after checking that
 * one is due; the row is committed before the archive is written, so another
 * instance that checks meanwhile sees it and waits for the next interval.
 * Across restarts: whether a run is due is computed from the last recorded
 * run, never from the process start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { desc, eq, notInArray, sql } from 'drizzle-orm';
import { backupFolder } from '../../config';
import { executeRows } from '../../db/client';
import { PRIVATE_FOLDER_MODE } from '../../privateFiles';
import { backupRuns, type BackupRunRow } from '../../db/schema';
import type { AppServices } from '../appServices';
import { backupFileName, writeBackup } from './createBackup';
import { folderFailureForTheOwner } from './folderFailure';
import { s3BackupCopies, type OffsiteCopies } from './offsite';
import { FileWriteError, writeToFile } from './writeToFile';

/** Arbitrary constant, next to the migration lock's 727_001: serializes claims of a scheduled backup. */
const BACKUP_LOCK_ID = 727_002;

/** A run still marked running after this long was cut short (its process ended mid-backup). */
export const STALE_RUN_HOURS = 6;

/** A failed run is tried again after an hour, or after the interval when that is shorter. */
export const RETRY_AFTER_HOURS = 1;

/** backup_runs keeps this many rows: the dashboard reads only the newest. */
const RUN_ROWS_KEPT = 100;

const SCHEDULED_PREFIX = 'crecer-backup-scheduled-';
/** The names the schedule gives its archives (and the only ones rotation deletes). */
export const SCHEDULED_NAME = /^crecer-backup-scheduled-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/;

export const INTERRUPTED_MESSAGE = 'Interrumpida: el servidor se detuvo antes de terminar la copia.';

/** A failure already told in the owner's words (the folder's, or an interruption); others get a Spanish lead-in. */
class ToldFailure extends Error {}

export type ScheduleServices = Pick<AppServices, 'db' | 'storage' | 'config' | 'logger'>;

export interface ScheduleOptions {
  /** The time of this check (tests step it; default: now). */
  now?: Date;
  /** Aborted when the server stops: the archive being written is abandoned and the run recorded as failed. */
  signal?: AbortSignal;
  /** The off-site copies (default: S3 when BACKUP_S3 is on). */
  offsite?: OffsiteCopies | null;
}

export function scheduledFileName(now: Date): string {
  return backupFileName(now).replace(/^crecer-backup-/, SCHEDULED_PREFIX);
}

const hoursBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000;

/** Whether a run is due at `now` after `last` (the most recent run, if any). */
export function isDue(
  last: Pick<BackupRunRow, 'status' | 'startedAt'> | undefined,
  intervalHours: number,
  now: Date,
): boolean {
  if (intervalHours <= 0) return false;
  if (!last) return true;
  const hours = hoursBetween(last.startedAt, now);
  // Another instance is taking it, unless it has been at it for so long that its process must have died.
  if (last.status === 'running') return hours >= STALE_RUN_HOURS;
  if (last.status === 'failed') return hours >= Math.min(RETRY_AFTER_HOURS, intervalHours);
  return hours >= intervalHours;
}

/** Whether a row still marked running is one whose process died. */
export function isStale(run: Pick<BackupRunRow, 'status' | 'startedAt'>, now: Date): boolean {
  return run.status === 'running' && hoursBetween(run.startedAt, now) >= STALE_RUN_HOURS;
}

/** Inserts the run's row if one is due and no other instance is claiming one right now; null otherwise. */
async function claimRun(services: ScheduleServices, now: Date): Promise<BackupRunRow | null> {
  const { db, config } = services;
  return db.transaction(async (tx) => {
    const [lock] = await executeRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK_ID}) as locked`,
    );
    if (!lock?.locked) return null;
    const [last] = await tx.select().from(backupRuns).orderBy(desc(backupRuns.startedAt), desc(backupRuns.id)).limit(1);
    if (!isDue(last, config.backup.intervalHours, now)) return null;
    // Due although a row says running: that run was cut short.
    await tx
      .update(backupRuns)
      .set({ status: 'failed', finishedAt: now, error: INTERRUPTED_MESSAGE })
      .where(eq(backupRuns.status, 'running'));
    const [run] = await tx
      .insert(backupRuns)
      .values({ startedAt: now, fileName: scheduledFileName(now), folder: backupFolder(config) })
      .returning();
    return run ?? null;
  });
}

/**
 * The folder's own failure (full, read-only, not writable...) in words that name the cause, in Spanish: a
 * failed run's message is what the dashboard and her e-mail show. The log line keeps Node's error as its cause.
 */
const folderError = (folder: string, error: unknown) =>
  new ToldFailure(folderFailureForTheOwner(error, folder), { cause: error });

/**
 * Writes the archive under a temporary name and renames it once complete;
 * returns its size. Every failure rejects (none is left to an 'error' event
 * that would end the process) and removes the partial file, which on a full
 * disk is what frees the space again.
 */
async function writeArchive(services: ScheduleServices, file: string, now: Date, signal?: AbortSignal) {
  if (signal?.aborted) throw new ToldFailure(INTERRUPTED_MESSAGE);
  const folder = path.dirname(file);
  const partial = `${file}.partial`;
  await fs.promises.mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE }).catch((error: unknown) => {
    throw folderError(folder, error);
  });
  try {
    const bytes = await writeToFile(partial, (out) => writeBackup(services, out, now, signal));
    await fs.promises.rename(partial, file).catch((error: unknown) => {
      throw folderError(folder, error);
    });
    return bytes;
  } catch (error) {
    await fs.promises.rm(partial, { force: true }).catch((removal: unknown) => {
      // Rotation removes it with the next run's leftovers.
      services.logger.warn({ err: removal, partial }, 'could not remove the partial backup file');
    });
    if (signal?.aborted) throw new ToldFailure(INTERRUPTED_MESSAGE);
    // A database or storage failure keeps its own message: only the file's failures are the folder's.
    throw error instanceof FileWriteError ? folderError(folder, error.cause) : error;
  }
}

/** Deletes the oldest scheduled archives beyond `keep` (and leftovers of cut-off ones); returns their names. */
export function rotateFolder(folder: string, keep: number, current: string): string[] {
  const names = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  const scheduled = names.filter((name) => SCHEDULED_NAME.test(name)).sort();
  const old = scheduled.slice(0, Math.max(0, scheduled.length - keep));
  const leftovers = names.filter(
    (name) => name.startsWith(SCHEDULED_PREFIX) && name.endsWith('.partial') && name !== `${current}.partial`,
  );
  for (const name of [...old, ...leftovers]) fs.rmSync(path.join(folder, name), { force: true });
  return old;
}

async function rotateOffsite(offsite: OffsiteCopies, keep: number): Promise<string[]> {
  const scheduled = (await offsite.list()).filter((name) => SCHEDULED_NAME.test(name));
  const old = scheduled.slice(0, Math.max(0, scheduled.length - keep));
  for (const name of old) await offsite.remove(name);
  return old;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What a failed run says, in Spanish; a database or storage failure's own (English) message follows the lead-in. */
const reasonOf = (error: unknown) =>
  error instanceof ToldFailure ? error.message : `No se pudo crear la copia: ${messageOf(error)}`;

/**
 * Takes the scheduled backup if one is due and this instance wins the claim;
 * returns the finished run's row, or null when there was nothing to do.
 * Failures are recorded on the row (the dashboard shows them), not thrown.
 */
export async function runScheduledBackup(
  services: ScheduleServices,
  options: ScheduleOptions = {},
): Promise<BackupRunRow | null> {
  if (options.signal?.aborted) return null;
  const now = options.now ?? new Date();
  const run = await claimRun(services, now);
  if (!run) return null;
  const { config, logger, db } = services;
  const started = Date.now();
  // Stepped clocks in tests: the finish time is the claimed start plus the real duration.
  const finishedAt = () => new Date(now.getTime() + (Date.now() - started));
  const file = path.join(run.folder, run.fileName);
  let result: Partial<BackupRunRow>;
  let failure: unknown = null;
  try {
    const bytes = await writeArchive(services, file, now, options.signal);
    result = { status: 'succeeded', bytes };
  } catch (error) {
    failure = error;
    result = { status: 'failed', error: reasonOf(error) };
  }
  if (result.status === 'succeeded') {
    try {
      rotateFolder(run.folder, config.backup.keep, run.fileName);
    } catch (error) {
      // The new archive is whole: old ones left behind only take space, and the next run rotates again.
      logger.warn({ err: error, folder: run.folder }, 'rotating the scheduled backups failed');
    }
    try {
      const offsite =
        options.offsite !== undefined ? options.offsite : config.backup.s3 ? s3BackupCopies(config) : null;
      if (offsite) {
        result.offsiteCopy = await offsite.upload(file, run.fileName);
        await rotateOffsite(offsite, config.backup.keep);
      }
    } catch (error) {
      // The archive is safe on the server; the run still fails so the dashboard warns her.
      failure = error;
      result = { ...result, status: 'failed', error: `Falló la copia fuera del servidor (S3): ${messageOf(error)}` };
    }
  }
  const [finished] = await db
    .update(backupRuns)
    .set({ ...result, finishedAt: finishedAt() })
    .where(eq(backupRuns.id, run.id))
    .returning();
  await pruneRunRows(services);
  if (result.status === 'failed') logger.error({ run: finished, err: failure }, 'scheduled backup failed');
  else logger.info({ run: finished }, 'scheduled backup written');
  return finished ?? null;
}

async function pruneRunRows(services: ScheduleServices): Promise<void> {
  const kept = await services.db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
    .limit(RUN_ROWS_KEPT);
  if (kept.length < RUN_ROWS_KEPT) return;
  await services.db.delete(backupRuns).where(
    notInArray(
      backupRuns.id,
      kept.map((row) => row.id),
    ),
  );
}
