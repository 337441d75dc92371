import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { nextResponseClosed } from '../../test/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../../web/vite/precompress';
import { precompressedAssets } from './precompressed';

const SCRIPT = `export const greeting = ${JSON.stringify('hola '.repeat(2000))};\n`;

function get(url: string, acceptEncoding?: string, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(
      url,
      { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('precompressed assets', () => {
  let dir: string;
  let server: http.Server;
  let base: string;
  /** Errors the assets handler passed on to Express, which logs them as server errors. */
  const passedOn: unknown[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-assets-'));
    fs.writeFileSync(path.join(dir, 'app-abc.js'), SCRIPT);
    fs.writeFileSync(path.join(dir, 'tiny-abc.js'), 'export {};\n');
    fs.writeFileSync(path.join(dir, 'photo-abc.webp'), Buffer.alloc(4096, 7));
    const written = await precompressFiles(dir, ['app-abc.js', 'tiny-abc.js', 'photo-abc.webp']);
    expect(written).toEqual(['app-abc.js']);
    // Large enough that a client going away stops it mid-transfer (the content is never decoded).
    fs.writeFileSync(path.join(dir, 'big-abc.js'), SCRIPT);
    fs.writeFileSync(path.join(dir, 'big-abc.js.br'), Buffer.alloc(16 * 1024 * 1024, 1));
    const app = express();
    app.use('/assets', precompressedAssets(dir, { maxAge: 1000 }), express.static(dir));
    app.use(((error, _req, res, _next) => {
      passedOn.push(error);
      if (!res.headersSent) res.status(500).end();
    }) satisfies express.ErrorRequestHandler);
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes brotli and gzip twins that decode to the original, and none for small or binary files', () => {
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'app-abc.js.br'))).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'app-abc.js.gz'))).toString()).toBe(SCRIPT);
    expect(fs.existsSync(path.join(dir, 'tiny-abc.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'photo-abc.webp.br'))).toBe(false);
  });

  it('sends brotli when accepted, else gzip, as the original type, cached for good', async () => {
    const br = await get(`${base}/app-abc.js`, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers['vary']).toMatch(/Accept-Encoding/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(SCRIPT));

    const gz = await get(`${base}/app-abc.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const head = await get(`${base}/app-abc.js`, 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('sends the plain file to a client that accepts no encoding, and files without twins as they are', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await get(`${base}/app-abc.js`, acceptEncoding);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(SCRIPT);
    }
    const tiny = await get(`${base}/tiny-abc.js`, 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
    expect((await get(`${base}/app-abc.js.br/x`, 'br')).status).toBe(404);
    expect((await get(`${base}/missing.js`, 'br')).status).toBe(404);
  });

  it('lets a visitor who leaves mid-download go quietly: no error reaches the server log', async () => {
    const closed = nextResponseClosed(server);
    await new Promise<void>((resolve, reject) => {
      const request = http.request(`${base}/big-abc.js`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('br');
        // The first bytes arrive, then the tab is closed.
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
      request.end();
    });
    await closed;
    expect(passedOn).toEqual([]);
  });
});
