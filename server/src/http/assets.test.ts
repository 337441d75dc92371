/**
 * Probes of the built bundle's files through the whole HTTP app (the static
 * handlers of ssr.ts and the error handler of app.ts): a path that climbs out
 * of /assets, a NUL, a broken or double %-escape, backslashes. Each is a 404
 * with the Spanish message, and none is logged as a server error.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createHttpApp } from './app';
import { REQUEST_MESSAGES } from './graphqlEndpoint';
import { builtStaticFiles } from './ssr';

/** A GET with the path sent byte for byte (fetch and URL would normalise it). */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('odd paths under /assets', () => {
  let app: TestApp;
  let server: http.Server;
  let port: number;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'export {};\n');
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
    fs.writeFileSync(path.join(dist, 'index.html'), '<div id="root"><!--app--></div>');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    // The admin's build, in dist/admin (web/vite.admin.config.ts).
    fs.mkdirSync(path.join(dist, 'admin', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'admin', 'assets', 'admin-abc.js'), 'export const admin = 1;\n');
    fs.writeFileSync(path.join(dist, 'admin', 'admin.html'), '<!doctype html>');
    app = await createTestApp('pglite', { seed: false });
    server = http.createServer(
      createHttpApp({
        runtime: app.runtime,
        apollo: app.apollo,
        isShuttingDown: () => false,
        web: builtStaticFiles(dist),
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await app?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves a real asset (the handlers under test are the ones in use)', async () => {
    expect(await rawGet(port, '/assets/app-abc.js')).toEqual({ status: 200, body: 'export {};\n' });
  });

  it('serves the other files of the build, but never the page template itself', async () => {
    expect(await rawGet(port, '/favicon.svg')).toEqual({ status: 200, body: '<svg/>' });
    // Pages are the SSR router's: the template's markers must never reach a visitor.
    expect((await rawGet(port, '/index.html')).body).not.toContain('<!--app-->');
  });

  it('starts without a build, which serves no files', () => {
    expect(() => builtStaticFiles(path.join(dist, 'not-built-yet'))).not.toThrow();
  });

  it("serves the admin build's assets under /admin/assets, and nothing else of it as a file", async () => {
    expect(await rawGet(port, '/admin/assets/admin-abc.js')).toEqual({
      status: 200,
      body: 'export const admin = 1;\n',
    });
    // Admin paths are the admin's screens: its page is the SSR router's to send, with its headers.
    expect((await rawGet(port, '/admin/admin.html')).status).toBe(404);
    expect((await rawGet(port, '/admin/assets/missing-abc.js')).body).toBe(REQUEST_MESSAGES.notFound);
  });

  const probes = [
    '/assets/..%2F..%2Fetc%2Fpasswd',
    '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/assets/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2Frobots.txt',
    '/assets/..%252F..%252Fetc%252Fpasswd',
    '/assets/%252e%252e%252frobots.txt',
    '/assets/..%5C..%5Cetc%5Cpasswd',
    '/assets/..\\..\\etc\\passwd',
    '/assets/app-abc.js%00.png',
    '/assets/%00',
    '/assets/%00../../etc/passwd',
    '/assets/%E0%A4%A',
    '/assets/%',
    '/assets/%zz',
    '/assets/%C0%AE%C0%AE%2Fetc%2Fpasswd',
    '/assets/',
    '/assets/missing-abc.js',
    '/admin/assets/..%2F..%2Frobots.txt',
    '/admin/assets/..%2Fadmin.html',
    '/admin/assets/missing-abc.js',
  ];

  it.each(probes)('answers %s with a 404 and logs nothing', async (probe) => {
    const logged = vi.spyOn(app.runtime.services.logger, 'error');
    try {
      const answer = await rawGet(port, probe);
      expect(answer).toEqual({ status: 404, body: REQUEST_MESSAGES.notFound });
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
