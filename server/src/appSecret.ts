/**
 * APP_SECRET signs download links and visitor ids, so a value anyone can read
 * (a default in the source) would let anyone forge them. Without APP_SECRET,
 * the first start outside production makes a random secret and keeps it in
 * DATA_DIR, as Ghost keeps its own; later starts, and the CLI, read it back.
 * Production needs an explicit secret or one stored by an earlier start.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { PRIVATE_FOLDER_MODE } from './privateFiles';

export const APP_SECRET_FILE = 'app-secret';
/** 32 characters of base64 carry 192 bits; anything shorter is guessable or a placeholder. */
export const MIN_APP_SECRET_LENGTH = 32;

export function resolveAppSecret(config: Pick<Config, 'appSecret' | 'dataDir' | 'isProduction'>): string {
  if (config.appSecret) return checked(config.appSecret, 'APP_SECRET', config.isProduction);
  const file = path.join(config.dataDir, APP_SECRET_FILE);
  const stored = readStored(file);
  if (stored) return checked(stored, file, true);
  if (config.isProduction) {
    throw new Error(
      `APP_SECRET must be set in production (a long random string, e.g. \`openssl rand -base64 48\`), or stored in ${file}`,
    );
  }
  fs.mkdirSync(config.dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  try {
    // 'wx': when two processes start together on one DATA_DIR, the second keeps the first's secret.
    fs.writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return checked(readStored(file) ?? '', file, true);
}

function readStored(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function checked(secret: string, source: string, strict: boolean): string {
  if (strict && secret.length < MIN_APP_SECRET_LENGTH)
    throw new Error(`${source} must be at least ${MIN_APP_SECRET_LENGTH} characters long`);
  return secret;
}
