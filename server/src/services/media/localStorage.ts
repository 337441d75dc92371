import fs from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../privateFiles';
import { isBucket, type Bucket, type StorageDriver } from './storage';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

function safePath(root: string, key: string): string {
  const [bucket, name, ...rest] = key.split('/');
  if (
    !bucket ||
    !isBucket(bucket) ||
    !name ||
    rest.length > 0 ||
    !/^[A-Za-z0-9._-]+$/.test(name) ||
    name.startsWith('.')
  ) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return path.join(root, bucket, name);
}

/** Files under DATA_DIR/storage/{bucket}/{name}. */
export function createLocalStorage(root: string): StorageDriver {
  return {
    async put(key, body) {
      const file = safePath(root, key);
      // Owner-only whatever the umask (the server's is 077 already): the guides' PDFs are sold.
      await fs.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
      // 'wx' fails when the file exists: uploads never overwrite.
      await fs.writeFile(file, body, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    },
    async get(key) {
      try {
        const file = safePath(root, key);
        const body = await fs.readFile(file);
        return { body, contentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.rm(safePath(root, key), { force: true });
    },
    async list(bucket: Bucket) {
      try {
        return (await fs.readdir(path.join(root, bucket))).map((name) => `${bucket}/${name}`);
      } catch {
        return [];
      }
    },
  };
}
