/**
 * Real server processes for multi-instance tests, and the small round-robin
 * proxy that stands in for Caddy in front of them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { createScratchDatabase } from './databases';
import { freeLoopbackPort } from './smtpSink';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** What a process run to its end printed, and its exit code (null when it was killed). */
export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunNodeOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Killed (SIGKILL) after this long, and reported with a null code: a server that was not refused, say. */
  timeoutMs: number;
  /** Run as another account (the tests of folders a server's user cannot write). */
  uid?: number;
  gid?: number;
}

/** Runs `node <args>` to its exit, collecting its output as text (a character split between chunks stays whole). */
export function runNode(args: string[], { cwd, env, timeoutMs, uid, gid }: RunNodeOptions): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, uid, gid, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A server process that has printed its listening line, and how to stop it. */
export interface ServerProcess {
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Spawns `node <args>` (the server in some form) and resolves once it listens:
 * main.ts prints its 'Crecer en Familia:' line after migrations and seeding.
 * `stop` sends SIGTERM and waits for the exit (the server drains first).
 */
export async function spawnServer(
  label: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Crecer en Familia:')) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${label} exited with ${code} before listening:\n${out}`)));
  });
  return { child, stop };
}

/** Starts `server/src/main.ts` and resolves once it listens. */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freeLoopbackPort();
  const url = `http://127.0.0.1:${port}`;
  const { child, stop } = await spawnServer(`instance ${name}`, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, LOG_LEVEL: 'warn', ...env },
  });
  return { name, url, child, stop };
}

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * Sends each request to the next upstream in turn, like Caddy's
 * `lb_policy round_robin`, and names the upstream that answered in an
 * `x-upstream` response header so tests can see both were used.
 */
export async function startRoundRobinProxy(upstreams: Instance[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const upstream = upstreams[next++ % upstreams.length]!;
    const target = new URL(req.url ?? '/', upstream.url);
    const forward = http.request(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': upstream.name });
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Two app processes on one new Postgres scratch database, each with its own DATA_DIR, and a client on it. */
export interface TwoInstanceSite {
  a: Instance;
  b: Instance;
  /** On the shared database, for what a test reads or changes behind the apps. */
  sql: postgres.Sql;
  /** Stops both, then drops the database and the folders. */
  stop(): Promise<void>;
}

/** Starts instances 'a' and 'b' (development mode, demo content) on a scratch database, with this admin account. */
export async function startTwoInstances(admin: { email: string; password: string }): Promise<TwoInstanceSite> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-two-'));
  const scratch = await createScratchDatabase();
  const sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
  const env = (name: string) => ({
    NODE_ENV: 'development',
    DATABASE_URL: scratch.url,
    DATA_DIR: path.join(tmp, name),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  const a = await startInstance('a', env('a'));
  const b = await startInstance('b', env('b'));
  return {
    a,
    b,
    sql,
    async stop() {
      await Promise.all([a.stop(), b.stop()]);
      await sql.end();
      await scratch.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
