/**
 * The production path outside Docker, in a temporary copy of the repository:
 * build (web app + compiled server), `npm prune --omit=dev`, start
 * `node server/dist/main.js` with NODE_ENV=production, then fetch `/` and
 * `/graphql`. node_modules is copied as hard links (fast, no network); the
 * files npm rewrites in place are copied for real first, so pruning the copy
 * never touches this checkout.
 */
import { execFileSync, spawn } from 'node:child_process';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freeLoopbackPort } from '../server/test/smtpSink';

const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-prod-'));
const copy = path.join(work, 'repo');
const skip = new Set(['.git', 'node_modules', 'data', 'backups', '.tmp', 'dist', 'dist-ssr', 'test-results']);
const DEV_ONLY = ['tsx', 'vitest', 'lighthouse', 'playwright-core', 's3rver', 'esbuild', 'vite', 'typescript'];

function copySources(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true, filter: (src) => !skip.has(path.basename(src)) });
}

function linkModules(relative: string): void {
  const from = path.join(root, relative, 'node_modules');
  if (!fs.existsSync(from)) return;
  const to = path.join(copy, relative, 'node_modules');
  execFileSync('cp', ['-al', from, to]);
  for (const cache of ['.vite', '.cache']) fs.rmSync(path.join(to, cache), { recursive: true, force: true });
  const lock = path.join(to, '.package-lock.json');
  if (fs.existsSync(lock)) {
    const text = fs.readFileSync(lock);
    fs.rmSync(lock);
    fs.writeFileSync(lock, text);
  }
}

function npm(args: string[]): void {
  execFileSync('npm', args, { cwd: copy, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function startAndFetch(): Promise<void> {
  const port = await freeLoopbackPort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: copy,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      PUBLIC_URL: base,
      APP_SECRET: 'production-check-secret-of-forty-characters',
      ADMIN_EMAIL: 'duena@example.test',
      ADMIN_PASSWORD: 'clave-de-prueba-123',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    // main.ts prints this line once the server listens (after migrations and seeding).
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Crecer en Familia:')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening`)));
    });
    const home = await fetch(`${base}/`);
    const html = await home.text();
    assert.equal(home.status, 200);
    assert.match(html, /<div id="root">.*Crecer en Familia/s, 'home rendered on the server');
    const api = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: '{ articles(input: { pageSize: 1 }) { totalCount } }' }),
    });
    const body = (await api.json()) as { data?: { articles: { totalCount: number } } };
    assert.equal(api.status, 200);
    assert.ok((body.data?.articles.totalCount ?? 0) > 0, 'seeded articles served by /graphql');
    console.log(`production build served / (${html.length} bytes) and /graphql on Node ${process.version}`);
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

try {
  copySources(root, copy);
  for (const dir of ['.', 'server', 'web']) linkModules(dir);
  npm(['run', 'build']);
  npm(['prune', '--omit=dev', '--no-audit', '--no-fund']);
  const left = DEV_ONLY.filter((name) => fs.existsSync(path.join(copy, 'node_modules', name)));
  assert.deepEqual(left, [], 'dev dependencies pruned');
  assert.ok(fs.existsSync(path.join(root, 'node_modules', 'vitest')), 'this checkout kept its dev dependencies');
  await startAndFetch();
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
