/**
 * One driver suite, two drivers: local disk and S3 (against a real
 * S3-compatible server, s3rver, started on loopback by the test).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './localStorage';
import { createS3Storage } from './s3Storage';
import { generateObjectName, keyFromPublicUrl, publicUrlForKey, type StorageDriver } from './storage';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-storage-'));
let s3: S3rver;
const drivers: Record<string, () => StorageDriver> = {};

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: 'crecer' }],
  });
  const { port } = await s3.run();
  drivers.s3 = () =>
    createS3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'crecer',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe.each(['local', 's3'])('%s storage driver', (name) => {
  let storage: StorageDriver;
  beforeAll(() => {
    storage = name === 'local' ? createLocalStorage(path.join(tmp, 'local')) : drivers.s3!();
  });

  it('stores, reads, lists and deletes objects per bucket', async () => {
    const key = `articleimages/${generateObjectName('article_', 'mi foto.png')}`;
    await storage.put(key, Buffer.from('png-bytes'), 'image/png');
    const object = await storage.get(key);
    expect(object?.body.toString()).toBe('png-bytes');
    expect(object?.contentType).toBe('image/png');
    expect(await storage.list('articleimages')).toContain(key);
    expect(await storage.list('guideimages')).not.toContain(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.list('articleimages')).not.toContain(key);
  });

  it('never overwrites an existing object', async () => {
    const key = 'siteassets/site_asset_fixed_name.png';
    await storage.put(key, Buffer.from('first'), 'image/png');
    await expect(storage.put(key, Buffer.from('second'), 'image/png')).rejects.toThrow();
    expect((await storage.get(key))?.body.toString()).toBe('first');
  });

  it('returns null for a missing object and ignores deleting one', async () => {
    expect(await storage.get('guidepdfs/missing.pdf')).toBeNull();
    await expect(storage.delete('guidepdfs/missing.pdf')).resolves.toBeUndefined();
  });
});

describe('object names', () => {
  it('follow the spec: prefix, timestamp, original name with underscores', () => {
    expect(generateObjectName('site_asset_home_hero_', 'Mi Foto Linda.png', 1700000000000)).toMatch(
      /^site_asset_home_hero_1700000000000_[a-z0-9]+_Mi_Foto_Linda\.png$/,
    );
    expect(generateObjectName('x_', '../../etc/passwd')).not.toContain('/');
  });

  it('map keys to public URLs and back, refusing foreign URLs', () => {
    expect(keyFromPublicUrl(publicUrlForKey('articleimages/a.webp'))).toBe('articleimages/a.webp');
    expect(keyFromPublicUrl('https://example.com/a.png')).toBeNull();
    expect(keyFromPublicUrl('/storage/../secret')).toBeNull();
  });
});
