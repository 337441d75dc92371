/**
 * One process per data folder, and a start that fails fast, with real processes (the
 * server and the CLI from source, as `npm run dev` and `npm run db:*` run them):
 * - on one PGlite folder, a second server and a restore with another PORT refuse (one
 *   line, exit 1) while the first server keeps serving what it had; a backup with
 *   another PORT finds the server from the lock and goes through it;
 * - a server killed with SIGKILL leaves a lock the next start takes over;
 * - a port in use or a read-only DATA_DIR stop the start with one line and exit 1,
 *   before anything is migrated or seeded.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE, type LockHolder } from '../src/startup/dataDirLock';
import { ADMIN_BACKUP_PATH } from '../src/services/backup';
import { createScratchDatabase, skipWithoutPostgres, type ScratchDatabase } from './databases';
import { postGraphQL } from './http';
import { runNode, spawnServer, type Finished, type ServerProcess } from './instances';
import { freeLoopbackPort } from './smtpSink';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OWNER = { email: 'duena@example.com', password: 'clave-larga-123' };
const MAIN = ['--import', 'tsx', 'server/src/main.ts'];
const BACKUP_CLI = ['--import', 'tsx', 'server/src/cli/backup.ts'];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-one-process-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The environment of a process on `dataDir`; PORT only when given (the CLI's default is 4000). */
function envFor(dataDir: string, port?: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    LOG_LEVEL: 'warn',
    ...extra,
  };
  delete env.PORT;
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  if (port !== undefined) env.PORT = String(port);
  return env;
}

/**
 * Runs `node <args>` in the repository to its exit. One still running after 45 s (a second
 * server that was not refused) is stopped, and reported with a null code.
 */
function run(args: string[], env: NodeJS.ProcessEnv, ids: { uid?: number; gid?: number } = {}): Promise<Finished> {
  return runNode(args, { cwd: ROOT, env, timeoutMs: 45_000, ...ids });
}

/** The single line a refused start or command prints, with its exit code. */
function expectOneLineFailure(result: Finished, pattern: RegExp): void {
  expect({ code: result.code, lines: result.stderr.trimEnd().split('\n') }).toEqual({
    code: 1,
    lines: [expect.stringMatching(pattern)],
  });
  expect(result.stderr).not.toMatch(/Unhandled|\n\s+at /);
}

const readLock = (dataDir: string) => JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as LockHolder;

async function firstArticle(base: string): Promise<{ id: string; ratingCount: number }> {
  const { json } = await postGraphQL(base, {
    query: 'query A { articles(input: { pageSize: 1 }) { items { id ratingCount } } }',
  });
  expect(json.errors).toBeUndefined();
  return (json.data?.articles as { items: { id: string; ratingCount: number }[] }).items[0]!;
}

describe('one process per PGlite data folder', () => {
  const dataDir = path.join(tmp, 'site');
  let first: ServerProcess | undefined;
  let port = 0;
  let base = '';
  /** /healthz answers seen while the first server prepared its new database. */
  const whileStarting: { status: number; body: string }[] = [];

  beforeAll(async () => {
    port = await freeLoopbackPort();
    base = `http://127.0.0.1:${port}`;
    const starting = spawnServer('first server', MAIN, { cwd: ROOT, env: envFor(dataDir, port) });
    let ready = false;
    void starting.then(
      () => (ready = true),
      () => (ready = true),
    );
    // The port is bound before the database is prepared: /healthz says so instead of refusing.
    while (!ready) {
      const answer = await fetch(`${base}/healthz`).then(
        async (response) => ({ status: response.status, body: await response.text() }),
        () => null,
      );
      if (answer && !ready) whileStarting.push(answer);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    first = await starting;
  }, 180_000);
  afterAll(async () => {
    await first?.stop();
  });

  it('answers 503 while it prepares the database, and records itself in the lock', () => {
    expect(whileStarting.length).toBeGreaterThan(0);
    expect(whileStarting[0]).toEqual({ status: 503, body: JSON.stringify({ status: 'starting' }) });
    expect(readLock(dataDir)).toMatchObject({ role: 'server', pid: first?.child.pid, port, host: '127.0.0.1' });
  });

  it('refuses a second server on the same folder, and the first keeps serving', async () => {
    const before = await firstArticle(base);
    const second = await run(MAIN, envFor(dataDir, await freeLoopbackPort()));
    expectOneLineFailure(
      second,
      new RegExp(`^Start-up failed: DATA_DIR .* is in use by the server \\(pid ${first?.child.pid}, port ${port}, `),
    );
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await firstArticle(base)).toEqual(before);
    expect(readLock(dataDir).pid).toBe(first?.child.pid);
  });

  it('takes a backup through the server found from the lock, whatever PORT says, with no password', async () => {
    // Without ADMIN_EMAIL/ADMIN_PASSWORD: once she changes her password they are stale anyway.
    const env = envFor(dataDir, await freeLoopbackPort());
    delete env.ADMIN_EMAIL;
    delete env.ADMIN_PASSWORD;
    const archive = path.join(tmp, 'other-port.tar.gz');
    const backup = await run([...BACKUP_CLI, 'backup', archive], env);
    expect(backup.stderr).toContain(`The server at ${base} holds the embedded database: taking the backup through it.`);
    expect(backup.code).toBe(0);
    expect(fs.statSync(archive).size).toBeGreaterThan(1000);
  }, 60_000);

  it("keeps the lock's token to DATA_DIR's owner, and refuses the backup to anyone without it", async () => {
    expect(fs.statSync(path.join(dataDir, LOCK_FILE)).mode & 0o077).toBe(0);
    for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${readLock(dataDir).token}x`]) {
      const response = await fetch(`${base}${ADMIN_BACKUP_PATH}`, { headers: authorization ? { authorization } : {} });
      expect(response.status, authorization).toBe(401);
    }
  });

  it('refuses a restore with another PORT, which changes nothing', async () => {
    const archive = path.join(tmp, 'site.tar.gz');
    // Taken the way that found the server before the lock did: PORT names it.
    const backup = await run([...BACKUP_CLI, 'backup', archive], envFor(dataDir, port));
    expect(backup.code).toBe(0);
    // A rating after the backup: a restore would take it away.
    const article = await firstArticle(base);
    const rated = await postGraphQL(base, {
      query: 'mutation R($id: ID!) { rateContent(contentType: ARTICLE, id: $id, rating: 4) { count } }',
      variables: { id: article.id },
    });
    expect(rated.json.errors).toBeUndefined();
    const refused = await run([...BACKUP_CLI, 'restore', archive], envFor(dataDir, await freeLoopbackPort()));
    expectOneLineFailure(
      refused,
      new RegExp(`^Stop the server at ${base} \\(pid ${first?.child.pid}\\) first: it holds the embedded database\\.$`),
    );
    expect(await firstArticle(base)).toEqual({ id: article.id, ratingCount: article.ratingCount + 1 });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  }, 120_000);

  it('takes over the lock of a server killed with SIGKILL on the next start', async () => {
    const killed = first!;
    const exited = new Promise((resolve) => killed.child.once('exit', resolve));
    killed.child.kill('SIGKILL');
    await exited;
    expect(readLock(dataDir).pid).toBe(killed.child.pid);
    const nextPort = await freeLoopbackPort();
    first = await spawnServer('next server', MAIN, { cwd: ROOT, env: envFor(dataDir, nextPort) });
    expect(readLock(dataDir)).toMatchObject({ role: 'server', pid: first.child.pid, port: nextPort });
    expect((await fetch(`http://127.0.0.1:${nextPort}/healthz`)).status).toBe(200);
    await first.stop();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);
});

/** A folder this test's server cannot write: as root (CI), the server runs as nobody. */
function readOnlyFolder(name: string): { dir: string; ids: { uid?: number; gid?: number } } {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir);
  fs.chmodSync(dir, 0o555);
  fs.chmodSync(tmp, 0o755);
  return { dir, ids: process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {} };
}

describe('a start that cannot succeed stops with one line, before writing anything', () => {
  it('port in use: exit 1, and the data folder was neither migrated nor seeded', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    const dataDir = path.join(tmp, 'port-taken');
    try {
      const result = await run(MAIN, envFor(dataDir, port));
      expectOneLineFailure(
        result,
        new RegExp(`^Start-up failed: Port ${port} on 127\\.0\\.0\\.1 is already in use \\(EADDRINUSE\\)`),
      );
    } finally {
      taken.close();
    }
    // Only the secret-free check of the folder and the lock touched it, and the lock went with the process.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('read-only DATA_DIR on PGlite: exit 1, nothing written', async () => {
    const { dir, ids } = readOnlyFolder('read-only');
    const result = await run(MAIN, envFor(dir, await freeLoopbackPort()), ids);
    expectOneLineFailure(result, /^Start-up failed: DATA_DIR .*read-only is not writable \((EACCES|EROFS)/);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

describe.skipIf(skipWithoutPostgres('read-only DATA_DIR on Postgres'))('read-only DATA_DIR on Postgres', () => {
  let scratch: ScratchDatabase | undefined;
  afterAll(async () => {
    await scratch?.drop();
  });

  it('exit 1 with one line before any migration', async () => {
    scratch = await createScratchDatabase();
    const { dir, ids } = readOnlyFolder('read-only-pg');
    const env = envFor(dir, await freeLoopbackPort(), {
      DATABASE_URL: scratch.url,
      APP_SECRET: 'a-secret-of-at-least-thirty-two-characters',
    });
    const result = await run(MAIN, env, ids);
    expectOneLineFailure(result, /^Start-up failed: DATA_DIR .*read-only-pg is not writable \((EACCES|EROFS)/);
    const sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
    try {
      const tables = await sql`select table_schema, table_name from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`;
      expect(tables).toEqual([]);
    } finally {
      await sql.end();
    }
  });
});
