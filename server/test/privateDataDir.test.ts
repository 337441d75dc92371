/**
 * DATA_DIR and the archives are the owner's account's only, with the real server and
 * backup command started under umask 000 (a careless host: every bit Node asks for is
 * kept): a DATA_DIR left open by an earlier install is fixed at start and the log says so;
 * the embedded database, the secret, the lock, an upload and the backups are owner-only;
 * a restore into a new folder too; and a DATA_DIR this server cannot make private (another
 * user's) stops the start with one line.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/services/auth';
import { entryCount, notOwnerOnly, PERMISSIVE_UMASK } from './fileModes';
import { cookieFrom, postGraphQL, postMultipart } from './http';
import { runNode, type Finished } from './instances';
import { freeLoopbackPort } from './smtpSink';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OWNER = { email: 'duena@example.com', password: 'clave-larga-123' };
const MAIN = [...PERMISSIVE_UMASK, '--import', 'tsx', 'server/src/main.ts'];
const BACKUP_CLI = [...PERMISSIVE_UMASK, '--import', 'tsx', 'server/src/cli/backup.ts'];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-private-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function envFor(dataDir: string, port?: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DEMO_CONTENT: 'false',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    LOG_LEVEL: 'warn',
  };
  for (const name of ['PORT', 'DATABASE_URL', 'PUBLIC_URL', 'BACKUP_DIR', 'APP_SECRET']) delete env[name];
  if (port !== undefined) env.PORT = String(port);
  return env;
}

function run(args: string[], env: NodeJS.ProcessEnv, ids: { uid?: number; gid?: number } = {}): Promise<Finished> {
  return runNode(args, { cwd: ROOT, env, timeoutMs: 90_000, ...ids });
}

interface RunningServer {
  /** Everything it printed so far. */
  stdout(): string;
  stop(): Promise<void>;
}

/** Starts `node <args>` and resolves once it listens (main.ts prints 'Crecer en Familia:'), keeping its output. */
function startServer(args: string[], env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running: RunningServer = {
    stdout: () => out,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Crecer en Familia:')) resolve(running);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening:\n${out}`)));
  });
}

describe('a server and the backup command under umask 000', () => {
  const dataDir = path.join(tmp, 'data');
  let server: RunningServer | undefined;
  let base = '';

  beforeAll(async () => {
    // An install from before: DATA_DIR and an uploaded file readable by every account.
    fs.mkdirSync(path.join(dataDir, 'storage', 'articleimages'), { recursive: true });
    fs.chmodSync(dataDir, 0o777);
    fs.writeFileSync(path.join(dataDir, 'storage', 'articleimages', 'antigua.png'), 'png', { mode: 0o644 });
    const port = await freeLoopbackPort();
    base = `http://127.0.0.1:${port}`;
    server = await startServer(MAIN, envFor(dataDir, port));
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('makes the folder an earlier install left open owner-only, and its start-up log says so', () => {
    const warnings = server!
      .stdout()
      .split('\n')
      .filter((line) => line.includes('"level":40'))
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(warnings).toEqual([
      'DATA_DIR was open to other accounts on this machine (mode 777): made it owner-only (folders 700, files 600), 4 entries changed',
    ]);
    expect(notOwnerOnly(dataDir)).toEqual([]);
  });

  it('keeps the embedded database, the secret, the lock, an upload and a backup owner-only', async () => {
    const login = await postGraphQL(base, {
      query: `mutation SignIn { login(email: "${OWNER.email}", password: "${OWNER.password}") { id } }`,
    });
    const cookie = cookieFrom(login.response, SESSION_COOKIE)?.split(';')[0] ?? '';
    expect(cookie).not.toBe('');
    const category = await postGraphQL(
      base,
      { query: 'mutation C { createCategory(input: { name: "Crianza" }) { id } }' },
      cookie,
    );
    const categoryId = (category.json.data?.createCategory as { id: string }).id;
    const created = await postMultipart(
      base,
      {
        query: 'mutation G($input: GuideInput!) { createGuide(input: $input) { id } }',
        variables: {
          input: { title: 'Guía privada', description: 'D', categoryId, categoryPosition: 'TOP_RIGHT', pdf: null },
        },
      },
      [
        {
          path: 'variables.input.pdf',
          bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
          name: 'guia.pdf',
          type: 'application/pdf',
        },
      ],
      cookie,
    );
    expect(created.json.errors).toBeUndefined();
    const backup = await run([...BACKUP_CLI, 'backup'], envFor(dataDir));
    expect(backup.stderr).toContain('taking the backup through it');
    expect(backup.code).toBe(0);

    const names = fs.readdirSync(dataDir).sort();
    expect(names).toEqual(expect.arrayContaining(['app-secret', 'backups', 'pglite', 'process.lock', 'storage']));
    expect(fs.readdirSync(path.join(dataDir, 'storage', 'guidepdfs'))).toHaveLength(1);
    expect(fs.readdirSync(path.join(dataDir, 'backups'))).toEqual([
      expect.stringMatching(/^crecer-backup-.*\.tar\.gz$/),
    ]);
    expect(entryCount(path.join(dataDir, 'pglite'))).toBeGreaterThan(900);
    expect(notOwnerOnly(dataDir)).toEqual([]);
  }, 120_000);

  it('restores into a new folder owner-only: the database the command creates and the files it writes', async () => {
    const [archive] = fs.readdirSync(path.join(dataDir, 'backups'));
    const restoredDir = path.join(tmp, 'restored');
    const restore = await run([...BACKUP_CLI, 'restore', path.join(dataDir, 'backups', archive!)], envFor(restoredDir));
    expect(restore.stderr).toMatch(/^Restored the backup of /m);
    expect(restore.code).toBe(0);
    expect(fs.readdirSync(path.join(restoredDir, 'storage', 'guidepdfs'))).toHaveLength(1);
    expect(notOwnerOnly(restoredDir)).toEqual([]);
  }, 120_000);
});

// Only root can hand this server a folder that belongs to another user (CI runs as root).
describe.skipIf(process.getuid?.() !== 0)('a DATA_DIR this server cannot make private', () => {
  it('stops the start with one line naming the owner and what to do, before anything is written', async () => {
    const dir = path.join(tmp, 'shared-by-root');
    fs.mkdirSync(dir);
    fs.chmodSync(dir, 0o777);
    fs.chmodSync(tmp, 0o755);
    const result = await run(['--import', 'tsx', 'server/src/main.ts'], envFor(dir, await freeLoopbackPort()), {
      uid: 65534,
      gid: 65534,
    });
    expect({ code: result.code, lines: result.stderr.trimEnd().split('\n') }).toEqual({
      code: 1,
      lines: [
        `Start-up failed: DATA_DIR ${dir} is open to other accounts (mode 777) and this server (uid 65534) cannot ` +
          'make it private (EPERM): it belongs to uid 0. Its files hold the password hashes, the contact messages ' +
          `and the app secret: give it to uid 65534 (chown -R 65534 ${dir}) or run chmod 700 ${dir} as its owner, ` +
          'then start again.',
      ],
    });
    expect(fs.readdirSync(dir)).toEqual([]);
    expect((fs.statSync(dir).mode & 0o777).toString(8)).toBe('777');
    // Longer than run()'s 90 s, so a server that does start (without this check) is stopped, not left behind.
  }, 120_000);
});
