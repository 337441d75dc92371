/**
 * DATA_DIR must be writable before anything is written anywhere: the embedded
 * database, uploaded files (local storage) and the stored app secret live there.
 * Found only later, a read-only folder stopped the start half-way (after the
 * migrations and part of the demo content, which later starts never seed again).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { PRIVATE_FOLDER_MODE } from '../privateFiles';
import { fsReason, StartupError } from './failure';

/** The folders inside DATA_DIR the app writes to when they exist (PGlite's files, local storage). */
const WRITTEN_SUBFOLDERS = ['pglite', 'storage'];

/** Whether this configuration writes to DATA_DIR at all (Postgres + S3 + APP_SECRET does not). */
export function usesDataDir(config: Pick<Config, 'databaseUrl' | 'storageDriver' | 'appSecret'>): boolean {
  return !config.databaseUrl || config.storageDriver === 'local' || !config.appSecret;
}

export function notWritable(dataDir: string, error: unknown): StartupError {
  const uid = process.getuid?.();
  return new StartupError(
    `DATA_DIR ${dataDir} is not writable (${fsReason(error)}): it holds the embedded database, uploaded files ` +
      `and the stored app secret; make it writable${uid === undefined ? '' : ` for uid ${uid}`}, or set DATA_DIR to a folder that is.`,
  );
}

/** Throws a StartupError unless DATA_DIR (created if missing) and the folders the app writes in it accept writes. */
export function checkDataDirWritable(config: Pick<Config, 'dataDir' | 'databaseUrl' | 'storageDriver' | 'appSecret'>) {
  if (!usesDataDir(config)) return;
  const { dataDir } = config;
  // A real write for DATA_DIR itself: the only check that cannot disagree with the writes that follow.
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    fs.writeFileSync(probe, '', { flag: 'w' });
    fs.rmSync(probe, { force: true });
    for (const name of WRITTEN_SUBFOLDERS) {
      const folder = path.join(dataDir, name);
      if (fs.existsSync(folder)) fs.accessSync(folder, fs.constants.W_OK);
    }
  } catch (error) {
    throw notWritable(dataDir, error);
  }
}
