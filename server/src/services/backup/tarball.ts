/**
 * The smallest part of the POSIX tar format a backup needs: regular files,
 * with a pax `path` record for names of 100 bytes or more (storage keys keep
 * up to 80 characters of the uploaded file's name), gzip-compressed. Written by hand because the
 * archive is produced from database rows and storage objects, never from files
 * on disk; `tar tzf` and `tar xzf` read the result.
 */
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, gunzipSync } from 'node:zlib';

const BLOCK = 512;

export interface TarEntry {
  name: string;
  body: Buffer;
}

function header(name: string, size: number, mtime: Date, type = '0'): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const block = Buffer.alloc(BLOCK);
  const field = (offset: number, length: number, value: string) => block.write(value, offset, length, 'ascii');
  nameBytes.copy(block, 0, 0, 99);
  field(100, 8, '0000644\0');
  field(108, 8, '0000000\0');
  field(116, 8, '0000000\0');
  field(124, 12, `${size.toString(8).padStart(11, '0')}\0`);
  field(
    136,
    12,
    `${Math.floor(mtime.getTime() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
  );
  field(148, 8, '        ');
  field(156, 1, type);
  field(257, 8, 'ustar\u000000');
  let sum = 0;
  for (const byte of block) sum += byte;
  field(148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

/** A pax extended header whose `path` record replaces the next entry's name. */
function paxPath(name: string): Buffer {
  const record = (length: number) => `${length} path=${name}\n`;
  let length = Buffer.byteLength(record(0));
  while (Buffer.byteLength(record(length)) !== length) length = Buffer.byteLength(record(length));
  return Buffer.from(record(length), 'utf8');
}

/**
 * Appends entries to a gzip'd tar written into `out`; finish() ends the
 * archive and resolves once `out` has taken all of it. A failure of `out` or
 * of the compression (a full disk, a client gone) rejects the next add() or
 * finish(), instead of leaving a write waiting forever for a 'drain' or a
 * rejection nobody handles.
 */
export function tarWriter(out: Writable) {
  const gzip = createGzip();
  // pipeline listens to both streams' errors and destroys both on the first.
  const done = pipeline(gzip, out);
  let failure: unknown = null;
  // Ends a wait for 'drain' when the pipeline fails (a destroyed stream never drains).
  const failed = new AbortController();
  done.catch((error: unknown) => {
    failure = error;
    failed.abort(error);
  });
  const write = async (chunk: Buffer): Promise<void> => {
    if (failure) throw failure;
    if (gzip.write(chunk)) return;
    try {
      await once(gzip, 'drain', { signal: failed.signal });
    } catch (error) {
      throw failure ?? error;
    }
  };
  return {
    async add({ name, body }: TarEntry, mtime = new Date(), type = '0'): Promise<void> {
      if (Buffer.byteLength(name) >= 100) await this.add({ name: 'PaxHeader', body: paxPath(name) }, mtime, 'x');
      await write(header(name, body.length, mtime, type));
      await write(body);
      const padding = (BLOCK - (body.length % BLOCK)) % BLOCK;
      if (padding) await write(Buffer.alloc(padding));
    },
    async finish(): Promise<void> {
      await write(Buffer.alloc(BLOCK * 2));
      gzip.end();
      await done;
    },
  };
}

/** Name, size and type of the entry a 512-byte header block describes. */
function parseHeader(block: Buffer): { name: string; size: number; type: string } {
  const name = block.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
  const size = parseInt(block.subarray(124, 136).toString('ascii').replace(/\0.*$/s, '').trim() || '0', 8);
  return { name, size, type: String.fromCharCode(block[156] ?? 0) };
}

const paxPathOf = (body: Buffer) => /(?:^|\n)\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1] ?? null;

/**
 * Every regular file in a gzip'd tar read from a stream, yielded as soon as
 * its bytes have arrived: only the entry being read is held in memory (never
 * the whole archive), so an archive larger than memory can be restored.
 */
export async function* readTarStream(input: Readable): AsyncGenerator<TarEntry> {
  const gunzip = createGunzip();
  input.once('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Takes exactly n bytes from the decompressed stream, or null at its end (a part of n: truncated). */
  const chunks = gunzip[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  async function take(n: number): Promise<Buffer | null> {
    while (pendingBytes < n) {
      const next = await chunks.next();
      if (next.done) {
        if (pendingBytes > 0) throw new Error('The backup archive is truncated.');
        return null;
      }
      pending.push(next.value);
      pendingBytes += next.value.length;
    }
    const all = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    const out = Buffer.from(all.subarray(0, n));
    const rest = all.subarray(n);
    pending = rest.length ? [rest] : [];
    pendingBytes = rest.length;
    return out;
  }
  let longName: string | null = null;
  try {
    for (;;) {
      const block = await take(BLOCK);
      if (!block || block.every((byte) => byte === 0)) return;
      const { name, size, type } = parseHeader(block);
      const body = size > 0 ? await take(Math.ceil(size / BLOCK) * BLOCK) : Buffer.alloc(0);
      if (!body) throw new Error('The backup archive is truncated.');
      const content = body.subarray(0, size);
      if (type === 'x') longName = paxPathOf(content);
      else if (type === '0' || type === '\0') {
        yield { name: longName ?? name, body: content };
        longName = null;
      }
    }
  } finally {
    // Stop reading the rest (an early return or an error in the consumer).
    input.unpipe(gunzip);
    gunzip.destroy();
  }
}

/** Every regular file in a gzip'd tar held in memory (other entry types are skipped). */
export function readTarball(gzipped: Buffer): TarEntry[] {
  const data = gunzipSync(gzipped);
  const entries: TarEntry[] = [];
  let offset = 0;
  let longName: string | null = null;
  while (offset + BLOCK <= data.length) {
    const block = data.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) break;
    const { name, size, type } = parseHeader(block);
    const start = offset + BLOCK;
    if (start + size > data.length) throw new Error('The backup archive is truncated.');
    const body = data.subarray(start, start + size);
    if (type === 'x') longName = paxPathOf(body);
    else if (type === '0' || type === '\0') {
      entries.push({ name: longName ?? name, body: Buffer.from(body) });
      longName = null;
    }
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
