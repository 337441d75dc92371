import { randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { archiveOf } from '../../../test/factories';
import { readTarball, readTarStream, type TarEntry } from './tarball';

const entries: TarEntry[] = [
  { name: 'manifest.json', body: Buffer.from('{"format":"crecer-backup/1"}') },
  { name: 'db/empty.jsonl', body: Buffer.alloc(0) },
  { name: `storage/articles/${'nombre-largo-'.repeat(10)}.png`, body: randomBytes(1500) },
  { name: 'storage/guides/guia.pdf', body: randomBytes(512) },
];

describe('readTarStream', () => {
  it('reads what tarWriter wrote, whatever the chunk boundaries (long names, empty and block-sized bodies)', async () => {
    const archive = await archiveOf(entries);
    // 7-byte chunks split every header, body and gzip block boundary.
    const chunks = Array.from({ length: Math.ceil(archive.length / 7) }, (_, i) => archive.subarray(i * 7, i * 7 + 7));
    const read: TarEntry[] = [];
    for await (const entry of readTarStream(Readable.from(chunks))) read.push(entry);
    expect(read).toEqual(entries);
    expect(readTarball(archive)).toEqual(entries);
  });

  it('yields an entry before the rest of the archive has arrived (the archive is never held whole)', async () => {
    const first = { name: 'storage/first.bin', body: randomBytes(4096) };
    const big = { name: 'storage/big.bin', body: randomBytes(1024 * 1024) };
    const archive = await archiveOf([first, big]);
    const input = new PassThrough();
    const reader = readTarStream(input);
    input.write(archive.subarray(0, Math.floor(archive.length * 0.6)));
    const next = await reader.next();
    expect(next.value?.name).toBe(first.name);
    expect(next.value?.body.equals(first.body)).toBe(true);
    expect(input.writableEnded).toBe(false);
    input.end(archive.subarray(Math.floor(archive.length * 0.6)));
    const rest: TarEntry[] = [];
    for await (const entry of { [Symbol.asyncIterator]: () => reader }) rest.push(entry);
    expect(rest.map((entry) => entry.name)).toEqual([big.name]);
    expect(rest[0]?.body.equals(big.body)).toBe(true);
  });

  it('says a cut-off archive is truncated', async () => {
    const archive = await archiveOf(entries);
    // Cut inside the second entry's header.
    const cut = gzipSync(gunzipSync(archive).subarray(0, 1100));
    await expect(async () => {
      for await (const entry of readTarStream(Readable.from([cut]))) void entry;
    }).rejects.toThrow('The backup archive is truncated.');
  });
});
